import { Pending } from '../pending.tsx';

export default function Audit() {
  return <Pending screen="audit" />;
}
