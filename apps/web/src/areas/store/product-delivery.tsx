// The product page's delivery estimate (issue 17): where it goes (the signed-in buyer's default
// address, else the place chosen on /choose-location), and for each of the shop's methods what one
// unit pays and the days it arrives between, counted from today (from the day after a running
// vacation). Fees do not depend on the address (delivery_methods has none), so the API's quote holds
// for any; the place is shown so the buyer knows what the estimate is for and can change it.
import type { ProductDelivery, ShopVacation } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { addressesQuery } from '../../features/account/api/queries.ts';
import { usePrice } from '../../lib/currency.ts';
import { dateFormat } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { KEYS, storage } from '../../lib/storage.ts';

const DAY = 86_400_000;

/** Where the estimate is for: the default address's city, else the chosen place, else nothing yet. */
function useDestination(): { place: string | null; change: string; signedIn: boolean } {
  const user = useSession();
  const addresses = useQuery({ ...addressesQuery(user?.id ?? 0), enabled: Boolean(user) });
  const address = addresses.data?.find((a) => a.is_default) ?? addresses.data?.[0];
  const signedIn = Boolean(user);
  if (address)
    return { place: [address.postal_code, address.city].filter(Boolean).join(' '), change: paths.addresses, signedIn };
  const chosen = storage.getJson<{ place?: string } | null>(KEYS.location, null);
  return { place: chosen?.place || null, change: signedIn ? paths.addresses : paths.chooseLocation, signedIn };
}

export function DeliveryEstimate({ methods, vacation }: { methods: ProductDelivery[]; vacation: ShopVacation | null }) {
  const { t, i18n } = useTranslation();
  const format = usePrice();
  const { place, change, signedIn } = useDestination();
  if (methods.length === 0) return null;
  const day = dateFormat(i18n.language, 'weekday-day', { weekday: 'short', month: 'short', day: 'numeric' });
  // a shop away ships after its last day away: count from the day after
  const start = vacation?.active ? Math.max(Date.now(), Date.parse(`${vacation.to}T12:00:00`) + DAY) : Date.now();
  const when = (m: ProductDelivery) => {
    const from = day.format(start + m.min_days * DAY);
    const to = day.format(start + m.max_days * DAY);
    return from === to ? t('product.arrivesOn', { date: from }) : t('product.arrivesBetween', { from, to });
  };
  return (
    <section className="delivery-estimate" aria-labelledby="product-delivery" data-testid="delivery-estimate">
      <h2 id="product-delivery" className="delivery-head">
        <Icon name="pin" size={18} />
        <span>{place ? t('product.deliverTo', { place }) : t('product.deliverWhere')}</span>
      </h2>
      <Link to={change} className="small">
        {place ? t('product.changePlace') : signedIn ? t('product.addAddress') : t('product.choosePlace')}
      </Link>
      <ul>
        {methods.map((m) => (
          <li key={m.code}>
            <strong>{t(`checkout.method.${m.code}`, { defaultValue: m.code })}</strong>
            {' · '}
            <span className={m.charged === 0 ? 'delivery-free' : undefined}>
              {m.charged === 0 ? t('checkout.free') : format(m.charged)}
            </span>
            {' · '}
            {when(m)}
            {m.charged > 0 && m.free_from !== null && (
              <span className="small muted"> ({t('checkout.freeFrom', { amount: format(m.free_from) })})</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
