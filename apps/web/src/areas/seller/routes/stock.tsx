// The seller's stock: choose a product (search by name), ask for more of it (an operator approves,
// notice 300) or take units away with a reason; the stock-in requests with their state and the
// operator's words, filtered by state (?status=); and the recorded changes. A product named in the
// address (?product=, from the dashboard's low-stock list) comes chosen.
import { STOCK_IN_STATUSES, type StockInStatus } from '@polymart/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipFilter } from '../../../components/chip-filter.tsx';
import { EndlessList } from '../../../components/load-more.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { dashboardChanged } from '../../../features/seller-dashboard/api.ts';
import { fetchAdjustments, fetchStockIn, productQuery, SELLER_STOCK } from '../../../features/seller-stock/api.ts';
import { ProductPicker } from '../../../features/seller-stock/product-picker.tsx';
import { LowerForm, StockInForm } from '../../../features/seller-stock/stock-forms.tsx';
import { AdjustmentRow, StockInCard } from '../../../features/seller-stock/stock-lists.tsx';
import { useUrlParams } from '../../../lib/filters.ts';
import { usePagedList } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { useSellerTitle } from '../title.ts';

function Requests({ sellerId }: { sellerId: number }) {
  const { t } = useTranslation();
  const [params, change] = useUrlParams();
  const raw = params.get('status');
  const status = STOCK_IN_STATUSES.includes(raw as StockInStatus) ? (raw as StockInStatus) : undefined;
  const { list, items } = usePagedList(
    [SELLER_STOCK, 'stock-in', sellerId, status],
    (page, signal) => fetchStockIn(status, page, signal),
    // operators decide elsewhere: look again whenever the screen opens
    { staleTime: 0 },
  );
  return (
    <section className="stock-section" aria-labelledby="stock-requests">
      <h2 id="stock-requests">{t('seller.stock.requestsTitle')}</h2>
      <ChipFilter
        label={t('seller.stock.filter')}
        choices={STOCK_IN_STATUSES}
        value={status}
        text={(key) => (key ? t(`seller.stock.status.${key}`) : t('orders.tab.all'))}
        onPick={(key) => change({ status: key })}
      />
      <EndlessList
        query={list}
        items={items}
        empty={<EmptyState title={t('seller.stock.noRequests')} />}
        render={(r) => <StockInCard key={r.id} request={r} />}
      />
    </section>
  );
}

function History({ sellerId, productId }: { sellerId: number; productId: number | undefined }) {
  const { t } = useTranslation();
  const { list, items } = usePagedList(
    [SELLER_STOCK, 'adjustments', sellerId, productId],
    (page, signal) => fetchAdjustments(productId, page, signal),
    { staleTime: 0 },
  );
  return (
    <section className="stock-section" aria-labelledby="stock-history">
      <h2 id="stock-history">{t(productId ? 'seller.stock.historyOfProduct' : 'seller.stock.historyTitle')}</h2>
      <EndlessList
        query={list}
        items={items}
        empty={<EmptyState title={t('seller.stock.noHistory')} />}
        render={(a) => <AdjustmentRow key={a.id} adjustment={a} />}
      />
    </section>
  );
}

export default function SellerStock() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const client = useQueryClient();
  const [params, change] = useUrlParams();
  const productId = Number(params.get('product')) || 0;
  const [productError, setProductError] = useState<string>();
  useSellerTitle(t('seller.stock.title'));
  const product = useQuery(productQuery(sellerId, productId));
  const chosen = productId && product.data ? product.data : null;
  // the dashboard counts stock-in waiting and low stock: a change here changes those
  const changed = () => void dashboardChanged(client);
  const choose = (id: number) => {
    setProductError(undefined);
    change({ product: id ? String(id) : undefined });
  };
  return (
    <div className="page seller-page stock-page">
      <h1>{t('seller.stock.title')}</h1>
      <section className="card stock-section" aria-labelledby="stock-product">
        <h2 id="stock-product">{t('seller.stock.productTitle')}</h2>
        <ProductPicker sellerId={sellerId} chosen={chosen} onChange={choose} error={productError} />
        {chosen && (
          <p className="stock-now" aria-live="polite">
            {t('seller.stock.inStock', { n: chosen.stock })}
          </p>
        )}
      </section>
      <div className="stock-forms">
        <StockInForm productId={productId || null} onProductError={setProductError} onDone={changed} />
        <LowerForm productId={productId || null} onProductError={setProductError} onDone={changed} />
      </div>
      <Requests sellerId={sellerId} />
      <History sellerId={sellerId} productId={productId || undefined} />
    </div>
  );
}
