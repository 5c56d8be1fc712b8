import { Pending } from '../pending.tsx';

export default function Reviews() {
  return <Pending screen="reviews" />;
}
