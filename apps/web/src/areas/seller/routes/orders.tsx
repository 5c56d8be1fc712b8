// The seller's orders: a tab per state with its count, a search (order number, recipient, buyer,
// tracking number, product), the CSV export of what is shown, and an endless list of the shops'
// orders with the delivery step each waits for. Tab and search are in the URL (?tab=, ?q=), so the
// storefront and bookmarks can open one.
import { ORDER_TABS, type OrderTab } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button.tsx';
import { EndlessList } from '../../../components/load-more.tsx';
import { OrderTabs } from '../../../components/order-tabs.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { fetchSellerOrders, SELLER_ORDERS, sellerOrderCountsQuery } from '../../../features/seller-orders/api.ts';
import { downloadOrdersCsv } from '../../../features/seller-orders/export.ts';
import { SellerOrderCard } from '../../../features/seller-orders/seller-order-card.tsx';
import { useUrlParams } from '../../../lib/filters.ts';
import { usePagedList } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

function ExportButton({ tab, keyword }: { tab: OrderTab; keyword: string }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      label={t('seller.export.button')}
      done={t('seller.export.done')}
      download={() => downloadOrdersCsv(tab, keyword)}
    />
  );
}

export default function SellerOrders() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const [params, change] = useUrlParams();
  const raw = params.get('tab');
  const tab: OrderTab = ORDER_TABS.includes(raw as OrderTab) ? (raw as OrderTab) : 'all';
  const keyword = params.get('q') ?? '';
  useSellerTitle(t('seller.orders.title'));
  const counts = useQuery(sellerOrderCountsQuery(sellerId));
  const { list, items } = usePagedList([SELLER_ORDERS, 'list', sellerId, tab, keyword], (page, signal) =>
    fetchSellerOrders(tab, keyword, page, signal),
  );
  const go = (next: OrderTab, q: string) => change({ tab: next === 'all' ? undefined : next, q });
  return (
    <div className="page seller-page">
      <div className="toolbar">
        <h1>{t('seller.orders.title')}</h1>
        <ExportButton tab={tab} keyword={keyword} />
      </div>
      <SearchBox
        keyword={keyword}
        onSearch={(q) => go(tab, q)}
        label={t('seller.export.searchLabel')}
        placeholder={t('seller.export.searchHint')}
        submitText={t('seller.export.search')}
      />
      <OrderTabs tab={tab} counts={counts.data} onPick={(key) => go(key, keyword)} />
      <div id="orders-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <EndlessList
          query={list}
          items={items}
          empty={<EmptyState title={keyword ? t('seller.export.noMatch') : t('seller.orders.empty')} />}
          render={(order) => <SellerOrderCard key={order.id} order={order} detailTo={sellerPaths.order(order.id)} />}
        />
      </div>
    </div>
  );
}
