// The window's days, one small bar chart per figure, and the same figures as a table anyone can
// open (and a screen reader reads). The chart's code arrives after the rest of the page.
import type { DashboardDay } from '@polymart/contract/reports';
import { Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyChunk } from '../../components/chunk-retry.tsx';
import { useBasePrice } from '../../lib/base-price.ts';
import { useLang } from '../../lib/hooks.ts';
import { FIGURES, type Figure } from './dashboard-figures.tsx';
import { count, shortDay } from './format.ts';

const BarChart = lazyChunk(() => import('../../components/bar-chart.tsx'));

function DayChart({ days, figure }: { days: DashboardDay[]; figure: Figure }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  const name = t(`admin.dashboard.figure.${figure}`);
  const text = useCallback(
    (v: number) => (figure === 'sales' ? price(Math.round(v)) : count(v, lang)),
    [figure, price, lang],
  );
  const labels = useMemo(() => days.map((d) => shortDay(d.date, lang)), [days, lang]);
  const series = useMemo(
    () => [{ name, values: days.map((d) => d[figure] ?? 0), texts: days.map((d) => text(d[figure] ?? 0)) }],
    [days, figure, name, text],
  );
  return (
    <figure className="card dashboard-chart">
      <figcaption>
        <h3>{name}</h3>
      </figcaption>
      <Suspense fallback={<div className="dashboard-chart-box skeleton" />}>
        <BarChart
          labels={labels}
          series={series}
          label={t('admin.dashboard.chartLabel', { figure: name })}
          tick={text}
          testId={`dashboard-chart-${figure}`}
          className="dashboard-chart-box"
        />
      </Suspense>
    </figure>
  );
}

export function DayCharts({ days }: { days: DashboardDay[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  const shown = FIGURES.filter((k) => days[0]?.[k] !== undefined);
  return (
    <>
      <div className="dashboard-charts">
        {shown.map((k) => (
          <DayChart key={k} days={days} figure={k} />
        ))}
      </div>
      <details className="finance-table">
        <summary>{t('admin.dashboard.showTable')}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <section className="finance-table-scroll" tabIndex={0} aria-label={t('admin.dashboard.daysTitle')}>
          <table data-testid="dashboard-table">
            <caption className="visually-hidden">{t('admin.dashboard.daysTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.dashboard.day')}</th>
                {shown.map((k) => (
                  <th key={k} scope="col">
                    {t(`admin.dashboard.figure.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">
                    <time dateTime={d.date}>{shortDay(d.date, lang)}</time>
                  </th>
                  {shown.map((k) => (
                    <td key={k}>{k === 'sales' ? price(d.sales ?? 0) : count(d[k], lang)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </>
  );
}
