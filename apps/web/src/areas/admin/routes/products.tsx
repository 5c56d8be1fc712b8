import { Pending } from '../pending.tsx';

export default function Products() {
  return <Pending screen="products" />;
}
