// Bars of one or more series over the same labels (days, shops ...), drawn by chart.js. Import it
// lazily (React.lazy), so a page's figures show before this code arrives; only what a bar chart
// with a legend needs is registered. The canvas is a picture named as such: its figures must also
// be on the page as text (a table beside it), which assistive technology reads.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface BarSeries {
  name: string;
  values: number[];
  /** each value as the page writes it (a price, a count), for the tooltip */
  texts: string[];
}

const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

export default function BarChart({
  labels,
  series,
  label,
  tick,
  testId,
  className = 'finance-chart-box',
}: {
  labels: string[];
  series: BarSeries[];
  /** what the picture shows, for a screen reader */
  label: string;
  /** a value of the scale as text (a price, a whole number) */
  tick: (value: number) => string;
  testId?: string;
  className?: string;
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
        labels,
        datasets: series.map((s, i) => ({
          label: s.name,
          data: s.values,
          backgroundColor: colours[i % colours.length],
          borderRadius: 2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: still ? false : undefined,
        plugins: {
          legend: { display: series.length > 1, labels: { color: muted, boxWidth: 12 } },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${series[item.datasetIndex]?.name ?? ''}: ${series[item.datasetIndex]?.texts[item.dataIndex] ?? ''}`,
            },
          },
        },
        scales: {
          x: { ticks: { color: muted, maxRotation: 0, autoSkipPadding: 8 }, grid: { display: false } },
          y: {
            beginAtZero: true,
            ticks: { color: muted, precision: 0, maxTicksLimit: 5, callback: (value) => tick(Number(value)) },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series, tick]);
  return (
    <div className={className}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}
