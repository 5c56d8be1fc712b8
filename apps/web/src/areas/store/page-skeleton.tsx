import { GridSkeleton, LineSkeleton } from '../../components/states.tsx';

export function PageSkeleton() {
  return (
    <div className="page">
      <LineSkeleton lines={2} />
      <GridSkeleton count={4} />
    </div>
  );
}
