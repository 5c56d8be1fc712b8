// An operator cancels an order that has not left the shop, with a reason the buyer and the seller
// read: stock goes back and what was paid returns to the buyer's wallet. Refusals are said in place
// (shipped meanwhile, closed, already cancelled by a second click or a colleague); the page then
// shows the order as it is now.
import { REMARK_MAX } from '@polymart/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Problem } from '../../components/problem.tsx';
import { RemarkField } from '../../components/remark-field.tsx';
import { ADMIN_ORDERS, AUDIT } from '../../lib/admin-queries.ts';
import { ApiError } from '../../lib/api.ts';
import { failureText } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';
import { adminOrderQuery, cancelAdminOrder } from './api.ts';

export function CancelOrderForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [ADMIN_ORDERS] }),
      client.invalidateQueries({ queryKey: [AUDIT] }),
    ]);
  const cancel = useMutation({
    mutationFn: (text: string) => cancelAdminOrder(orderId, text),
    onSuccess: async (order) => {
      client.setQueryData(adminOrderQuery(orderId).queryKey, order);
      showToast(t('admin.orders.cancelled', { id: orderId }), 'success');
      setOpen(false);
      await refresh();
    },
    onError: async (err) => {
      const already = err instanceof ApiError && err.code === 2000032 && /already cancelled/.test(err.message);
      setError(already ? t('admin.orders.alreadyCancelled') : failureText(err, t));
      await refresh();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (cancel.isPending) return;
    const text = reason.trim();
    if (!text) {
      setError(t('admin.orders.reasonNeeded'));
      return;
    }
    setError(undefined);
    cancel.mutate(text.slice(0, REMARK_MAX));
  };
  if (!open) {
    return (
      <div className="admin-order-cancel">
        <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
          {t('admin.orders.cancel')}
        </button>
        <Problem text={error} />
      </div>
    );
  }
  return (
    <form className="admin-order-cancel" onSubmit={submit} noValidate aria-labelledby="order-cancel-title">
      <h3 id="order-cancel-title">{t('admin.orders.cancelTitle')}</h3>
      <p className="small muted">{t('admin.orders.cancelNote')}</p>
      <RemarkField label={t('admin.orders.reason')} value={reason} onChange={setReason} required />
      <Problem text={error} />
      <div className="admin-card-actions">
        <button type="submit" className="btn btn-danger" disabled={cancel.isPending}>
          {t('admin.orders.confirmCancel')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)} disabled={cancel.isPending}>
          {t('admin.orders.keep')}
        </button>
      </div>
    </form>
  );
}
