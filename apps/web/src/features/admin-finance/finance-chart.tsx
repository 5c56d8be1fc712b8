// The period's daily flows as grouped bars (gross sales, commission, payouts), drawn by the shared
// bar chart (components/bar-chart.tsx). Loaded lazily by daily-finance.tsx, so the figures show
// before the chart's code arrives; its figures are the table beside it.
import type { Currency } from '@polymart/contract/money';
import { useCallback, useMemo } from 'react';
import BarChart from '../../components/bar-chart.tsx';
import { signedPrice } from '../../lib/base-price.ts';
import { CHART_SERIES, type FinanceRow } from './chart-data.ts';

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
  const labels = useMemo(() => rows.map((r) => r.label), [rows]);
  const series = useMemo(
    () =>
      CHART_SERIES.map((k) => ({
        name: names[k],
        values: rows.map((r) => r.minor[k]),
        texts: rows.map((r) => r.text[k]),
      })),
    [rows, names],
  );
  const tick = useCallback((value: number) => signedPrice(Math.round(value), currency), [currency]);
  return <BarChart labels={labels} series={series} label={label} tick={tick} testId="finance-chart" />;
}
