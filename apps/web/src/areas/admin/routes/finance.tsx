// The operators' finance page (issue 14): a period of UTC days (the last 30 by default, kept in the
// address so it can be shared), the period's totals and the balances at its end as cards, the
// ledger's check as one line, the days as a chart with the same figures in a table, and the
// sellers who owe the platform. Only a role that reads money ('money_read') sees it.
import { financePeriod, financeQuery } from '@polymart/contract/finance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Field } from '../../../components/form-field.tsx';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { financeQueryOptions } from '../../../features/admin-finance/api.ts';
import { formatDay } from '../../../features/admin-finance/chart-data.ts';
import { DailyFinance } from '../../../features/admin-finance/daily-finance.tsx';
import { BalanceFigures, LedgerLine, TotalFigures } from '../../../features/admin-finance/figures.tsx';
import { SellerDebts } from '../../../features/admin-finance/seller-debts.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { type FieldErrors, parseForm } from '../../../lib/form-errors.ts';
import { useLang } from '../../../lib/hooks.ts';
import { AffiliateFinance } from '../affiliate-finance.tsx';
import { useAdminTitle } from '../title.ts';

export default function AdminFinance() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.finance.title'));
  return (
    <RequirePermission permission="money_read">
      <FinancePage />
    </RequirePermission>
  );
}

function FinancePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const asked = financeQuery.safeParse({ from: params.get('from') || undefined, to: params.get('to') || undefined });
  const period = financePeriod(asked.success ? asked.data : {});
  const [errors, setErrors] = useState<FieldErrors>({});
  const report = useQuery({ ...financeQueryOptions(period), placeholderData: keepPreviousData });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = { from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') };
    const parsed = parseForm(financeQuery, input, t, { to: 'admin.finance.badPeriod' });
    setErrors(parsed.ok ? {} : parsed.errors);
    if (parsed.ok) setParams(financePeriod(parsed.data));
  };

  return (
    <main className="page admin-page finance" id="content">
      <h1>{t('admin.finance.title')}</h1>
      <form className="card finance-period" onSubmit={submit} noValidate aria-label={t('admin.finance.period')}>
        <Field
          key={`from-${period.from}`}
          label={t('admin.finance.from')}
          name="from"
          type="date"
          defaultValue={period.from}
          error={errors.from}
          required
        />
        <Field
          key={`to-${period.to}`}
          label={t('admin.finance.to')}
          name="to"
          type="date"
          defaultValue={period.to}
          error={errors.to}
          required
        />
        <button type="submit" className="btn">
          {t('admin.finance.show')}
        </button>
      </form>
      {report.isError ? (
        <ErrorState onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <LineSkeleton lines={6} />
      ) : (
        <div aria-busy={report.isPlaceholderData || undefined}>
          <LedgerLine ledger={report.data.ledger} />
          <section className="finance-section" aria-labelledby="finance-totals">
            <h2 id="finance-totals">
              {t('admin.finance.totals', {
                from: formatDay(report.data.from, lang),
                to: formatDay(report.data.to, lang),
              })}
            </h2>
            <TotalFigures totals={report.data.totals} />
          </section>
          <section className="finance-section" aria-labelledby="finance-balances">
            <h2 id="finance-balances">{t('admin.finance.balances', { date: formatDay(report.data.to, lang) })}</h2>
            <BalanceFigures balances={report.data.balances} />
          </section>
          <DailyFinance report={report.data} />
        </div>
      )}
      <SellerDebts />
      <AffiliateFinance />
    </main>
  );
}
