// The seller's orders: a tab per state with its count, and an endless list of the shops' orders
// with the delivery step each waits for. The tab is in the URL (?tab=), so the storefront and
// bookmarks can open one.
import { ORDER_TABS, type OrderTab } from '@polymart/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EndlessList } from '../../../components/load-more.tsx';
import { OrderTabs } from '../../../components/order-tabs.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { fetchSellerOrders, SELLER_ORDERS, sellerOrderCountsQuery } from '../../../features/seller-orders/api.ts';
import { SellerOrderCard } from '../../../features/seller-orders/seller-order-card.tsx';
import { nextPage } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

export default function SellerOrders() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: OrderTab = ORDER_TABS.includes(raw as OrderTab) ? (raw as OrderTab) : 'all';
  useSellerTitle(t('seller.orders.title'));
  const counts = useQuery(sellerOrderCountsQuery(sellerId));
  const list = useInfiniteQuery({
    queryKey: [SELLER_ORDERS, 'list', sellerId, tab],
    queryFn: ({ pageParam, signal }) => fetchSellerOrders(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="page seller-page">
      <h1>{t('seller.orders.title')}</h1>
      <OrderTabs
        tab={tab}
        counts={counts.data}
        onPick={(key) => setParams(key === 'all' ? {} : { tab: key }, { replace: true })}
      />
      <div id="orders-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <EndlessList
          query={list}
          items={items}
          empty={<EmptyState title={t('seller.orders.empty')} />}
          render={(order) => <SellerOrderCard key={order.id} order={order} detailTo={sellerPaths.order(order.id)} />}
        />
      </div>
    </div>
  );
}
