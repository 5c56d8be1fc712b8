// The items a refund request asks for and the amount it gives back, as buyer and seller see them.
import type { Refund } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../lib/api.ts';
import { usePrice } from '../lib/currency.ts';

export function RefundLines({ refund }: { refund: Pick<Refund, 'items' | 'amount'> }) {
  const { t } = useTranslation();
  const format = usePrice();
  return (
    <>
      <ul className="quote-lines">
        {refund.items.map((item) => (
          <li key={item.order_item_id}>
            <img src={imageUrl(item.image)} alt="" width={48} height={48} loading="lazy" />
            <span className="quote-line-name">{item.name}</span>
            <span className="small muted">{t('cart.quantityIs', { count: item.quantity })}</span>
            <strong>{format(item.amount)}</strong>
          </li>
        ))}
      </ul>
      <p className="order-card-total">
        {t('refunds.amount')} <strong className="price-now">{format(refund.amount)}</strong>
      </p>
    </>
  );
}
