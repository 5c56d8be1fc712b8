// Affiliate (account menu, issue 16; /pages/mine/affiliate): the customer's invitation code and
// share links (home, a product, registration) with copy and share, the figures of the last 7 or 30
// days as a bar chart with the same figures in a table, and the shares earned, newest first. While
// the operators pause the programme the page says so and shows no links.
import type { AffiliateOverview } from '@polymart/contract/affiliate';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { lazyChunk } from '../../../components/chunk-retry.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { affiliateQuery, fetchAffiliateEarnings } from '../../../features/affiliate/api.ts';
import { absolute, copyText, ShareLink } from '../../../features/affiliate/share-link.tsx';
import { usePrice } from '../../../lib/currency.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { nextPage } from '../../../lib/paged.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import '../../../styles/affiliate.css';

const AffiliateChart = lazyChunk(() => import('../../../features/affiliate/affiliate-chart.tsx'));

/** A product's number from its page's link, or the number itself. */
const productIdIn = (text: string): number | null => {
  const m = text.trim().match(/(?:[?&]id=)?(\d{1,12})(?:&|$)/);
  const id = m ? Number(m[1]) : 0;
  return id > 0 ? id : null;
};

function Links({ data }: { data: AffiliateOverview }) {
  const { t } = useTranslation();
  const id = useId();
  const [product, setProduct] = useState('');
  if (!data.links) return null;
  const productId = productIdIn(product);
  const title = t('affiliate.shareTitle');
  return (
    <section className="card panel affiliate-links" aria-labelledby={`${id}-links`}>
      <h2 id={`${id}-links`}>{t('affiliate.links')}</h2>
      <ShareLink label={t('affiliate.linkHome')} link={absolute(data.links.home)} title={title} />
      <ShareLink label={t('affiliate.linkRegister')} link={absolute(data.links.register)} title={title} />
      <div className="field">
        <label htmlFor={`${id}-product`}>{t('affiliate.productField')}</label>
        <input
          id={`${id}-product`}
          inputMode="url"
          value={product}
          aria-describedby={`${id}-product-hint`}
          onChange={(e) => setProduct(e.target.value)}
        />
        <p id={`${id}-product-hint`} className="muted small">
          {t('affiliate.productHint')}
        </p>
      </div>
      {productId && (
        <ShareLink
          label={t('affiliate.linkProduct')}
          link={absolute(data.links.product.replace('{id}', String(productId)))}
          title={title}
        />
      )}
    </section>
  );
}

function Figures({ data }: { data: AffiliateOverview }) {
  const { t } = useTranslation();
  const format = usePrice();
  const period = data.daily.reduce(
    (s, d) => ({
      clicks: s.clicks + d.clicks,
      registrations: s.registrations + d.registrations,
      orders: s.orders + d.orders,
    }),
    { clicks: 0, registrations: 0, orders: 0 },
  );
  return (
    <ul className="stats affiliate-stats" aria-live="polite">
      <li className="card stat">
        <strong data-testid="affiliate-clicks">{period.clicks}</strong>
        <span>{t('affiliate.clicks')}</span>
      </li>
      <li className="card stat">
        <strong data-testid="affiliate-registrations">{period.registrations}</strong>
        <span>{t('affiliate.registrations')}</span>
      </li>
      <li className="card stat">
        <strong>{period.orders}</strong>
        <span>{t('affiliate.orders')}</span>
      </li>
      <li className="card stat">
        <strong data-testid="affiliate-pending">{format(data.totals.pending)}</strong>
        <span>{t('affiliate.pending')}</span>
      </li>
      <li className="card stat">
        <strong data-testid="affiliate-paid">{format(data.totals.paid)}</strong>
        <span>{t('affiliate.paid')}</span>
      </li>
    </ul>
  );
}

