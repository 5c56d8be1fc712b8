// The cart (spec §2 /pages/cart/cart, the tab, and /pages/cart/mycart): lines grouped by shop,
// quantities bounded by stock, selection per line, shop and all, and the selected totals. A visitor's
// cart is the device's; checking out asks them to sign in first, and sign-in merges it.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Checkbox } from '../../../components/checkbox.tsx';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { useCart } from '../../../features/cart/api.ts';
import { keepLinesClear } from '../../../features/cart/bar-room.ts';
import { CartGroups, groupState, type Selection } from '../../../features/cart/cart-groups.tsx';
import { checkoutSearch } from '../../../features/cart/checkout-state.ts';
import { CheckoutSteps } from '../../../features/cart/checkout-steps.tsx';
import { EmptyCart } from '../../../features/cart/empty-cart.tsx';
import { usePrice } from '../../../lib/currency.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import '../../../styles/cart.css';

export default function Cart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = usePrice();
  const { query, cart, visitor, update, remove, select } = useCart();
  useTitle(t('cart.title'));
  const selection: Selection = {
    checked: (line) => line.available && line.selected,
    enabled: (line) => line.available,
    toggle: (ids, on) => void select(ids, on),
  };
  const lines = cart?.groups.flatMap((g) => g.lines) ?? [];
  const all = groupState(lines, selection);
  const chosen = lines.filter((l) => l.available && l.selected).map((l) => l.id);
  const checkout = () => {
    if (visitor) navigate(paths.loginThen(paths.cart));
    else
      navigate(
        paths.checkoutDelivery(
          checkoutSearch({ cartIds: chosen, item: null, addressId: null, delivery: {}, method: null }),
        ),
      );
  };

  let body: React.ReactNode;
  if (!cart) body = query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : <LineSkeleton lines={4} />;
  else if (lines.length === 0) body = <EmptyCart />;
  else
    body = (
      <>
        <CartGroups
          cart={cart}
          selection={selection}
          onQuantity={(id, q) => void update(id, q)}
          onRemove={(ids) => void remove(ids)}
        />
        <section className="card cart-bar" aria-label={t('cart.summary')} ref={keepLinesClear}>
          <Checkbox
            label={t('cart.selectAll')}
            checked={all.checked}
            indeterminate={all.indeterminate}
            disabled={all.disabled}
            onChange={(on) => void select(undefined, on)}
          />
          <p className="cart-bar-totals" aria-live="polite">
            <span className="small muted">
              {t('cart.selectedCount', { count: cart.selected.count })}
              {cart.selected.tax > 0 && ` · ${t('cart.tax', { amount: format(cart.selected.tax) })}`}
            </span>
            <span>
              {t('cart.total')} <strong className="price-now">{format(cart.selected.total)}</strong>
            </span>
          </p>
          <button type="button" className="btn" disabled={cart.selected.count === 0} onClick={checkout}>
            {visitor ? t('cart.signInToCheckout') : t('cart.checkout')}
          </button>
        </section>
      </>
    );

  return (
    <div className="page cart-page">
      <CheckoutSteps current="cart" />
      <div className="toolbar">
        <h1>{t('cart.title')}</h1>
        {lines.length > 0 && (
          <Link className="btn btn-ghost" to={paths.cartEdit}>
            {t('cart.edit')}
          </Link>
        )}
      </div>
      {visitor && lines.length > 0 && (
        <p className="card panel">
          {t('cart.visitorNote')} <Link to={paths.loginThen(paths.cart)}>{t('auth.login')}</Link>
        </p>
      )}
      {body}
    </div>
  );
}
