// An order card's items and total, as the buyer's and the seller's order lists show them.
import type { OrderSummary } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../lib/api.ts';
import { usePrice } from '../lib/currency.ts';

export function OrderLines({ order }: { order: Pick<OrderSummary, 'items' | 'price'> }) {
  const { t } = useTranslation();
  const format = usePrice();
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <>
      <ul className="quote-lines">
        {order.items.map((item) => (
          <li key={item.id}>
            <img src={imageUrl(item.image)} alt="" width={48} height={48} loading="lazy" />
            <span className="quote-line-name">{item.name}</span>
            <span className="small muted">
              {item.quantity} × {format(item.price)}
            </span>
          </li>
        ))}
      </ul>
      <p className="order-card-total">
        {t('orders.itemsTotal', { count })} <strong className="price-now">{format(order.price)}</strong>
      </p>
    </>
  );
}
