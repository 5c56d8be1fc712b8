// The last 30 days of sales: a chart for the eye, and the same figures as a table anyone can open
// (and a screen reader reads). The chart's code arrives after the rest of the dashboard.
import type { SellerDashboard } from '@polymart/contract';
import { Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyChunk } from '../../components/chunk-retry.tsx';
import { currentCurrency, useCurrency } from '../../lib/currency.ts';
import { dayRows } from './chart-data.ts';

const SalesChart = lazyChunk(() => import('./sales-chart.tsx'));

export function DailySales({ daily }: { daily: SellerDashboard['daily'] }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const state = useCurrency();
  const currency = currentCurrency(state);
  const rows = useMemo(() => dayRows(daily, currency, i18n.language), [daily, currency, i18n.language]);
  return (
    <figure className="card sales-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        <h2>{t('seller.dashboard.chartTitle')}</h2>
        <p className="small muted sales-chart-note">
          {t('seller.dashboard.chartCaption', { currency: currency.code })}
        </p>
      </figcaption>
      <Suspense fallback={<div className="sales-chart-box skeleton" />}>
        <SalesChart rows={rows} currency={currency} label={t('seller.dashboard.chartLabel')} />
      </Suspense>
      <details className="sales-table">
        <summary>{t('seller.dashboard.showTable')}</summary>
        <table>
          <caption className="visually-hidden">{t('seller.dashboard.chartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('seller.dashboard.day')}</th>
              <th scope="col">{t('seller.dashboard.amount')}</th>
              <th scope="col">{t('seller.dashboard.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.date}>
                <th scope="row">
                  <time dateTime={r.date}>{r.label}</time>
                </th>
                <td>{r.amount}</td>
                <td>{r.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
