// The flash deals page (issue 16, /pages/flash/deals): every campaign running now, each with its
// countdown to the end. The countdown runs from the server's clock: the answer carries the server's
// time, and the client counts from the offset, so a wrong device clock does not move the end.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/countdown.tsx';
import { GridSkeleton } from '../../../components/states.tsx';
import { flashDealsQuery } from '../../../features/catalog/api/queries.ts';
import { ProductGrid } from '../../../features/catalog/product-card.tsx';
import { imageUrl } from '../../../lib/api.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import '../../../styles/flash.css';

export default function FlashDealsPage() {
  const { t } = useTranslation();
  useTitle(t('flash.title'));
  const { data, isPending } = useQuery({ ...flashDealsQuery(useLang()), refetchInterval: 60_000 });
  return (
    <div className="page flash-page">
      <h1>
        <span aria-hidden="true">⚡ </span>
        {t('flash.title')}
      </h1>
      {isPending && <GridSkeleton count={4} />}
      {data?.length === 0 && <p className="muted">{t('flash.none')}</p>}
      {data?.map((deal) => (
        <section key={deal.id} className="section flash" aria-labelledby={`flash-${deal.id}`}>
          {deal.banner && <img className="flash-banner" src={imageUrl(deal.banner)} alt="" width={1200} height={300} />}
          <div className="section-head">
            <h2 id={`flash-${deal.id}`}>{deal.title}</h2>
            <span className="flash-timer">
              {t('home.endsIn')} <Countdown endsAt={deal.ends_at} serverTime={deal.server_time} />
            </span>
          </div>
          <ProductGrid items={deal.items} />
        </section>
      ))}
    </div>
  );
}
