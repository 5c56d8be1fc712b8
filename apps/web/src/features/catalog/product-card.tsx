import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceTag, ProductImage } from '../../components/product-image.tsx';
import { formatDay } from '../../components/vacation-note.tsx';
import { formatCount, formatDecimal, formatSignedPercent } from '../../lib/numbers.ts';
import { paths } from '../../lib/paths.ts';
import { PlainLink } from '../../lib/plain-link.tsx';
import type { ProductItem } from './types.ts';
import '../../styles/product-card.css';

/** The deal's saving as the language writes a percentage (-20 %, −20%), whole percents. */
function discountText(price: number, deal: number, lang: string) {
  const off = Math.round(((price - deal) / price) * 100);
  return formatSignedPercent(-off / 100, lang);
}

/** A card's image width: five cards a row on a desktop, two on a phone (early.ts preloads with it). */
export const CARD_IMAGE_SIZES = '(min-width: 960px) 220px, 45vw';

/**
 * What a product card offers besides its link (the wishlist heart, compare): other features, which
 * the catalogue does not import; the storefront composes them once for every card.
 */
export const CardActions = createContext<(product: ProductItem) => React.ReactNode>(() => null);

export function ProductCard({ product, eager = false }: { product: ProductItem; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  const actions = useContext(CardActions);
  return (
    <li className="card product-card">
      <PlainLink to={paths.product(product.id)} className="product-link">
        <div className="product-media">
          <ProductImage path={product.image} alt="" sizes={CARD_IMAGE_SIZES} eager={eager} />
          {product.stock === 0 && <span className="badge badge-muted">{t('common.outOfStock')}</span>}
          {/* a running flash deal (issue 16) says so before "new" */}
          {product.stock > 0 && product.deal_price != null && (
            <span className="badge badge-deal">
              <span aria-hidden="true">⚡ </span>
              {t('flash.badge')}
            </span>
          )}
          {/* issue 17: the saving at a glance, in the corner the toggles leave free */}
          {product.stock > 0 && product.deal_price != null && product.deal_price < product.price && (
            <span className="badge badge-discount">
              {discountText(product.price, product.deal_price, i18n.language)}
            </span>
          )}
          {product.stock > 0 && product.deal_price == null && product.is_new && (
            <span className="badge">{t('common.new')}</span>
          )}
        </div>
        <span className="product-name">{product.name}</span>
      </PlainLink>
      {/* outside the link: a button inside a link is neither valid nor reachable on its own */}
      <div className="card-actions">{actions(product)}</div>
      <PriceTag price={product.price} dealPrice={product.deal_price} />
      <span className="product-meta">
        {product.review_count > 0 && (
          <span className="card-rating">
            <span aria-hidden="true">★ {formatDecimal(product.rating, i18n.language)}</span>
            <span className="visually-hidden">
              {t('product.ratingOf', { rating: formatDecimal(product.rating, i18n.language) })}
            </span>
            {' · '}
          </span>
        )}
        {t('common.sold', { count: product.sales, replace: { count: formatCount(product.sales, i18n.language) } })}
      </span>
      {product.free_delivery && <span className="product-meta card-free">{t('product.freeDelivery')}</span>}
      {/* the shop is away: the product still sells, and ships after its last day away */}
      {product.away_until && (
        <span className="product-meta product-away">
          {t('product.shipsAfterDay', { to: formatDay(product.away_until, i18n.language) })}
        </span>
      )}
    </li>
  );
}

export function ProductGrid({ items, eagerFirst = 0 }: { items: ProductItem[]; eagerFirst?: number }) {
  return (
    <ul className="product-grid">
      {items.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < eagerFirst} />
      ))}
    </ul>
  );
}
