import { Pending } from '../pending.tsx';

export default function Coupons() {
  return <Pending screen="coupons" />;
}