function Daily({ data }: { data: AffiliateOverview }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = usePrice();
  const id = useId();
  const labels = useMemo(() => {
    const day = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return data.daily.map((d) => day.format(new Date(`${d.date}T00:00:00Z`)));
  }, [data.daily, lang]);
  const names = useMemo(
    () => ({
      clicks: t('affiliate.clicks'),
      registrations: t('affiliate.registrations'),
      orders: t('affiliate.orders'),
    }),
    [t],
  );
  return (
    <figure className="card panel affiliate-daily" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        <h2>{t('affiliate.daily')}</h2>
      </figcaption>
      <Suspense fallback={<div className="affiliate-chart-box skeleton" />}>
        <AffiliateChart days={data.daily} labels={labels} names={names} label={t('affiliate.chartLabel')} />
      </Suspense>
      <details>
        <summary>{t('affiliate.showTable')}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <section className="affiliate-table" tabIndex={0} aria-label={t('affiliate.daily')}>
          <table>
            <caption className="visually-hidden">{t('affiliate.daily')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('affiliate.day')}</th>
                <th scope="col">{t('affiliate.clicks')}</th>
                <th scope="col">{t('affiliate.registrations')}</th>
                <th scope="col">{t('affiliate.orders')}</th>
                <th scope="col">{t('affiliate.earned')}</th>
              </tr>
            </thead>
            <tbody>
              {data.daily.map((d, i) => (
                <tr key={d.date}>
                  <th scope="row">
                    <time dateTime={d.date}>{labels[i]}</time>
                  </th>
                  <td>{d.clicks}</td>
                  <td>{d.registrations}</td>
                  <td>{d.orders}</td>
                  <td>{format(d.earned)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}

const STATE_KEYS = {
  pending: 'affiliate.state.pending',
  credited: 'affiliate.state.credited',
  reversed: 'affiliate.state.reversed',
} as const;

function Earnings() {
  const { t } = useTranslation();
  const lang = useLang();
  const format = usePrice();
  const id = useId();
  const query = useInfiniteQuery({
    queryKey: ['affiliate', 'earnings'],
    queryFn: ({ pageParam }) => fetchAffiliateEarnings(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last),
  });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby={`${id}-earnings`}>
      <h2 id={`${id}-earnings`}>{t('affiliate.earnings')}</h2>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LineSkeleton />
      ) : items.length === 0 ? (
        <EmptyState title={t('affiliate.noEarnings')} />
      ) : (
        <>
          <ul className="notice-list" data-testid="affiliate-earnings">
            {items.map((e) => (
              <li key={`${e.created_at}-${e.order_ref}`} className="card panel history-row">
                <p>
                  <strong>{format(e.amount)}</strong> · {t(STATE_KEYS[e.state])}
                  <br />
                  <span className="muted small">
                    {t('affiliate.order', { ref: e.order_ref })}
                    {e.buyer_initial ? ` · ${t('affiliate.buyer', { initial: e.buyer_initial })}` : ''} ·{' '}
                    {formatDate(e.created_at, lang)}
                    {e.state === 'pending'
                      ? ` · ${t('affiliate.availableOn', { date: formatDate(e.available_at, lang) })}`
                      : ''}
                  </span>
                </p>
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={Boolean(query.hasNextPage)}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}

export default function Affiliate() {
  const { t } = useTranslation();
  const user = useSession();
  const [days, setDays] = useState<7 | 30>(7);
  useTitle(t('affiliate.title'));
  const overview = useQuery({ ...affiliateQuery(days), enabled: Boolean(user) });
  if (!user) return <Navigate to={paths.loginThen(paths.affiliate)} replace />;
  const data = overview.data;
  return (
    <div className="page affiliate">
      <h1>{t('affiliate.title')}</h1>
      {overview.isError ? (
        <ErrorState onRetry={() => void overview.refetch()} />
      ) : !data ? (
        <LineSkeleton lines={6} />
      ) : (
        <>
          {!data.enabled && (
            <p className="card panel affiliate-paused" role="status" data-testid="affiliate-paused">
              {t('affiliate.paused')}
            </p>
          )}
          <section className="card panel affiliate-code">
            <p>{t('affiliate.intro', { rate: data.rate_bp / 100, days: data.days })}</p>
            <p className="affiliate-code-row">
              <span>{t('affiliate.code')}</span> <strong data-testid="affiliate-code">{data.code}</strong>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => copyText(data.code, t('affiliate.copied'))}
              >
                {t('affiliate.copy')}
                <span className="visually-hidden"> {t('affiliate.code')}</span>
              </button>
            </p>
          </section>
          <Links data={data} />
          <fieldset className="chips affiliate-period">
            <legend className="visually-hidden">{t('affiliate.period')}</legend>
            {([7, 30] as const).map((d) => (
              <button key={d} type="button" className="chip" aria-pressed={days === d} onClick={() => setDays(d)}>
                {t('affiliate.lastDays', { n: d })}
              </button>
            ))}
          </fieldset>
          <Figures data={data} />
          <Daily data={data} />
        </>
      )}
      <Earnings />
    </div>
  );
}
