import { Pending } from '../pending.tsx';

export default function ShopDetail() {
  return <Pending screen="shops" />;
}
