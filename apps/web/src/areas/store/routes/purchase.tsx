// Purchase history (spec §2 /pages/history/purchase): a tab per order state with its count, and an
// endless list of orders with their actions. The tab is in the URL (?tab=), so links can open one.
import { ORDER_TABS, type OrderTab } from '@polymart/contract/orders';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EndlessList } from '../../../components/load-more.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { fetchOrders, orderCountsQuery } from '../../../features/orders/api.ts';
import { OrderCard } from '../../../features/orders/order-card.tsx';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { nextPage } from '../../../lib/paged.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import '../../../styles/checkout.css';
import '../../../styles/orders.css';
import { OrderTabs } from '../../../components/order-tabs.tsx';

export default function Purchase() {
  const { t } = useTranslation();
  const user = useSession();
  // the lines' product names are in the language asked in: another language fetches again
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: OrderTab = ORDER_TABS.includes(raw as OrderTab) ? (raw as OrderTab) : 'all';
  useTitle(t('orders.title'));
  const counts = useQuery({ ...orderCountsQuery(user?.id ?? 0), enabled: Boolean(user) });
  const list = useInfiniteQuery({
    queryKey: ['orders', 'list', user?.id, tab, lang],
    queryFn: ({ pageParam, signal }) => fetchOrders(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(user),
  });
  if (!user) return <Navigate to={paths.loginThen(paths.purchase(tab))} replace />;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="page purchase-page">
      <h1>{t('orders.title')}</h1>
      <OrderTabs
        tab={tab}
        counts={counts.data}
        onPick={(key) => setParams(key === 'all' ? {} : { tab: key }, { replace: true })}
      />
      <div id="orders-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <EndlessList
          query={list}
          items={items}
          empty={
            <EmptyState title={t('orders.empty')}>
              <Link className="btn" to={paths.home}>
                {t('cart.shop')}
              </Link>
            </EmptyState>
          }
          render={(order) => <OrderCard key={order.id} order={order} />}
        />
      </div>
    </div>
  );
}
