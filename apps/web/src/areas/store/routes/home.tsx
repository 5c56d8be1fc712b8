// Home (spec §2): ads in their five positions, flash deals with a live countdown, categories,
// new, recommended and best-selling products, and the top 10 brands.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdBanner } from '../../../components/ad-banner.tsx';
import { Countdown } from '../../../components/countdown.tsx';
import { Section } from '../../../components/section.tsx';
import { GridSkeleton } from '../../../components/states.tsx';
import { Swiper } from '../../../components/swiper.tsx';
import {
  categoriesQuery,
  flashDealsQuery,
  homeListsQuery,
  topBrandsQuery,
} from '../../../features/catalog/api/queries.ts';
import { StagedGrid } from '../../../features/catalog/staged-grid.tsx';
import { type AdPosition, adsQuery, announcementsQuery } from '../../../features/content/api/queries.ts';
import { imageUrl } from '../../../lib/api.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { PlainLink } from '../../../lib/plain-link.tsx';
import { Later } from '../../../lib/stages.tsx';

/** The carousel's room (a banner and its controls) while the ads load: the sections below stay put. */
function TopAdsRoom() {
  return (
    <div className="swiper" aria-hidden="true">
      <div className="ad" />
      <div className="swiper-controls">
        <span className="icon-btn" />
      </div>
    </div>
  );
}

function Ads({ position }: { position: AdPosition }) {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(adsQuery(useLang()));
  const ads = data?.[position] ?? [];
  if (position === 'top' && isPending) return <TopAdsRoom />;
  if (!ads.length) return null;
  if (position === 'top') {
    return (
      <Swiper label={t('home.adverts')} slides={ads.map((ad, i) => <AdBanner key={ad.id} ad={ad} eager={i === 0} />)} />
    );
  }
  return (
    <div className={`ads ads-${position}`}>
      {ads.map((ad) => (
        <AdBanner key={ad.id} ad={ad} />
      ))}
    </div>
  );
}

function FlashDeals() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(flashDealsQuery(useLang()));
  const deal = data?.[0];
  // keep the room while loading so the sections below do not jump when the deal arrives
  if (isPending) return <GridSkeleton count={4} />;
  if (!deal) return null;
  return (
    <section className="section flash" aria-labelledby="flash-title">
      <div className="section-head">
        <h2 id="flash-title">
          <span className="flash-bolt" aria-hidden="true">
            ⚡
          </span>{' '}
          {t('home.flashDeals')}
        </h2>
        <span className="flash-timer">
          {t('home.endsIn')} <Countdown endsAt={deal.ends_at} serverTime={deal.server_time} />
        </span>
        <PlainLink to={paths.flashDeals} className="section-more">
          {t('common.viewAll')}
        </PlainLink>
      </div>
      <p className="flash-name">{deal.title}</p>
      <StagedGrid items={deal.items.slice(0, 8)} />
    </section>
  );
}

function Categories() {
  const { t } = useTranslation();
  const { data } = useQuery(categoriesQuery(useLang()));
  return (
    <Section id="home-categories" title={t('home.categories')} more={paths.categories}>
      <ul className="category-icons">
        {(data ?? []).map((c) => (
          <li key={c.id}>
            <PlainLink to={paths.category(c.slug)}>
              <img src={imageUrl(c.icon)} alt="" width={56} height={56} loading="lazy" />
              <span>{c.name}</span>
            </PlainLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Brands() {
  const { t } = useTranslation();
  const { data } = useQuery(topBrandsQuery(useLang()));
  return (
    <Section id="home-brands" title={t('home.topBrands')} more={paths.brands}>
      <ul className="brand-row">
        {(data?.items ?? []).map((b) => (
          <li key={b.id}>
            <PlainLink to={paths.brand(b.id)}>
              <img src={imageUrl(b.logo)} alt="" width={48} height={48} loading="lazy" />
              <span>{b.name}</span>
            </PlainLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Announcement() {
  const { t } = useTranslation();
  const { data } = useQuery(announcementsQuery(useLang()));
  const first = data?.[0];
  if (!first) return null;
  return (
    <aside className="announcement" aria-label={t('home.announcement')}>
      <strong>{first.title}</strong> <span>{first.body}</span>
    </aside>
  );
}

export default function Home() {
  const { t } = useTranslation();
  useTitle(t('app.tagline'));
  return (
    <div className="page home">
      <h1 className="visually-hidden">{t('app.name')}</h1>
      <Ads position="top" />
      <Announcement />
      <Categories />
      {/* below the first screen (on a phone): drawn in a task after it */}
      <Later room>
        <Below />
      </Later>
    </div>
  );
}

/** The home page below its banners, announcement and categories. */
function Below() {
  const { t } = useTranslation();
  const lists = useQuery(homeListsQuery(useLang())).data;
  return (
    <>
      <Ads position="center_top" />
      <FlashDeals />
      <Section id="home-new" title={t('home.newArrivals')} more={paths.search()}>
        <StagedGrid items={lists?.new} eagerFirst={2} />
      </Section>
      <Ads position="center" />
      <Section id="home-recommended" title={t('home.recommended')} more={paths.recommend}>
        <StagedGrid items={lists?.recommended} />
      </Section>
      <Ads position="center_bottom" />
      <Section id="home-best" title={t('home.bestSelling')}>
        <StagedGrid items={lists?.best_selling} />
      </Section>
      <Brands />
      <Ads position="bottom" />
    </>
  );
}
