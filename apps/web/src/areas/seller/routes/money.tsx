// The seller's money: on hold (and when the next earning comes free), available, frozen and any
// debt with cash on delivery's stop; withdrawing and paying the debt; how long the hold lasts (as
// the server applied it to the newest earning not paid in cash) and the earning of every completed
// order, newest first, by state (?state=). The statement and the withdrawals are the sub-routes.
import { EARNING_STATES, type EarningState } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipFilter } from '../../../components/chip-filter.tsx';
import { EndlessList } from '../../../components/load-more.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import {
  fetchEarnings,
  holdDays,
  nextReleaseQuery,
  SELLER_MONEY,
  sellerBalanceQuery,
} from '../../../features/seller-money/api.ts';
import { DebtPaymentForm, SettleDebtButton } from '../../../features/seller-money/debt-forms.tsx';
import { BalanceFigures, EarningRow } from '../../../features/seller-money/money-parts.tsx';
import { MoneyTabs } from '../../../features/seller-money/money-tabs.tsx';
import { WithdrawForm } from '../../../features/seller-money/withdraw-form.tsx';
import { useUrlParams } from '../../../lib/filters.ts';
import { usePagedList } from '../../../lib/paged.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { storefrontUrl } from '../access.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

export default function SellerMoney() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const [params, change] = useUrlParams();
  const raw = params.get('state');
  const state = EARNING_STATES.includes(raw as EarningState) ? (raw as EarningState) : undefined;
  const [open, setOpen] = useState<'withdraw' | 'offline' | null>(null);
  useSellerTitle(t('seller.money.title'));
  // orders complete and holds end elsewhere: look again whenever the screen opens
  const balance = useQuery({ ...sellerBalanceQuery(sellerId), staleTime: 0 });
  const nextRelease = useQuery({ ...nextReleaseQuery(sellerId), staleTime: 0 });
  const { list, items } = usePagedList(
    [SELLER_MONEY, 'earnings', sellerId, state],
    (page, signal) => fetchEarnings(page, state, signal),
    { staleTime: 0 },
  );
  const b = balance.data;
  // cash on delivery has no hold (the seller has the money at once): the newest other earning says it
  const held = items.find((e) => !e.cash);
  const profileUrl = `${storefrontUrl(window.location)}#${paths.profile}`;
  return (
    <div className="page seller-page money">
      <h1>{t('seller.money.title')}</h1>
      <MoneyTabs
        overview={sellerPaths.money()}
        statement={sellerPaths.moneyStatement()}
        withdrawals={sellerPaths.moneyWithdrawals()}
      />
      <section className="dash-section" aria-labelledby="money-balance">
        <h2 id="money-balance">{t('seller.money.balance')}</h2>
        {balance.isError ? (
          <ErrorState onRetry={() => void balance.refetch()} />
        ) : !b ? (
          <LineSkeleton lines={2} />
        ) : (
          <>
            <BalanceFigures balance={b} nextRelease={nextRelease.data} />
            <div className="money-actions">
              <button
                type="button"
                className="btn"
                aria-expanded={open === 'withdraw'}
                onClick={() => setOpen(open === 'withdraw' ? null : 'withdraw')}
              >
                {t('seller.money.withdraw')}
              </button>
              {b.debt > 0 && <SettleDebtButton balance={b} />}
              {b.debt > 0 && (
                <button
                  type="button"
                  className="btn btn-outline"
                  aria-expanded={open === 'offline'}
                  onClick={() => setOpen(open === 'offline' ? null : 'offline')}
                >
                  {t('seller.money.payOffline')}
                </button>
              )}
            </div>
            {open === 'withdraw' && <WithdrawForm balance={b} profileUrl={profileUrl} onDone={() => setOpen(null)} />}
            {open === 'offline' && <DebtPaymentForm balance={b} onDone={() => setOpen(null)} />}
          </>
        )}
        <p className="small muted money-hold">
          {held ? t('seller.money.holdDays', { count: holdDays(held) }) : t('seller.money.hold')}
        </p>
      </section>
      <section className="dash-section" aria-labelledby="money-earnings">
        <h2 id="money-earnings">{t('seller.money.earnings')}</h2>
        <ChipFilter
          label={t('seller.money.earningsFilter')}
          choices={EARNING_STATES}
          value={state}
          text={(key) => (key ? t(`seller.money.state.${key}`) : t('seller.money.all'))}
          onPick={(key) => change({ state: key })}
        />
        <EndlessList
          query={list}
          items={items}
          empty={<EmptyState title={state ? t('seller.money.emptyState') : t('seller.money.empty')} />}
          render={(e) => <EarningRow key={e.order_id} earning={e} orderTo={sellerPaths.order(e.order_id)} />}
        />
      </section>
    </div>
  );
}
