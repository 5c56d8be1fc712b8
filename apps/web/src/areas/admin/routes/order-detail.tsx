import { Pending } from '../pending.tsx';

export default function OrderDetail() {
  return <Pending screen="orders" />;
}
