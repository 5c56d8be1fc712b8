import { Pending } from '../pending.tsx';

export default function Users() {
  return <Pending screen="users" />;
}
