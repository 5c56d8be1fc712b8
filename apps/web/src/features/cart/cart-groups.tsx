// The cart's lines grouped by shop, used by the cart (checkboxes select for checkout) and by the
// edit mode (checkboxes choose lines to remove). Which boxes mean what is the caller's `selection`.
import type { CartAnswer, CartLine } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Checkbox } from '../../components/checkbox.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { imageUrl } from '../../lib/api.ts';
import { usePrice } from '../../lib/currency.ts';
import { paths } from '../../lib/paths.ts';

export interface Selection {
  checked: (line: CartLine) => boolean;
  /** Unavailable lines cannot be selected for checkout, but can be chosen for removal. */
  enabled: (line: CartLine) => boolean;
  toggle: (ids: number[], on: boolean) => void;
}

/** The state of a box that stands for several lines. */
export function groupState(lines: CartLine[], selection: Selection) {
  const open = lines.filter(selection.enabled);
  const on = open.filter(selection.checked).length;
  return {
    ids: open.map((l) => l.id),
    checked: open.length > 0 && on === open.length,
    indeterminate: on > 0 && on < open.length,
    disabled: open.length === 0,
  };
}

function LineRow({
  line,
  selection,
  edit,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  selection: Selection;
  edit: boolean;
  onQuantity: (id: number, quantity: number) => void;
  onRemove: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const format = usePrice();
  return (
    <li className={line.available ? 'cart-line' : 'cart-line cart-line-off'}>
      <Checkbox
        label={t('cart.selectLine', { name: line.name })}
        hideLabel
        checked={selection.checked(line)}
        disabled={!selection.enabled(line)}
        onChange={(on) => selection.toggle([line.id], on)}
      />
      <img className="cart-thumb" src={imageUrl(line.image)} alt="" width={72} height={72} loading="lazy" />
      <div className="cart-line-body">
        <Link to={paths.product(line.product_id)} className="cart-line-name">
          {line.name}
        </Link>
        <p className="small muted">
          <span className="price-now">{format(line.price)}</span>
          {line.list_price > line.price && (
            <>
              {' '}
              <s>{format(line.list_price)}</s> <span className="deal-tag">⚡ {t('flash.badge')}</span>
            </>
          )}
          {/* a tax-free line says nothing of tax (issue 17: "Taxes $0.00" on every line) */}
          {line.tax > 0 && ` · ${t('cart.tax', { amount: format(line.tax) })}`}
        </p>
        {!line.available && (
          <p className="badge-off">{line.stock < 1 ? t('common.outOfStock') : t('cart.unavailable')}</p>
        )}
        <div className="cart-line-foot">
          {edit ? (
            <span className="small">{t('cart.quantityIs', { count: line.quantity })}</span>
          ) : (
            <QuantityStepper
              value={line.quantity}
              max={Math.max(line.stock, 1)}
              label={line.name}
              disabled={line.stock < 1}
              onChange={(q) => onQuantity(line.id, q)}
            />
          )}
          <strong className="cart-line-total">{format(line.total)}</strong>
        </div>
      </div>
      {!edit && (
        <button
          type="button"
          className="icon-btn cart-remove"
          aria-label={t('cart.removeLine', { name: line.name })}
          onClick={() => onRemove([line.id])}
        >
          ×
        </button>
      )}
    </li>
  );
}

export function CartGroups({
  cart,
  selection,
  edit = false,
  onQuantity = () => {},
  onRemove = () => {},
}: {
  cart: CartAnswer;
  selection: Selection;
  edit?: boolean;
  onQuantity?: (id: number, quantity: number) => void;
  onRemove?: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="cart-groups">
      {cart.groups.map(({ shop, lines }) => {
        const group = groupState(lines, selection);
        return (
          <section key={shop.id} className="card cart-shop" aria-labelledby={`shop-${shop.id}`}>
            <div className="cart-shop-head">
              <Checkbox
                label={t('cart.selectShop', { name: shop.name })}
                hideLabel
                checked={group.checked}
                indeterminate={group.indeterminate}
                disabled={group.disabled}
                onChange={(on) => selection.toggle(group.ids, on)}
              />
              <h2 id={`shop-${shop.id}`}>
                <Link to={paths.shop(shop.id)}>{shop.name}</Link>
              </h2>
            </div>
            <ul className="cart-lines">
              {lines.map((line) => (
                <LineRow
                  key={line.id}
                  line={line}
                  selection={selection}
                  edit={edit}
                  onQuantity={onQuantity}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
