import { Pending } from '../pending.tsx';

export default function Reports() {
  return <Pending screen="reports" />;
}
