// One refund request as the buyer sees it: state, amount in the buyer's currency, shop and order,
// items, the reason and the seller's and admin's remarks, the history newest first, and what can
// be done now: Cancel while it is open, Ask an admin once it is rejected.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Problem } from '../../components/problem.tsx';
import { RemarkField } from '../../components/remark-field.tsx';
import { usePrice } from '../../lib/currency.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { paths } from '../../lib/paths.ts';
import { useAction } from '../../lib/use-action.ts';
import { cancelRefund, canEscalate, escalateRefund, type Refund, refundsChanged } from './api.ts';
import '../../styles/after-sales.css';
import { RefundLines } from '../../components/refund-lines.tsx';

function History({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ol className="timeline">
      {[...refund.events].reverse().map((e, i) => (
        // events have no id of their own; their order in the list is their identity
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i} className={i === 0 ? 'timeline-now' : undefined}>
          <strong>{t(`refunds.event.${e.status}`, { defaultValue: e.status })}</strong>
          <span className="small muted">
            {' '}
            · {formatDateTime(e.created_at, lang)} · {t(`orders.actor.${e.actor_role}`)}
          </span>
          {e.note && <p className="small">{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}

function Actions({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const { run, busy, error } = useAction();
  const act = (call: () => Promise<unknown>, done: string) =>
    run(async () => {
      await call();
      await refundsChanged(client);
      return done;
    });
  const open = refund.status === 'pending' || refund.status === 'escalated';
  if (!open && !canEscalate(refund)) return null;
  return (
    <div className="order-actions">
      <div className="link-row">
        {open && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void act(() => cancelRefund(refund.id), 'refunds.cancelled')}
          >
            {t('refunds.cancel')}
          </button>
        )}
        {canEscalate(refund) && (
          <button type="button" className="btn btn-outline" aria-expanded={asking} onClick={() => setAsking(!asking)}>
            {t('refunds.escalate')}
          </button>
        )}
      </div>
      {asking && (
        <form
          className="order-panel"
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => escalateRefund(refund.id, reason.trim()), 'refunds.escalated');
          }}
        >
          <RemarkField label={t('refunds.escalateReason')} value={reason} onChange={setReason} />
          <button type="submit" className="btn" disabled={busy}>
            {t('refunds.escalateSubmit')}
          </button>
        </form>
      )}
      <Problem text={error} />
    </div>
  );
}

export function RefundCard({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const lang = useLang();
  const _format = usePrice();
  return (
    <li className="card order-card refund-card">
      <div className="order-card-head">
        <h2>{t('refunds.number', { id: refund.id })}</h2>
        <span className={`status refund-${refund.status}`}>{t(`refunds.status.${refund.status}`)}</span>
      </div>
      <p className="small muted">
        {refund.shop.name} ·{' '}
        <Link to={paths.order(refund.order_id)}>{t('orders.number', { id: refund.order_id })}</Link> ·{' '}
        {formatDateTime(refund.created_at, lang)}
      </p>
      <RefundLines refund={refund} />
      <dl className="facts">
        <dt>{t('refunds.reason')}</dt>
        <dd>{refund.reason}</dd>
        {refund.photos.length > 0 && (
          <>
            <dt>{t('refunds.photos')}</dt>
            <dd>{t('refunds.photoCount', { count: refund.photos.length })}</dd>
          </>
        )}
        {refund.seller_remark && (
          <>
            <dt>{t('refunds.sellerRemark')}</dt>
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
      <Actions refund={refund} />
      <h3 className="refund-history">{t('refunds.history')}</h3>
      <History refund={refund} />
    </li>
  );
}
