import { Pending } from '../pending.tsx';

export default function Orders() {
  return <Pending screen="orders" />;
}
