// The seller's four balances and one earning of the list, in the seller's chosen currency (the
// screen passes the order's address: features know no area's paths).
import type { SellerBalance, SellerEarning } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrice } from '../../lib/currency.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import '../../styles/seller-money.css';

/**
 * Pending (with the next day an earning comes free), available, frozen and, when anything is owed,
 * the debt: since when, why, and — when cash on delivery is stopped — that it is, and until when.
 */
export function BalanceFigures({ balance, nextRelease }: { balance: SellerBalance; nextRelease?: string | null }) {
  const { t } = useTranslation();
  const price = usePrice();
  const lang = useLang();
  const figures = [
    ['pending', balance.pending],
    ['available', balance.available],
    ['frozen', balance.frozen],
  ] as const;
  return (
    <>
      <ul className="dash-figures money-figures">
        {figures.map(([key, amount]) => (
          <li key={key} className="card dash-figure">
            <span className="muted">{t(`seller.money.${key}`)}</span>
            <strong data-testid={`balance-${key}`}>{price(amount)}</strong>
            {key === 'pending' && nextRelease && amount > 0 && (
              <span className="small muted">
                {t('seller.money.nextRelease', { date: formatDate(nextRelease, lang) })}
              </span>
            )}
            {key === 'available' && balance.debt > 0 && (
              <span className="small muted">
                {t('seller.money.withdrawableNow', { amount: price(balance.withdrawable) })}
              </span>
            )}
          </li>
        ))}
        {balance.debt > 0 && (
          <li className="card dash-figure money-debt">
            <span>{t('seller.money.debt')}</span>
            <strong data-testid="balance-debt">{price(balance.debt)}</strong>
            {balance.debt_since && (
              <span className="small">
                {t('seller.money.debtSince', { date: formatDate(balance.debt_since, lang) })}
              </span>
            )}
          </li>
        )}
      </ul>
      {balance.debt > 0 && <p className="small muted money-note">{t('seller.money.debtWhy')}</p>}
      {balance.cod.blocked && (
        <p className="money-warning" role="status" data-testid="cod-blocked">
          {t('seller.money.codBlocked', { limit: price(balance.cod.limit) })}
        </p>
      )}
    </>
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
    // what refunds after completion took back, and the commission given back with them
    ['refunded', e.refunded],
    ['commissionReturned', e.commission_returned],
  ] as const;
  return (
    <li className="card earning-card" data-testid="earning">
      <div className="order-card-head">
        <h3>
          <Link to={orderTo} className="earning-link">
            {t('orders.number', { id: e.order_id })}
          </Link>
        </h3>
        <span className="earning-badges">
          {e.cash && <span className="status earning-cash">{t('seller.money.cash')}</span>}
          <span className={`status earning-${e.state}`} data-testid="earning-state">
            {t(`seller.money.state.${e.state}`)}
          </span>
        </span>
      </div>
      <p className="small muted">
        {t('seller.money.completed', { date: formatDate(e.completed_at, lang) })}
        {e.state === 'pending' && <> · {t('seller.money.availableOn', { date: formatDate(e.available_at, lang) })}</>}
      </p>
      {e.cash && <p className="small muted">{t('seller.money.cashNote')}</p>}
      <dl className="earning-amounts">
        {amounts
          .filter(([key, amount]) => amount !== 0 || key === 'gross' || key === 'commission' || key === 'net')
          .map(([key, amount]) => (
            <div key={key}>
              <dt>{t(`seller.money.${key}`)}</dt>
              <dd data-testid={`earning-${key}`}>{price(amount)}</dd>
            </div>
          ))}
      </dl>
    </li>
  );
}
