// One refund request as an operator decides it: the shop, the order, the items and amount, the
// buyer's reason and photos, the seller's and any earlier remark, its history, and — when it was
// escalated to the platform — approve or reject with a remark (spec §9: 140 characters).
import { type Refund, refundDecideBody } from '@polymart/contract/refunds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderEvents } from '../../components/admin-order-events.tsx';
import { Facts } from '../../components/facts.tsx';
import { PrivateImage } from '../../components/private-image.tsx';
import { Problem } from '../../components/problem.tsx';
import { RefundLines } from '../../components/refund-lines.tsx';
import { RemarkField } from '../../components/remark-field.tsx';
import { adminDetail } from '../../lib/admin-paths.ts';
import { parseForm } from '../../lib/form-errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { useStepRunner } from '../../lib/use-action.ts';
import { decideAdminRefund, refundsDecided } from './api.ts';

function Decide({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState('');
  const { run, busy, error, setError } = useStepRunner(refundsDecided);
  const decide = (approve: boolean) => {
    const parsed = parseForm(refundDecideBody, { id: refund.id, approve, remark }, t);
    if (!parsed.ok) return setError(Object.values(parsed.errors)[0]);
    if (!parsed.data.remark) return setError(t('admin.refunds.remarkNeeded'));
    void run(() =>
      decideAdminRefund(parsed.data).then(() =>
        approve ? 'admin.refunds.approvedDone' : 'admin.refunds.rejectedDone',
      ),
    );
  };
  return (
    <div className="admin-order-cancel">
      <RemarkField label={t('admin.refunds.remark')} value={remark} onChange={setRemark} required />
      <Problem text={error} />
      <div className="admin-card-actions">
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => decide(false)}>
          {t('admin.refunds.reject')}
          <span className="visually-hidden"> {t('refunds.number', { id: refund.id })}</span>
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => decide(true)}>
          {t('admin.refunds.approve')}
          <span className="visually-hidden"> {t('refunds.number', { id: refund.id })}</span>
        </button>
      </div>
    </div>
  );
}

export function AdminRefundCard({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="card refund-card" data-testid="admin-refund">
      <div className="admin-card-head">
        <h2>{t('refunds.number', { id: refund.id })}</h2>
        <span className={`status refund-${refund.status}`}>{t(`refunds.status.${refund.status}`)}</span>
      </div>
      <p className="small muted">
        {refund.shop.name} ·{' '}
        <Link to={adminDetail('orders', refund.order_id)}>{t('orders.number', { id: refund.order_id })}</Link> ·{' '}
        {formatDateTime(refund.created_at, lang)}
      </p>
      <RefundLines refund={refund} />
      <Facts
        rows={[
          [t('refunds.reason'), refund.reason],
          [t('refunds.sellerRemark'), refund.seller_remark],
          [t('refunds.adminRemark'), refund.admin_remark],
        ]}
      />
      {refund.photos.length > 0 && (
        <ul className="photo-list" aria-label={t('admin.refunds.photos')}>
          {refund.photos.map((path, i) => (
            <li key={path}>
              <PrivateImage path={path} alt={t('admin.refunds.photo', { index: i + 1, id: refund.id })} />
            </li>
          ))}
        </ul>
      )}
      {refund.status === 'escalated' && <Decide refund={refund} />}
      <h3>{t('refunds.history')}</h3>
      <OrderEvents events={refund.events.map((e) => ({ ...e, actor: null }))} kind="refunds" />
    </li>
  );
}
