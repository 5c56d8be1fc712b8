import { Pending } from '../pending.tsx';

export default function UserDetail() {
  return <Pending screen="users" />;
}
