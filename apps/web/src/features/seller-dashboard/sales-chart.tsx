// The daily sales bars, drawn by chart.js. Loaded lazily by daily-sales.tsx, so the dashboard's
// figures show before this code arrives; only what a bar chart needs is registered, so the rest of
// chart.js is left out of the build. The canvas is a picture named as such; its figures are the
// table beside it, which assistive technology reads.
import { type Currency, formatMoney } from '@polymart/contract/money';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRow } from './chart-data.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

export default function SalesChart({ rows, currency, label }: { rows: DayRow[]; currency: Currency; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const tag = useTranslation().i18n.language || 'en';
  useEffect(() => {
    if (!canvas.current) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const muted = cssVar('--c-muted', '#4f5665');
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: rows.map((r) => r.label),
        datasets: [
          { data: rows.map((r) => r.minor), backgroundColor: cssVar('--c-primary', '#1d4ed8'), borderRadius: 3 },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: still ? false : undefined,
        plugins: {
          tooltip: { callbacks: { label: (item) => rows[item.dataIndex]?.amount ?? '' } },
        },
        scales: {
          x: { ticks: { color: muted, maxRotation: 0, autoSkipPadding: 8 }, grid: { display: false } },
          y: {
            beginAtZero: true,
            ticks: {
              color: muted,
              precision: 0,
              maxTicksLimit: 5,
              callback: (value) => formatMoney(Math.round(Number(value)), currency, tag),
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [rows, currency, tag]);
  return (
    <div className="sales-chart-box">
      <canvas ref={canvas} role="img" aria-label={label} data-testid="sales-chart" />
    </div>
  );
}
