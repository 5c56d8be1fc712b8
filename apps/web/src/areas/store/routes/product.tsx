// Product detail (spec §2, issue 17): a swipeable, zoomable gallery, localized texts, rating and
// review count by the title, converted price, stock, flash deal, versions as choices with their own
// price and stock (by axis: colour, kit, size) and the version's SKU, the delivery estimate, the
// shop with its rating, coupons to collect, related products, the shop's best sellers, reviews;
// wishlist, compare, share, view policy; add to cart (visitors too, on the device) and buy now
// (straight to delivery with this one product), docked at the foot of the screen on phones.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Countdown } from '../../../components/countdown.tsx';
import { Icon } from '../../../components/icon.tsx';
import { PriceTag } from '../../../components/product-image.tsx';
import { Section } from '../../../components/section.tsx';
import { EmptyState, GridSkeleton, LineSkeleton } from '../../../components/states.tsx';
import { VacationNote } from '../../../components/vacation-note.tsx';
import { withRef } from '../../../features/affiliate/ref.ts';
import { BuyBox } from '../../../features/cart/buy-box.tsx';
import { productQuery } from '../../../features/catalog/api/queries.ts';
import { Gallery } from '../../../features/catalog/gallery.tsx';
import { RatingLine, ShopCard } from '../../../features/catalog/product-trust.tsx';
import { StagedGrid } from '../../../features/catalog/staged-grid.tsx';
import { VariantChoices } from '../../../features/catalog/variant-choices.tsx';
import { CompareButton } from '../../../features/compare/compare-button.tsx';
import { CompareLink } from '../../../features/compare/compare-link.tsx';
import { CouponStrip } from '../../../features/coupons/coupon-strip.tsx';
import { AskSeller } from '../../../features/messages/ask-seller.tsx';
import { ProductReviews } from '../../../features/reviews/product-reviews.tsx';
import { WishlistButton } from '../../../features/wishlist/wishlist-button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { PlainLink } from '../../../lib/plain-link.tsx';
import { useSession } from '../../../lib/session.ts';
import { Later } from '../../../lib/stages.tsx';
import { showToast } from '../../../lib/toast.ts';
import '../../../styles/product.css';
import { DeliveryEstimate } from '../product-delivery.tsx';

/** Shares the page; a signed-in customer's link carries their invitation code (affiliate). */
async function share(title: string, t: (k: string) => string, code?: string | null) {
  const url = withRef(window.location.href, code);
  if (navigator.share) {
    await navigator.share({ title, url }).catch(() => {});
    return;
  }
  await navigator.clipboard?.writeText(url);
  showToast(t('common.linkCopied'), 'success', 2000);
}

export default function Product() {
  const { t } = useTranslation();
  const user = useSession();
  const id = Number(useSearchParams()[0].get('id'));
  // a version picked (another id) keeps this product on screen until its own answer arrives
  const { data, error, dataUpdatedAt } = useQuery({
    ...productQuery(useLang(), id),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
  useTitle(data?.product.name);
  if (error || !(id > 0)) {
    const gone = !(id > 0) || (error instanceof ApiError && error.code === 2000021);
    return (
      <div className="page">
        <EmptyState title={gone ? t('product.notFound') : t('generic.error')}>
          <Link to={paths.home}>{t('notFound.home')}</Link>
        </EmptyState>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="page">
        <LineSkeleton lines={4} />
        <GridSkeleton count={2} />
      </div>
    );
  }
  const { product, shop } = data;
  const version = data.variants?.find((v) => v.current);
  return (
    <div className="page product-page">
      <div className="product-top">
        <Gallery images={product.images} name={product.name} />
        <div className="product-info">
          <h1>{product.name}</h1>
          <RatingLine rating={product.rating} reviews={product.review_count} />
          <p className="muted">{product.short_description}</p>
          {product.deal_price != null && product.deal_ends_at && (
            <p className="deal-line">
              <Icon name="bolt" size={16} filled /> {t('product.deal')} · {t('product.dealEnds')}{' '}
              <Countdown endsAt={product.deal_ends_at} />
            </p>
          )}
          <p className="product-price">
            <PriceTag price={product.price} dealPrice={product.deal_price} />
          </p>
          <p className={product.stock > 0 ? 'stock' : 'stock stock-out'}>
            {product.stock > 0 ? t('common.inStock', { count: product.stock }) : t('common.outOfStock')} ·{' '}
            {t('common.sold', { count: product.sales })}
          </p>
          <dl className="facts">
            {product.brand_name && (
              <>
                <dt>{t('product.brand')}</dt>
                <dd>
                  {product.brand_id ? (
                    <PlainLink to={paths.brand(product.brand_id)}>{product.brand_name}</PlainLink>
                  ) : (
                    product.brand_name
                  )}
                </dd>
              </>
            )}
            <dt>{t('product.category')}</dt>
            <dd>
              <PlainLink to={paths.category(product.category_id)}>{product.category_name}</PlainLink>
            </dd>
            {version?.sku && (
              <>
                <dt>{t('product.sku')}</dt>
                <dd data-testid="product-sku">{version.sku}</dd>
              </>
            )}
          </dl>
          <VariantChoices variants={data.variants ?? []} />
          <CouponStrip place={{ product_id: product.id }} />
          <VacationNote
            vacation={shop.vacation}
            keys={{ active: 'product.shipsAfter', upcoming: 'product.shopAwaySoon' }}
            shop={shop.name}
          />
          <BuyBox
            key={product.id}
            product={product}
            price={<PriceTag price={product.price} dealPrice={product.deal_price} />}
          />
          <DeliveryEstimate methods={data.delivery ?? []} vacation={shop.vacation} />
          <ShopCard shop={shop} />
          <div className="link-row">
            <WishlistButton product={product} withText />
            <CompareButton product={product} withText />
            <CompareLink />
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => void share(product.name, t, user?.invitation_code)}
            >
              <Icon name="share" size={18} /> {t('common.share')}
            </button>
            <PlainLink className="btn btn-ghost" to={paths.policy('return')}>
              {t('product.viewPolicy')}
            </PlainLink>
            <AskSeller shopId={shop.id} productId={product.id} className="btn btn-ghost" />
          </div>
        </div>
      </div>
      {/* below the first screen: each part drawn in a task of its own (lib/stages.tsx) */}
      <Later room>
        <Section id="product-description" title={t('product.description')}>
          <p className="prose">{product.description}</p>
        </Section>
        <ProductReviews key={product.id} productId={product.id} first={data.reviews} updatedAt={dataUpdatedAt} />
      </Later>
      {data.related.length > 0 && (
        <Later>
          <Section id="product-related" title={t('product.related')}>
            <StagedGrid items={data.related} />
          </Section>
        </Later>
      )}
      {data.best_sellers.length > 0 && (
        <Later>
          <Section id="product-best" title={t('product.bestSellers')} more={paths.shop(shop.id)}>
            <StagedGrid items={data.best_sellers} />
          </Section>
        </Later>
      )}
    </div>
  );
}
