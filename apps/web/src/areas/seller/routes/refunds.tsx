// Refund requests the seller's shops received, filtered by state (in the URL, ?status=), each with
// its items, the buyer's reason and photos, its history, and the decision while it waits.
import { REFUND_STATUSES, type RefundStatus } from '@polymart/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EndlessList } from '../../../components/load-more.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { ReceivedRefundCard } from '../../../features/seller-orders/received-refund-card.tsx';
import { fetchReceivedRefunds, SELLER_REFUNDS } from '../../../features/seller-orders/refunds-api.ts';
import { nextPage } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

export default function SellerRefunds() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = REFUND_STATUSES.includes(raw as RefundStatus) ? (raw as RefundStatus) : undefined;
  useSellerTitle(t('seller.refunds.title'));
  const list = useInfiniteQuery({
    queryKey: [SELLER_REFUNDS, sellerId, status],
    queryFn: ({ pageParam, signal }) => fetchReceivedRefunds(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // buyers ask and cancel elsewhere: look again whenever the screen opens
    staleTime: 0,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="page seller-page">
      <h1>{t('seller.refunds.title')}</h1>
      <ul className="chips" aria-label={t('refunds.filter')}>
        {[undefined, ...REFUND_STATUSES].map((key) => (
          <li key={key ?? 'all'}>
            <button
              type="button"
              className="chip"
              aria-pressed={status === key}
              onClick={() => setParams(key ? { status: key } : {}, { replace: true })}
            >
              {key ? t(`seller.refunds.status.${key}`) : t('orders.tab.all')}
            </button>
          </li>
        ))}
      </ul>
      <EndlessList
        query={list}
        items={items}
        empty={<EmptyState title={t('seller.refunds.empty')} />}
        render={(r) => <ReceivedRefundCard key={r.id} refund={r} orderTo={sellerPaths.order(r.order_id)} />}
      />
    </div>
  );
}
