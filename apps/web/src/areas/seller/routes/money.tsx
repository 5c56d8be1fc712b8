// The seller's money: what is on hold, available and frozen, how long the hold lasts (as the
// server applied it to the newest earning), and the earning of every completed order, newest first.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EndlessList } from '../../../components/load-more.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { fetchEarnings, holdDays, SELLER_MONEY, sellerBalanceQuery } from '../../../features/seller-money/api.ts';
import { BalanceFigures, EarningRow } from '../../../features/seller-money/money-parts.tsx';
import { usePagedList } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

export default function SellerMoney() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  useSellerTitle(t('seller.money.title'));
  // orders complete and holds end elsewhere: look again whenever the screen opens
  const balance = useQuery({ ...sellerBalanceQuery(sellerId), staleTime: 0 });
  const { list, items } = usePagedList(
    [SELLER_MONEY, 'earnings', sellerId],
    (page, signal) => fetchEarnings(page, signal),
    { staleTime: 0 },
  );
  const newest = items[0];
  return (
    <div className="page seller-page money">
      <h1>{t('seller.money.title')}</h1>
      <section className="dash-section" aria-labelledby="money-balance">
        <h2 id="money-balance">{t('seller.money.balance')}</h2>
        {balance.isError ? (
          <ErrorState onRetry={() => void balance.refetch()} />
        ) : !balance.data ? (
          <LineSkeleton lines={2} />
        ) : (
          <BalanceFigures balance={balance.data} />
        )}
        <p className="small muted money-hold">
          {newest ? t('seller.money.holdDays', { count: holdDays(newest) }) : t('seller.money.hold')}
        </p>
      </section>
      <section className="dash-section" aria-labelledby="money-earnings">
        <h2 id="money-earnings">{t('seller.money.earnings')}</h2>
        <EndlessList
          query={list}
          items={items}
          empty={<EmptyState title={t('seller.money.empty')} />}
          render={(e) => <EarningRow key={e.order_id} earning={e} orderTo={sellerPaths.order(e.order_id)} />}
        />
      </section>
    </div>
  );
}
