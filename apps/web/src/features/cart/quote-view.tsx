// A quote shown per shop (its lines, delivery choice, totals) and the grand totals. Delivery
// methods can be chosen when `choice` is given; the confirm step shows them read-only.
import type { DeliveryOption, Quote, QuoteShop } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { VacationNote } from '../../components/vacation-note.tsx';
import { imageUrl } from '../../lib/api.ts';
import { usePrice } from '../../lib/currency.ts';

export function useDeliveryLabel() {
  const { t } = useTranslation();
  const format = usePrice();
  return (o: DeliveryOption) =>
    [
      t(`checkout.method.${o.code}`, { defaultValue: o.code }),
      o.charged === 0 ? t('checkout.free') : format(o.charged),
      t('checkout.days', { min: o.min_days, max: o.max_days }),
    ].join(' · ');
}

interface DeliveryChoice {
  /** The methods chosen so far by shop id: shown chosen at once, while the new quote loads. */
  chosen: Record<string, string>;
  onDelivery: (shopId: number, code: string) => void;
}

function ShopQuote({
  shop,
  choice,
  note,
}: {
  shop: QuoteShop;
  choice?: DeliveryChoice;
  note?: (shop: QuoteShop) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const format = usePrice();
  const label = useDeliveryLabel();
  const current = choice?.chosen[shop.shop.id] ?? shop.delivery_method;
  const chosen = shop.delivery_options.find((o) => o.code === shop.delivery_method);
  return (
    <section className="card panel quote-shop" aria-labelledby={`quote-shop-${shop.shop.id}`}>
      <h3 id={`quote-shop-${shop.shop.id}`}>{shop.shop.name}</h3>
      <VacationNote
        vacation={shop.vacation}
        keys={{ active: 'checkout.shipsAfter', upcoming: 'checkout.shopAwaySoon' }}
        shop={shop.shop.name}
      />
      <ul className="quote-lines">
        {shop.lines.map((line) => (
          <li key={line.id}>
            <img src={imageUrl(line.image)} alt="" width={48} height={48} loading="lazy" />
            <span className="quote-line-name">{line.name}</span>
            <span className="small muted">
              {line.quantity} × {format(line.price)}
              {/* a flash deal's price (issue 16): the regular one struck through */}
              {line.list_price > line.price && (
                <>
                  {' '}
                  <s>{format(line.list_price)}</s> <span className="deal-tag">⚡ {t('flash.badge')}</span>
                </>
              )}
            </span>
            <strong>{format(line.total)}</strong>
          </li>
        ))}
      </ul>
      {choice ? (
        <fieldset className="options">
          <legend>{t('checkout.deliveryFor', { shop: shop.shop.name })}</legend>
          {shop.delivery_options.map((o) => (
            <label key={o.code} className="option">
              <input
                type="radio"
                name={`delivery-${shop.shop.id}`}
                value={o.code}
                checked={o.code === current}
                onChange={() => choice.onDelivery(shop.shop.id, o.code)}
              />
              <span>
                {label(o)}
                {o.free_from !== null && o.charged > 0 && (
                  <span className="small muted option-hint">
                    {t('checkout.freeFrom', { amount: format(o.free_from) })}
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        chosen && (
          <p className="small">
            {t('checkout.deliveryMethod')}: {label(chosen)}
          </p>
        )
      )}
      {shop.discount > 0 && (
        <p className="quote-shop-total small">
          {t('orders.discount')}: <span className="discount">−{format(shop.discount)}</span>
        </p>
      )}
      <p className="quote-shop-total small">
        {t('checkout.shopTotal')}: <strong>{format(shop.total)}</strong>
      </p>
      {note?.(shop)}
    </section>
  );
}

/** `note`: what a shop's card ends with (the confirm step's note for that shop's seller). */
export function QuoteShops({
  quote,
  choice,
  note,
}: {
  quote: Quote;
  choice?: DeliveryChoice;
  note?: (shop: QuoteShop) => React.ReactNode;
}) {
  return (
    <>
      {quote.shops.map((shop) => (
        <ShopQuote key={shop.shop.id} shop={shop} choice={choice} note={note} />
      ))}
    </>
  );
}

export function QuoteTotals({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const format = usePrice();
  return (
    <dl className="totals" aria-live="polite">
      <dt>{t('checkout.subtotal')}</dt>
      <dd>{format(quote.subtotal)}</dd>
      <dt>{t('checkout.taxTotal')}</dt>
      <dd>{format(quote.tax)}</dd>
      <dt>{t('checkout.deliveryFee')}</dt>
      <dd>{format(quote.delivery_fee)}</dd>
      {quote.discount > 0 && (
        <>
          <dt>{quote.coupon ? t('coupons.discountWith', { code: quote.coupon.code }) : t('orders.discount')}</dt>
          <dd className="discount" data-testid="discount">
            −{format(quote.discount)}
          </dd>
        </>
      )}
      <dt className="totals-grand">{t('checkout.grandTotal')}</dt>
      <dd className="totals-grand" data-testid="grand-total">
        {format(quote.total)}
      </dd>
    </dl>
  );
}
