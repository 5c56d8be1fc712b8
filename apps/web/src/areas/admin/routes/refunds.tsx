import { Pending } from '../pending.tsx';

export default function Refunds() {
  return <Pending screen="refunds" />;
}
