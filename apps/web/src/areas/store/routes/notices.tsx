// Notices (spec §4): what happened to the user's applications and requests, unread first to read.

import { noticeHasOutcome } from '@polymart/contract/account';
import { parseAmount } from '@polymart/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { EmptyState, LineSkeleton } from '../../../components/states.tsx';
import { noticesQuery } from '../../../features/account/api/queries.ts';
import { api } from '../../../lib/api.ts';
import { usePrice } from '../../../lib/currency.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { refreshSession, useSession } from '../../../lib/session.ts';

/** Notices about one order (an operator's cancellation, the order events of migration 0032): they link to it. */
const ORDER_NOTICES: readonly number[] = [800, 2000, 2100, 2200, 2300];

/** Notice 2300's message is the amount refunded in the base currency ("12.50"): shown as the buyer's money. */
function messageOf(n: { type: number; message: string }, price: (minor: number) => string): string {
  const amount = n.type === 2300 ? parseAmount(n.message) : null;
  return amount === null ? n.message : price(amount);
}

export default function Notices() {
  const { t } = useTranslation();
  const lang = useLang();
  const price = usePrice();
  const user = useSession();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const queryClient = useQueryClient();
  useTitle(t('notices.title'));
  const list = useQuery({ ...noticesQuery(user?.id ?? 0, unreadOnly), enabled: Boolean(user) });
  const read = useMutation({
    mutationFn: (id: number) => api('/customer/user/notice-read', { query: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['notices'] });
      await refreshSession();
    },
  });
  if (!user) return <Navigate to={paths.login} replace />;
  return (
    <div className="page notices">
      <h1>{t('notices.title')}</h1>
      <ul className="chips">
        <li>
          <button type="button" className="chip" aria-pressed={!unreadOnly} onClick={() => setUnreadOnly(false)}>
            {t('notices.all')}
          </button>
        </li>
        <li>
          <button type="button" className="chip" aria-pressed={unreadOnly} onClick={() => setUnreadOnly(true)}>
            {t('notices.unread')}
          </button>
        </li>
      </ul>
      {!list.data ? (
        <LineSkeleton lines={4} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('notices.empty')} />
      ) : (
        <ul className="notice-list">
          {list.data.items.map((n) => (
            <li key={n.id} className={n.read ? 'card panel' : 'card panel unread'}>
              <p>
                <strong>{t(`notices.type${n.type}`)}</strong>
                {noticeHasOutcome(n.type) && ` · ${t(`notices.status${n.status}`)}`}
                <br />
                <span className="muted small">{formatDate(n.created_at, lang)}</span>
              </p>
              {n.message && <p>{messageOf(n, price)}</p>}
              {n.ref_id !== null && ORDER_NOTICES.includes(n.type) && (
                <p>
                  <Link to={paths.order(n.ref_id)}>{t('orders.number', { id: n.ref_id })}</Link>
                </p>
              )}
              {!n.read && (
                <button type="button" className="btn btn-ghost" onClick={() => read.mutate(n.id)}>
                  {t('notices.markRead')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
