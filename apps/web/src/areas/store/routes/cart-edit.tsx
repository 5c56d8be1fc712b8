// The cart's edit mode (spec §2 /pages/cart/edit): choose several lines, unavailable ones too, and
// remove them at once. The choice is local; the cart's checkout selection is left as it was.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/checkbox.tsx';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { useCart } from '../../../features/cart/api.ts';
import { keepLinesClear } from '../../../features/cart/bar-room.ts';
import { CartGroups, groupState, type Selection } from '../../../features/cart/cart-groups.tsx';
import { EmptyCart } from '../../../features/cart/empty-cart.tsx';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import '../../../styles/cart.css';

export default function CartEdit() {
  const { t } = useTranslation();
  const { query, cart, remove } = useCart();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  useTitle(t('cart.editTitle'));
  const lines = cart?.groups.flatMap((g) => g.lines) ?? [];
  // lines removed meanwhile (another tab) drop out of the choice
  const picked = lines.filter((l) => chosen.has(l.id)).map((l) => l.id);
  const selection: Selection = {
    checked: (line) => chosen.has(line.id),
    enabled: () => true,
    toggle: (ids, on) =>
      setChosen((prev) => {
        const next = new Set(prev);
        for (const id of ids) on ? next.add(id) : next.delete(id);
        return next;
      }),
  };
  const all = groupState(lines, selection);

  return (
    <div className="page cart-page">
      <div className="toolbar">
        <h1>{t('cart.editTitle')}</h1>
        <Link className="btn btn-ghost" to={paths.cart}>
          {t('cart.done')}
        </Link>
      </div>
      {!cart ? (
        query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : (
          <LineSkeleton lines={4} />
        )
      ) : lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <CartGroups cart={cart} selection={selection} edit />
          <section className="card cart-bar" aria-label={t('cart.summary')} ref={keepLinesClear}>
            <Checkbox
              label={t('cart.selectAll')}
              checked={all.checked}
              indeterminate={all.indeterminate}
              onChange={(on) => selection.toggle(all.ids, on)}
            />
            <p className="cart-bar-totals small muted" aria-live="polite">
              {t('cart.chosenCount', { count: picked.length })}
            </p>
            <button
              type="button"
              className="btn"
              disabled={picked.length === 0}
              onClick={async () => {
                await remove(picked);
                setChosen(new Set());
              }}
            >
              {t('cart.removeChosen')}
            </button>
          </section>
        </>
      )}
    </div>
  );
}
