// The merchant account's statement: every movement, newest first, with its change and the
// balances after it, filtered by kind, direction and days (in the URL: ?kind=&direction=&from=&to=),
// and the CSV of exactly what the filters select.
import { SELLER_LEDGER_KINDS } from '@polymart/contract';
import { isIsoDate } from '@polymart/contract/validators';
import { useTranslation } from 'react-i18next';
import { EndlessList } from '../../../components/load-more.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { fetchLedger, type LedgerFilters, SELLER_MONEY } from '../../../features/seller-money/api.ts';
import { MoneyTabs } from '../../../features/seller-money/money-tabs.tsx';
import { StatementDownload, StatementFilters, StatementRow } from '../../../features/seller-money/statement-parts.tsx';
import { useUrlParams } from '../../../lib/filters.ts';
import { usePagedList } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

/** The URL's filters, each only when the API would take it (a mangled link shows everything). */
function useStatementFilters(): [LedgerFilters, (next: LedgerFilters) => void] {
  const [params, change] = useUrlParams();
  const kind = params.get('kind') ?? '';
  const direction = params.get('direction');
  const day = (key: string) => {
    const v = params.get(key);
    return v && isIsoDate(v) ? v : undefined;
  };
  const filters: LedgerFilters = {
    kind: (SELLER_LEDGER_KINDS as readonly string[]).includes(kind) ? kind : undefined,
    direction: direction === 'income' || direction === 'expense' ? direction : undefined,
    from: day('from'),
    to: day('to'),
  };
  return [filters, (next) => change({ ...next })];
}

export default function SellerMoneyStatement() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const [filters, setFilters] = useStatementFilters();
  useSellerTitle(t('seller.money.statement'));
  const { list, items, total } = usePagedList(
    [SELLER_MONEY, 'ledger', sellerId, filters],
    (page, signal) => fetchLedger(filters, page, signal),
    { staleTime: 0 },
  );
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="page seller-page money">
      <div className="toolbar">
        <h1>{t('seller.money.statement')}</h1>
        <StatementDownload filters={filters} />
      </div>
      <MoneyTabs
        overview={sellerPaths.money()}
        statement={sellerPaths.moneyStatement()}
        withdrawals={sellerPaths.moneyWithdrawals()}
      />
      <StatementFilters filters={filters} onChange={setFilters} />
      {total !== undefined && (
        <p className="small muted" aria-live="polite">
          {t('seller.money.movements', { n: total })}
        </p>
      )}
      <EndlessList
        query={list}
        items={items}
        empty={<EmptyState title={filtered ? t('seller.money.statementNoMatch') : t('seller.money.statementEmpty')} />}
        render={(e) => <StatementRow key={e.id} entry={e} />}
      />
    </div>
  );
}
