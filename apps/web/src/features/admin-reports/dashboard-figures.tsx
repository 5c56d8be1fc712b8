// The chosen window's figures as cards: sales (for a role that reads money), orders, sign-ups and
// new shops.
import type { DashboardFigures } from '@polymart/contract/reports';
import { useTranslation } from 'react-i18next';
import { useBasePrice } from '../../lib/base-price.ts';
import { useLang } from '../../lib/hooks.ts';
import { count } from './format.ts';

export const FIGURES = ['sales', 'orders', 'new_customers', 'new_sellers'] as const;
export type Figure = (typeof FIGURES)[number];

export function DashboardCards({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  return (
    <ul className="finance-figures">
      {FIGURES.filter((k) => figures[k] !== undefined).map((k) => (
        <li key={k} className="card finance-figure">
          <span className="muted">{t(`admin.dashboard.figure.${k}`)}</span>
          <strong data-testid={`dashboard-${k}`}>
            {k === 'sales' ? price(figures.sales ?? 0) : count(figures[k], lang)}
          </strong>
        </li>
      ))}
    </ul>
  );
}
