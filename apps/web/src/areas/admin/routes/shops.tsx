import { Pending } from '../pending.tsx';

export default function Shops() {
  return <Pending screen="shops" />;
}
