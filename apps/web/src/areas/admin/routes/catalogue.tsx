import { Pending } from '../pending.tsx';

export default function Catalogue() {
  return <Pending screen="catalogue" />;
}
