// One refund request a shop received: state, amount in the seller's currency, the order it is about,
// the items, the buyer's reason and photos, the remarks, the history, and, while it waits for the
// seller, the decision: approve or reject with a remark for the buyer (spec §9: 140 characters).
import { type Refund, refundDecideBody } from '@polymart/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventList } from '../../components/event-list.tsx';
import { PrivateImage } from '../../components/private-image.tsx';
import { Problem } from '../../components/problem.tsx';
import { RefundLines } from '../../components/refund-lines.tsx';
import { RemarkField } from '../../components/remark-field.tsx';
import { usePrice } from '../../lib/currency.ts';
import { parseForm } from '../../lib/form-errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { useStepRunner } from '../../lib/use-action.ts';
import { decideRefund, refundsDecided } from './refunds-api.ts';

function Decide({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState('');
  const { run, busy, error, setError } = useStepRunner(refundsDecided);
  const decide = (approve: boolean) => {
    const input = { id: refund.id, approve, remark };
    const parsed = parseForm(refundDecideBody, input, t);
    if (!parsed.ok) return setError(Object.values(parsed.errors)[0]);
    void run(() =>
      decideRefund(parsed.data).then(() => (approve ? 'seller.refunds.approvedDone' : 'seller.refunds.rejectedDone')),
    );
  };
  return (
    <div className="order-panel">
      <RemarkField label={t('seller.refunds.remark')} value={remark} onChange={setRemark} />
      <Problem text={error} />
      <div className="buy-row">
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => decide(false)}>
          {t('seller.refunds.reject')}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => decide(true)}>
          {t('seller.refunds.approve')}
        </button>
      </div>
    </div>
  );
}

export function ReceivedRefundCard({ refund, orderTo }: { refund: Refund; orderTo: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const _format = usePrice();
  return (
    <li className="card order-card refund-card">
      <div className="order-card-head">
        <h2>{t('refunds.number', { id: refund.id })}</h2>
        <span className={`status refund-${refund.status}`}>{t(`seller.refunds.status.${refund.status}`)}</span>
      </div>
      <p className="small muted">
        {refund.shop.name} · <Link to={orderTo}>{t('orders.number', { id: refund.order_id })}</Link> ·{' '}
        {formatDateTime(refund.created_at, lang)}
      </p>
      <RefundLines refund={refund} />
      <dl className="facts">
        <dt>{t('refunds.reason')}</dt>
        <dd>{refund.reason}</dd>
        {refund.seller_remark && (
          <>
            <dt>{t('seller.refunds.yourRemark')}</dt>
            <dd>{refund.seller_remark}</dd>
          </>
        )}
        {refund.admin_remark && (
          <>
            <dt>{t('refunds.adminRemark')}</dt>
            <dd>{refund.admin_remark}</dd>
          </>
        )}
      </dl>
      {refund.photos.length > 0 && (
        <ul className="photo-list" aria-label={t('seller.refunds.photos')}>
          {refund.photos.map((path, i) => (
            <li key={path}>
              <PrivateImage path={path} alt={t('seller.refunds.photo', { index: i + 1, id: refund.id })} />
            </li>
          ))}
        </ul>
      )}
      {refund.status === 'pending' && <Decide refund={refund} />}
      <h3 className="refund-history">{t('refunds.history')}</h3>
      <EventList events={refund.events} kind="refunds" actors="seller.actor" />
    </li>
  );
}
