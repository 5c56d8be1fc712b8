import { Pending } from '../pending.tsx';

export default function Content() {
  return <Pending screen="content" />;
}
