// The period's totals and the balances at its end as cards, and the ledger's check as one line a
// person can read: green with the counts when sound, red with the numbers that are wrong when not
// (the words say it too, not the colour alone).
import type { FinanceBalances, FinanceFlows, LedgerCheck } from '@polymart/contract/finance';
import { useTranslation } from 'react-i18next';
import { useBasePrice } from '../../lib/base-price.ts';

const TOTALS = ['gross_sales', 'commission', 'payouts', 'paid', 'refunded'] as const;
const BALANCES = [
  'owed_to_customers',
  'owed_to_sellers_pending',
  'owed_to_sellers_available',
  'owed_by_sellers',
  'cash_held_by_sellers',
] as const;

function Cards<K extends string>({
  keys,
  values,
  prefix,
}: {
  keys: readonly K[];
  values: Record<K, number>;
  prefix: string;
}) {
  const { t } = useTranslation();
  const price = useBasePrice();
  return (
    <ul className="finance-figures">
      {keys.map((k) => (
        <li key={k} className="card finance-figure">
          <span className="muted">{t(`${prefix}.${k}`)}</span>
          <strong data-testid={`finance-${k}`}>{price(values[k])}</strong>
        </li>
      ))}
    </ul>
  );
}

export const TotalFigures = ({ totals }: { totals: FinanceFlows }) => (
  <Cards keys={TOTALS} values={totals} prefix="admin.finance.flow" />
);

export const BalanceFigures = ({ balances }: { balances: FinanceBalances }) => (
  <Cards keys={BALANCES} values={balances} prefix="admin.finance.balance" />
);

export function LedgerLine({ ledger }: { ledger: LedgerCheck }) {
  const { t, i18n } = useTranslation();
  const price = useBasePrice();
  const n = (v: number) => v.toLocaleString(i18n.language);
  const values = {
    journals: n(ledger.journals),
    sum: price(ledger.postings_sum),
    unbalanced: n(ledger.unbalanced_journals),
    mismatched: n(ledger.mismatched_accounts),
  };
  return (
    <p className={ledger.sound ? 'ledger-line ledger-sound' : 'ledger-line ledger-unsound'} data-testid="ledger-line">
      <strong>{ledger.sound ? t('admin.finance.ledgerSound') : t('admin.finance.ledgerUnsound')}</strong>{' '}
      {t('admin.finance.ledgerDetail', values)}
    </p>
  );
}
