// The period's daily flows as grouped bars (gross sales, commission, payouts), drawn by chart.js.
// Loaded lazily by daily-finance.tsx, so the figures show before this code arrives; only what a
// bar chart with a legend needs is registered. The canvas is a picture named as such; its figures
// are the table beside it, which assistive technology reads.
import type { Currency } from '@polymart/contract/money';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { signedPrice } from './base-price.ts';
import { CHART_SERIES, type FinanceRow } from './chart-data.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

export default function FinanceChart({
  rows,
  currency,
  label,
  names,
}: {
  rows: FinanceRow[];
  currency: Currency;
  label: string;
  names: Record<(typeof CHART_SERIES)[number], string>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const muted = cssVar('--c-muted', '#4f5665');
    // three colours told apart by people with the common colour-vision deficiencies
    const colours = [cssVar('--c-primary', '#1d4ed8'), cssVar('--c-deal', '#b45309'), '#0f766e'];
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: rows.map((r) => r.label),
        datasets: CHART_SERIES.map((k, i) => ({
          label: names[k],
          data: rows.map((r) => r.minor[k]),
          backgroundColor: colours[i],
          borderRadius: 2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: still ? false : undefined,
        plugins: {
          legend: { labels: { color: muted, boxWidth: 12 } },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${names[CHART_SERIES[item.datasetIndex]!]}: ${rows[item.dataIndex]?.text[CHART_SERIES[item.datasetIndex]!] ?? ''}`,
            },
          },
        },
        scales: {
          x: { ticks: { color: muted, maxRotation: 0, autoSkipPadding: 8 }, grid: { display: false } },
          y: {
            ticks: {
              color: muted,
              precision: 0,
              maxTicksLimit: 5,
              callback: (value) => signedPrice(Math.round(Number(value)), currency),
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [rows, currency, names]);
  return (
    <div className="finance-chart-box">
      <canvas ref={canvas} role="img" aria-label={label} data-testid="finance-chart" />
    </div>
  );
}
