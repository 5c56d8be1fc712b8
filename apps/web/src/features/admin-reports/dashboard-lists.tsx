// The dashboard's lists: requests waiting per inbox type (each opens the inbox on that type), the
// month's best shops, products and categories, and the searches that found nothing. Addresses come
// from the page (the admin area's paths), so this feature stays free of any area.
import type { InboxType } from '@polymart/contract/inbox';
import type { AdminDashboard, DashboardTop } from '@polymart/contract/reports';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBasePrice } from '../../lib/base-price.ts';
import { useLang } from '../../lib/hooks.ts';
import { count, longDay } from './format.ts';

export function WaitingList({
  waiting,
  hrefOf,
}: {
  waiting: AdminDashboard['waiting'];
  hrefOf: (type: InboxType) => string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!waiting.length) return <p className="muted">{t('admin.dashboard.noInbox')}</p>;
  return (
    <ul className="dashboard-waiting" data-testid="dashboard-waiting">
      {waiting.map((w) => (
        <li key={w.type}>
          <Link to={hrefOf(w.type)} className="card dashboard-waiting-link">
            <span>{t(`admin.inbox.type.${w.type}`)}</span>
            <strong className={w.count ? 'dashboard-count-due' : undefined}>{count(w.count, lang)}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function TopList({
  title,
  unit,
  items,
  hrefOf,
  testId,
}: {
  title: string;
  /** what the count counts: orders or units */
  unit: 'orders' | 'units';
  items: DashboardTop[];
  hrefOf?: (id: number) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  return (
    <section className="card dashboard-top" aria-label={title}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p className="muted">{t('admin.dashboard.noSales')}</p>
      ) : (
        <ol data-testid={testId}>
          {items.map((item) => (
            <li key={item.id}>
              {hrefOf ? <Link to={hrefOf(item.id)}>{item.name || `#${item.id}`}</Link> : <span>{item.name}</span>}
              <span className="small muted">
                {t(`admin.dashboard.${unit}`, { n: count(item.count, lang) })}
                {item.sales !== undefined && ` · ${price(item.sales)}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function SearchMisses({ misses }: { misses: AdminDashboard['search_misses'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!misses.length) return <p className="muted">{t('admin.dashboard.noMisses')}</p>;
  return (
    <ol className="card dashboard-misses" data-testid="dashboard-misses">
      {misses.map((m) => (
        <li key={m.term}>
          <span className="dashboard-term">{m.term}</span>
          <span className="small muted">
            {t('admin.dashboard.searched', { n: count(m.count, lang) })} ·{' '}
            {t('admin.dashboard.lastOn', { date: longDay(m.last_day, lang) })}
          </span>
        </li>
      ))}
    </ol>
  );
}
