// A stock-in request as the seller follows it (waiting, approved, or rejected with the operator's
// words), and one recorded change of stock.
import type { StockAdjustment, StockInRequest } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/format.ts';

export function StockInCard({ request: r }: { request: StockInRequest }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="card stock-card" data-testid="stock-in-request">
      <div className="stock-card-head">
        <strong>{r.product_name}</strong>
        <span className={`stock-status stock-status-${r.status}`}>{t(`seller.stock.status.${r.status}`)}</span>
      </div>
      <p>
        {t('seller.stock.requested', { n: r.quantity })} ·{' '}
        <time className="muted" dateTime={r.created_at}>
          {formatDateTime(r.created_at, i18n.language)}
        </time>
      </p>
      <dl className="stock-facts">
        {r.note && (
          <>
            <dt>{t('seller.stock.factNote')}</dt>
            <dd>{r.note}</dd>
          </>
        )}
        {r.waybill && (
          <>
            <dt>{t('seller.stock.factWaybill')}</dt>
            <dd>{r.waybill}</dd>
          </>
        )}
        {r.expected_at && (
          <>
            <dt>{t('seller.stock.factExpected')}</dt>
            <dd>{formatDate(`${r.expected_at}T12:00:00Z`, i18n.language)}</dd>
          </>
        )}
        {r.status !== 'pending' && r.decision_remark && (
          <>
            <dt>{t('seller.stock.remark')}</dt>
            <dd>{r.decision_remark}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

export function AdjustmentRow({ adjustment: a }: { adjustment: StockAdjustment }) {
  const { t, i18n } = useTranslation();
  const signed = a.delta > 0 ? `+${a.delta}` : `−${-a.delta}`;
  return (
    <li className="card stock-card">
      <div className="stock-card-head">
        <strong>{a.product_name}</strong>
        <span className={a.delta > 0 ? 'stock-delta stock-up' : 'stock-delta'}>{signed}</span>
      </div>
      <p>
        {a.ref_type === 'stock_in' ? t('seller.stock.fromStockIn', { id: a.ref_id }) : a.reason} ·{' '}
        {t('seller.stock.after', { n: a.stock_after })}
      </p>
      <p className="small muted">
        <time dateTime={a.created_at}>{formatDateTime(a.created_at, i18n.language)}</time>
      </p>
    </li>
  );
}
