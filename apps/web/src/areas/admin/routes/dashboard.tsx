import { Pending } from '../pending.tsx';

export default function Dashboard() {
  return <Pending screen="dashboard" />;
}
