// The admin dashboard (issue 15), the first page of every staff member: today's, the week's or the
// month's figures (the window kept in the address) with a chart per figure, what waits in the inbox
// (each type opens the inbox on it), the month's best shops, products and categories, and what
// buyers searched for in vain. Amounts only for a role that reads money: the server leaves them out.
import { DASHBOARD_WINDOWS, type DashboardWindow } from '@polymart/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { dashboardQuery } from '../../../features/admin-reports/api.ts';
import { DashboardCards } from '../../../features/admin-reports/dashboard-figures.tsx';
import { SearchMisses, TopList, WaitingList } from '../../../features/admin-reports/dashboard-lists.tsx';
import { DayCharts } from '../../../features/admin-reports/day-charts.tsx';
import { adminDetail, adminPaths } from '../paths.ts';
import { useAdminTitle } from '../title.ts';
import '../../../styles/admin-reports.css';

/** The days a chart shows for a window: a week at least, so "today" has a shape to compare with. */
const chartDays = (days: DashboardWindow) => Math.max(days, 7);

export default function Dashboard() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.dashboard.title'));
  const [params, setParams] = useSearchParams();
  const days = DASHBOARD_WINDOWS.find((d) => String(d) === params.get('days')) ?? 7;
  const board = useQuery(dashboardQuery());
  const data = board.data;

  return (
    <main className="page admin-page dashboard" id="content">
      <h1>{t('admin.dashboard.title')}</h1>
      <ul className="chips dashboard-windows" aria-label={t('admin.dashboard.window')}>
        {DASHBOARD_WINDOWS.map((d) => (
          <li key={d}>
            <button
              type="button"
              className="chip"
              aria-pressed={d === days}
              onClick={() => setParams({ days: String(d) }, { replace: true })}
            >
              {t(`admin.dashboard.windows.${d}`)}
            </button>
          </li>
        ))}
      </ul>
      {board.isError ? (
        <ErrorState onRetry={() => void board.refetch()} />
      ) : !data ? (
        <LineSkeleton lines={8} />
      ) : (
        <>
          <section className="dashboard-section" aria-labelledby="dashboard-figures">
            <h2 id="dashboard-figures">{t(`admin.dashboard.windows.${days}`)}</h2>
            {!data.money && <p className="small muted">{t('admin.dashboard.noMoney')}</p>}
            <DashboardCards figures={data.windows[String(days) as '1' | '7' | '30']} />
          </section>
          <section className="dashboard-section" aria-labelledby="dashboard-days">
            <h2 id="dashboard-days">{t('admin.dashboard.daysTitle')}</h2>
            <p className="small muted">{t('admin.dashboard.daysCaption', { currency: data.currency })}</p>
            <DayCharts days={data.daily.slice(-chartDays(days))} />
          </section>
          <section className="dashboard-section" aria-labelledby="dashboard-waiting">
            <h2 id="dashboard-waiting">{t('admin.dashboard.waitingTitle')}</h2>
            <WaitingList waiting={data.waiting} hrefOf={(type) => `${adminPaths.inbox}?type=${type}`} />
          </section>
          <section className="dashboard-section" aria-labelledby="dashboard-top">
            <h2 id="dashboard-top">{t('admin.dashboard.topTitle')}</h2>
            <div className="dashboard-tops">
              <TopList
                title={t('admin.dashboard.topShops')}
                unit="orders"
                items={data.top_shops}
                hrefOf={(id) => adminDetail('shops', id)}
                testId="top-shops"
              />
              <TopList
                title={t('admin.dashboard.topProducts')}
                unit="units"
                items={data.top_products}
                testId="top-products"
              />
              <TopList
                title={t('admin.dashboard.topCategories')}
                unit="units"
                items={data.top_categories}
                testId="top-categories"
              />
            </div>
          </section>
          <section className="dashboard-section" aria-labelledby="dashboard-misses">
            <h2 id="dashboard-misses">{t('admin.dashboard.missesTitle')}</h2>
            <p className="small muted">{t('admin.dashboard.missesCaption')}</p>
            <SearchMisses misses={data.search_misses} />
          </section>
        </>
      )}
    </main>
  );
}
