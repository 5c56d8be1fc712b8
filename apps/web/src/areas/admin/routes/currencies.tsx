import { Pending } from '../pending.tsx';

export default function Currencies() {
  return <Pending screen="currencies" />;
}
