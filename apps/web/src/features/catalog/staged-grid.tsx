// A product grid drawn a row at a time (five cards, a desktop's row), each row in a task of its own
// once the list has arrived (lib/stages.tsx): ten cards cost a phone 25–30 ms in one task, over
// 100 ms on Lighthouse's 4× slower phone (issue 17, speed). The cards still to come keep their room
// as placeholders, so nothing below them moves. The two parts keep their places in the tree, so the
// cards drawn first stay as they are when the rest join them.
import { GridSkeleton } from '../../components/states.tsx';
import { useStage } from '../../lib/stages.tsx';
import { ProductGrid } from './product-card.tsx';
import type { ProductItem } from './types.ts';

const ROW = 5;

export function StagedGrid({
  items,
  eagerFirst = 0,
  room = 10,
}: {
  items: ProductItem[] | undefined;
  eagerFirst?: number;
  /** How many placeholders hold the grid's room before the list arrives. */
  room?: number;
}) {
  const first = useStage(Boolean(items));
  const rest = useStage(first);
  const shown = items && first ? (rest ? items : items.slice(0, ROW)) : [];
  const waiting = items ? items.length - shown.length : room;
  return (
    <>
      {shown.length > 0 && <ProductGrid items={shown} eagerFirst={eagerFirst} />}
      {waiting > 0 && <GridSkeleton count={waiting} />}
    </>
  );
}
