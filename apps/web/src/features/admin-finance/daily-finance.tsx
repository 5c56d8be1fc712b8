// The period day by day: a chart for the eye, and the same figures as a table anyone can open (and
// a screen reader reads), with the period's totals at its foot. The chart's code arrives after the
// rest of the page.
import type { FinanceReport } from '@polymart/contract/finance';
import { Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyChunk } from '../../components/chunk-retry.tsx';
import { signedPrice, useBaseCurrency } from '../../lib/base-price.ts';
import { CHART_SERIES, financeRows, TABLE_COLUMNS } from './chart-data.ts';

const FinanceChart = lazyChunk(() => import('./finance-chart.tsx'));

export function DailyFinance({ report }: { report: FinanceReport }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const currency = useBaseCurrency();
  const rows = useMemo(
    () => financeRows(report.daily, currency, i18n.language),
    [report.daily, currency, i18n.language],
  );
  const names = useMemo(
    () =>
      Object.fromEntries(CHART_SERIES.map((k) => [k, t(`admin.finance.flow.${k}`)])) as Record<
        (typeof CHART_SERIES)[number],
        string
      >,
    [t],
  );
  return (
    <figure className="card finance-daily" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        <h2>{t('admin.finance.dailyTitle')}</h2>
        <p className="small muted">{t('admin.finance.dailyCaption', { currency: currency.code })}</p>
      </figcaption>
      <Suspense fallback={<div className="finance-chart-box skeleton" />}>
        <FinanceChart rows={rows} currency={currency} label={t('admin.finance.chartLabel')} names={names} />
      </Suspense>
      <details className="finance-table">
        <summary>{t('admin.finance.showTable')}</summary>
        {/* a wide table scrolls inside its own box on a phone; the box takes focus to be scrolled by keys */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <section className="finance-table-scroll" tabIndex={0} aria-label={t('admin.finance.dailyTitle')}>
          <table data-testid="finance-table">
            <caption className="visually-hidden">{t('admin.finance.dailyTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.finance.day')}</th>
                {TABLE_COLUMNS.map((k) => (
                  <th key={k} scope="col">
                    {t(`admin.finance.flow.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.date}>
                  <th scope="row">
                    <time dateTime={r.date}>{r.label}</time>
                  </th>
                  {TABLE_COLUMNS.map((k) => (
                    <td key={k}>{r.text[k]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('admin.finance.total')}</th>
                {TABLE_COLUMNS.map((k) => (
                  <td key={k}>{signedPrice(report.totals[k], currency)}</td>
                ))}
              </tr>
            </tfoot>
          </table>
        </section>
      </details>
    </figure>
  );
}
