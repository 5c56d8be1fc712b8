// The reports (issue 15): pick a report and a period of UTC days (the last 30 by default; both kept
// in the address, so a report can be shared), read it as a chart and a table with its totals, and
// download the same rows as CSV. For roles with the 'reports' permission.
import { financePeriod } from '@polymart/contract/finance';
import { REPORT_NAMES, type ReportName, reportQuery as reportInput } from '@polymart/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '../../../components/download-button.tsx';
import { Field, SelectField } from '../../../components/form-field.tsx';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { downloadReport, reportQuery } from '../../../features/admin-reports/api.ts';
import { ReportView } from '../../../features/admin-reports/report-view.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { type FieldErrors, parseForm } from '../../../lib/form-errors.ts';
import { useAdminTitle } from '../title.ts';
import '../../../styles/admin-reports.css';

export default function Reports() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.reports.title'));
  return (
    <RequirePermission permission="reports">
      <ReportsPage />
    </RequirePermission>
  );
}

function ReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const name: ReportName = REPORT_NAMES.find((n) => n === params.get('name')) ?? 'sales-by-day';
  const asked = reportInput.safeParse({ from: params.get('from') || undefined, to: params.get('to') || undefined });
  const period = financePeriod(asked.success ? asked.data : {});
  const [errors, setErrors] = useState<FieldErrors>({});
  const answer = useQuery({ ...reportQuery(name, period), placeholderData: keepPreviousData });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = { from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') };
    const parsed = parseForm(reportInput, input, t, { to: 'admin.reports.badPeriod' });
    setErrors(parsed.ok ? {} : parsed.errors);
    if (parsed.ok) setParams({ name: String(form.get('name') ?? name), ...financePeriod(parsed.data) });
  };

  return (
    <main className="page admin-page reports" id="content">
      <h1>{t('admin.reports.title')}</h1>
      <form
        className="card finance-period reports-form"
        onSubmit={submit}
        noValidate
        aria-label={t('admin.reports.pick')}
      >
        <SelectField key={`name-${name}`} label={t('admin.reports.report')} name="name" defaultValue={name}>
          {REPORT_NAMES.map((n) => (
            <option key={n} value={n}>
              {t(`admin.reports.name.${n}`)}
            </option>
          ))}
        </SelectField>
        <Field
          key={`from-${period.from}`}
          label={t('admin.reports.from')}
          name="from"
          type="date"
          defaultValue={period.from}
          error={errors.from}
          required
        />
        <Field
          key={`to-${period.to}`}
          label={t('admin.reports.to')}
          name="to"
          type="date"
          defaultValue={period.to}
          error={errors.to}
          required
        />
        <button type="submit" className="btn">
          {t('admin.reports.show')}
        </button>
      </form>
      <DownloadButton
        label={t('admin.reports.download')}
        done={t('admin.reports.downloaded')}
        download={() => downloadReport(name, period)}
      />
      {answer.isError ? (
        <ErrorState onRetry={() => void answer.refetch()} />
      ) : !answer.data ? (
        <LineSkeleton lines={6} />
      ) : (
        <div aria-busy={answer.isPlaceholderData || undefined}>
          <ReportView answer={answer.data} />
        </div>
      )}
    </main>
  );
}
