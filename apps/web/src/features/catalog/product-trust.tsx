// What a buyer checks before trusting a listing (issue 17): the product's rating and review count
// next to its title (a jump to the reviews), and the shop with its rating and a link to it.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';
import { Stars } from '../../components/stars.tsx';
import { imageUrl } from '../../lib/api.ts';
import { useNumbers } from '../../lib/numbers.ts';
import { paths } from '../../lib/paths.ts';
import { PlainLink } from '../../lib/plain-link.tsx';
import type { ProductDetail } from './types.ts';

/** Scrolls to a section and moves focus to its heading, so keyboard and screen reader users land there too. */
function jumpTo(headingId: string) {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  heading.setAttribute('tabindex', '-1');
  heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

export function RatingLine({ rating, reviews }: { rating: number; reviews: number }) {
  const { t } = useTranslation();
  const n = useNumbers();
  // the app routes by the hash, so an in-page "#reviews" link would navigate away: a button scrolls
  return (
    <p className="rating-line" data-testid="rating-line">
      {reviews > 0 && (
        <>
          <Stars rating={rating} />
          <span className="rating-value" aria-hidden="true">
            {n.decimal(rating)}
          </span>
        </>
      )}
      <button type="button" className="link-btn" onClick={() => jumpTo('product-reviews')}>
        {reviews > 0 ? t('product.reviewCount', n.counted(reviews)) : t('product.noRatings')}
      </button>
    </p>
  );
}

export function ShopCard({ shop }: { shop: ProductDetail['shop'] }) {
  const { t } = useTranslation();
  const n = useNumbers();
  return (
    <div className="shop-card" data-testid="shop-card">
      {shop.logo ? (
        <img src={imageUrl(shop.logo)} alt="" width={48} height={48} className="shop-card-logo" />
      ) : (
        <span className="shop-card-logo" aria-hidden="true">
          <Icon name="store" size={24} />
        </span>
      )}
      <div className="shop-card-text">
        <PlainLink to={paths.shop(shop.id)} className="shop-card-name">
          {shop.name}
        </PlainLink>
        {shop.rating > 0 && (
          <span className="small">
            <Stars rating={shop.rating} /> {n.decimal(shop.rating)}
          </span>
        )}
      </div>
      <PlainLink className="btn btn-outline shop-card-visit" to={paths.shop(shop.id)}>
        {t('product.visitStore')}
      </PlainLink>
    </div>
  );
}
