// Refund requests sent (spec §2 /pages/mine/refund_sent): every request with its state, amount,
// items, remarks and history, filtered by state, with endless scrolling.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EndlessList } from '../../../components/load-more.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { fetchSentRefunds, REFUND_STATUSES, type RefundStatus } from '../../../features/refunds/api.ts';
import { RefundCard } from '../../../features/refunds/refund-card.tsx';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { nextPage } from '../../../lib/paged.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import '../../../styles/checkout.css';
import '../../../styles/orders.css';
import '../../../styles/after-sales.css';

export default function RefundSent() {
  const { t } = useTranslation();
  const user = useSession();
  // the lines' product names are in the language asked in: another language fetches again
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = REFUND_STATUSES.includes(raw as RefundStatus) ? (raw as RefundStatus) : undefined;
  useTitle(t('refunds.title'));
  const list = useInfiniteQuery({
    queryKey: ['refunds', 'sent', user?.id, status, lang],
    queryFn: ({ pageParam, signal }) => fetchSentRefunds(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(user),
    // the seller decides elsewhere: look again whenever the screen opens
    staleTime: 0,
  });
  if (!user) return <Navigate to={paths.loginThen(paths.refundSent)} replace />;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="page refunds-page">
      <h1>{t('refunds.title')}</h1>
      <ul className="chips" aria-label={t('refunds.filter')}>
        {[undefined, ...REFUND_STATUSES].map((key) => (
          <li key={key ?? 'all'}>
            <button
              type="button"
              className="chip"
              aria-pressed={status === key}
              onClick={() => setParams(key ? { status: key } : {}, { replace: true })}
            >
              {key ? t(`refunds.status.${key}`) : t('orders.tab.all')}
            </button>
          </li>
        ))}
      </ul>
      <EndlessList
        query={list}
        items={items}
        empty={
          <EmptyState title={t('refunds.empty')}>
            <Link className="btn" to={paths.purchase()}>
              {t('orders.title')}
            </Link>
          </EmptyState>
        }
        render={(r) => <RefundCard key={r.id} refund={r} />}
      />
    </div>
  );
}
