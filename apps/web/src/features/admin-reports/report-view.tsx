// One report as a chart and a table. The chart draws the report's amounts (its counts when it has
// none) for the first rows, the table every row with the totals at its foot; a wide table scrolls
// in its own box on a phone. The chart's code arrives after the table.
import type { ReportAnswer, ReportColumn } from '@polymart/contract/reports';
import { Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyChunk } from '../../components/chunk-retry.tsx';
import { useBasePrice } from '../../lib/base-price.ts';
import { useLang } from '../../lib/hooks.ts';
import { cellText, count, longDay } from './format.ts';

const BarChart = lazyChunk(() => import('../../components/bar-chart.tsx'));

/** Bars stay readable up to about this many; lists longer than a month show their first rows. */
const CHART_ROWS = 31;

function ReportChart({ answer }: { answer: ReportAnswer }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  const word = useWord();
  const isMoney = answer.columns.some((c) => c.kind === 'money');
  const measured = useMemo(
    () => answer.columns.filter((c) => c.kind === (isMoney ? 'money' : 'count')).slice(0, 3),
    [answer.columns, isMoney],
  );
  const labelColumn = answer.columns.find((c) => c.kind === 'text' || c.kind === 'date');
  const rows = useMemo(() => answer.rows.slice(0, CHART_ROWS), [answer.rows]);
  const tick = useCallback((v: number) => (isMoney ? price(Math.round(v)) : count(v, lang)), [isMoney, price, lang]);
  const labels = useMemo(
    () =>
      rows.map((r) => {
        if (!labelColumn) return '';
        const v = String(r[labelColumn.key] ?? '');
        return labelColumn.kind === 'date' ? longDay(v, lang) : word(labelColumn.key, v);
      }),
    [rows, labelColumn, lang, word],
  );
  const series = useMemo(
    () =>
      measured.map((c) => ({
        name: t(`admin.reports.col.${c.key}`),
        values: rows.map((r) => Number(r[c.key] ?? 0)),
        texts: rows.map((r) => tick(Number(r[c.key] ?? 0))),
      })),
    [measured, rows, t, tick],
  );
  if (!rows.length) return null;
  return (
    <Suspense fallback={<div className="finance-chart-box skeleton" />}>
      <BarChart
        labels={labels}
        series={series}
        label={t('admin.reports.chartLabel', { report: t(`admin.reports.name.${answer.name}`) })}
        tick={tick}
        testId="report-chart"
      />
    </Suspense>
  );
}

/** Words the server sends as codes (payment methods) in the interface language. */
function useWord() {
  const { t } = useTranslation();
  return useCallback(
    (key: string, value: string) =>
      key === 'payment_method' ? t(`admin.reports.method.${value}`, { defaultValue: value }) : value,
    [t],
  );
}

export function ReportView({ answer }: { answer: ReportAnswer }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  const word = useWord();
  const title = t(`admin.reports.name.${answer.name}`);
  const head = (c: ReportColumn) => t(`admin.reports.col.${c.key}`);
  const numeric = (c: ReportColumn) => c.kind === 'count' || c.kind === 'money';
  return (
    <figure className="card finance-daily report-view" aria-labelledby="report-title">
      <figcaption>
        <h2 id="report-title">{title}</h2>
        <p className="small muted">
          {t('admin.reports.periodCaption', {
            from: longDay(answer.from, lang),
            to: longDay(answer.to, lang),
            currency: answer.currency,
          })}
        </p>
      </figcaption>
      <ReportChart answer={answer} />
      {answer.rows.length === 0 ? (
        <p className="muted" data-testid="report-empty">
          {t('admin.reports.empty')}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className="finance-table finance-table-scroll" tabIndex={0} aria-label={title}>
          <table data-testid="report-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {answer.columns.map((c) => (
                  <th key={c.key} scope="col" className={numeric(c) ? undefined : 'report-text'}>
                    {head(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((r, i) => (
                // rows have no id of their own across reports: their place is their identity
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
                <tr key={i}>
                  {answer.columns.map((c) => (
                    <td key={c.key} className={numeric(c) ? undefined : 'report-text'}>
                      {cellText(c, r, lang, price, word)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                {answer.columns.map((c, i) => (
                  <td key={c.key} className={numeric(c) ? undefined : 'report-text'}>
                    {i === 0
                      ? t('admin.reports.total')
                      : c.key in answer.totals
                        ? c.kind === 'money'
                          ? price(answer.totals[c.key] ?? 0)
                          : count(answer.totals[c.key] ?? 0, lang)
                        : ''}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </section>
      )}
    </figure>
  );
}
