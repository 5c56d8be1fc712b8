// The seller's three balances and one earning of the list, in the seller's chosen currency (the
// screen passes the order's address: features know no area's paths).
import type { SellerBalance, SellerEarning } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrice } from '../../lib/currency.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';

export function BalanceFigures({ balance }: { balance: SellerBalance }) {
  const { t } = useTranslation();
  const price = usePrice();
  const figures = [
    ['pending', balance.pending],
    ['available', balance.available],
    ['frozen', balance.frozen],
  ] as const;
  return (
    <ul className="dash-figures">
      {figures.map(([key, amount]) => (
        <li key={key} className="card dash-figure">
          <span className="muted">{t(`seller.money.${key}`)}</span>
          <strong data-testid={`balance-${key}`}>{price(amount)}</strong>
        </li>
      ))}
    </ul>
  );
}

export function EarningRow({ earning: e, orderTo }: { earning: SellerEarning; orderTo: string }) {
  const { t } = useTranslation();
  const price = usePrice();
  const lang = useLang();
  const amounts = [
    ['gross', e.gross],
    ['commission', e.commission],
    ['net', e.net],
  ] as const;
  return (
    <li className="card earning-card" data-testid="earning">
      <div className="order-card-head">
        <h3>
          <Link to={orderTo} className="earning-link">
            {t('orders.number', { id: e.order_id })}
          </Link>
        </h3>
        <span className={`status earning-${e.state}`}>{t(`seller.money.state.${e.state}`)}</span>
      </div>
      <p className="small muted">
        {t('seller.money.completed', { date: formatDate(e.completed_at, lang) })}
        {e.state === 'pending' && <> · {t('seller.money.availableOn', { date: formatDate(e.available_at, lang) })}</>}
      </p>
      <dl className="earning-amounts">
        {amounts.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(`seller.money.${key}`)}</dt>
            <dd data-testid={`earning-${key}`}>{price(amount)}</dd>
          </div>
        ))}
        {e.refunded > 0 && (
          <div>
            <dt>{t('seller.money.refunded')}</dt>
            <dd>{price(e.refunded)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
