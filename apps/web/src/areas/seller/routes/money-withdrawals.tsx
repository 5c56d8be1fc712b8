// The seller's withdrawals (and, beside them, offline payments of the debt): status, where the
// money went, the bank reference once paid, the operator's remark when refused, and recall while
// pending. What is listed (?kind=) is asked of the server; the status chips (?status=) narrow the
// pages loaded so far, since the API does not filter by status.
import type { SellerPayout } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { ChipFilter } from '../../../components/chip-filter.tsx';
import { EndlessList, LoadMore } from '../../../components/load-more.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { fetchPayouts, type PayoutKind, SELLER_MONEY } from '../../../features/seller-money/api.ts';
import { MoneyTabs } from '../../../features/seller-money/money-tabs.tsx';
import { PayoutRow } from '../../../features/seller-money/payout-row.tsx';
import { useUrlParams } from '../../../lib/filters.ts';
import { usePagedList } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

const KINDS = ['withdrawal', 'topup'] as const satisfies readonly PayoutKind[];
const STATUSES = ['pending', 'completed', 'failed', 'recalled'] as const satisfies readonly SellerPayout['status'][];
type Status = (typeof STATUSES)[number];

export default function SellerMoneyWithdrawals() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const [params, change] = useUrlParams();
  const kind: PayoutKind = params.get('kind') === 'topup' ? 'topup' : 'withdrawal';
  const rawStatus = params.get('status');
  const status = STATUSES.includes(rawStatus as Status) ? (rawStatus as Status) : undefined;
  useSellerTitle(t('seller.money.withdrawals'));
  const { list, items } = usePagedList(
    [SELLER_MONEY, 'payouts', sellerId, kind],
    (page, signal) => fetchPayouts(kind, page, signal),
    // operators decide elsewhere: look again whenever the screen opens
    { staleTime: 0 },
  );
  const shown = status ? items.filter((p) => p.status === status) : items;
  return (
    <div className="page seller-page money">
      <h1>{t('seller.money.withdrawals')}</h1>
      <MoneyTabs
        overview={sellerPaths.money()}
        statement={sellerPaths.moneyStatement()}
        withdrawals={sellerPaths.moneyWithdrawals()}
      />
      <ul className="chips" aria-label={t('seller.money.requestKind')}>
        {KINDS.map((k) => (
          <li key={k}>
            <button
              type="button"
              className="chip"
              aria-pressed={kind === k}
              onClick={() => change({ kind: k === 'withdrawal' ? undefined : k })}
            >
              {t(`seller.money.requestKinds.${k}`)}
            </button>
          </li>
        ))}
      </ul>
      <ChipFilter
        label={t('seller.money.statusFilter')}
        choices={STATUSES}
        value={status}
        text={(key) => (key ? t(`seller.money.status.${key}`) : t('seller.money.all'))}
        onPick={(key) => change({ status: key })}
      />
      <EndlessList
        query={list}
        items={shown}
        empty={
          // a status not among the pages loaded so far may be on the next ones
          <EmptyState title={t('seller.money.withdrawalsEmpty')}>
            {status && list.hasNextPage && (
              <LoadMore hasMore loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
            )}
          </EmptyState>
        }
        render={(p) => <PayoutRow key={p.id} payout={p} />}
      />
    </div>
  );
}
