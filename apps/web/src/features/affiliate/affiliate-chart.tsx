// Clicks, registrations and orders per day as grouped bars (the shared bar chart), loaded lazily by
// the affiliate page, whose table beside it carries the same figures as text.
import type { AffiliateDay } from '@polymart/contract/affiliate';
import { useCallback, useMemo } from 'react';
import BarChart from '../../components/bar-chart.tsx';

export const CHART_KEYS = ['clicks', 'registrations', 'orders'] as const;

export default function AffiliateChart({
  days,
  labels,
  names,
  label,
}: {
  days: AffiliateDay[];
  labels: string[];
  names: Record<(typeof CHART_KEYS)[number], string>;
  label: string;
}) {
  const series = useMemo(
    () =>
      CHART_KEYS.map((k) => ({
        name: names[k],
        values: days.map((d) => d[k]),
        texts: days.map((d) => String(d[k])),
      })),
    [days, names],
  );
  const tick = useCallback((value: number) => (Number.isInteger(value) ? String(value) : ''), []);
  return (
    <BarChart
      labels={labels}
      series={series}
      label={label}
      tick={tick}
      testId="affiliate-chart"
      className="affiliate-chart-box"
    />
  );
}
