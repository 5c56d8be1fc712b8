// Refund requests the seller's shops received, filtered by state (in the URL, ?status=), each with
// its items, the buyer's reason and photos, its history, and the decision while it waits.
import { REFUND_STATUSES, type RefundStatus } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { ChipFilter } from '../../../components/chip-filter.tsx';
import { EndlessList } from '../../../components/load-more.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { ReceivedRefundCard } from '../../../features/seller-orders/received-refund-card.tsx';
import { fetchReceivedRefunds, SELLER_REFUNDS } from '../../../features/seller-orders/refunds-api.ts';
import { useUrlParams } from '../../../lib/filters.ts';
import { usePagedList } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

export default function SellerRefunds() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const [params, change] = useUrlParams();
  const raw = params.get('status');
  const status = REFUND_STATUSES.includes(raw as RefundStatus) ? (raw as RefundStatus) : undefined;
  useSellerTitle(t('seller.refunds.title'));
  const { list, items } = usePagedList(
    [SELLER_REFUNDS, sellerId, status],
    (page, signal) => fetchReceivedRefunds(status, page, signal),
    // buyers ask and cancel elsewhere: look again whenever the screen opens
    { staleTime: 0 },
  );
  return (
    <div className="page seller-page">
      <h1>{t('seller.refunds.title')}</h1>
      <ChipFilter
        label={t('refunds.filter')}
        choices={REFUND_STATUSES}
        value={status}
        text={(key) => (key ? t(`seller.refunds.status.${key}`) : t('orders.tab.all'))}
        onPick={(key) => change({ status: key })}
      />
      <EndlessList
        query={list}
        items={items}
        empty={<EmptyState title={t('seller.refunds.empty')} />}
        render={(r) => <ReceivedRefundCard key={r.id} refund={r} orderTo={sellerPaths.order(r.order_id)} />}
      />
    </div>
  );
}
