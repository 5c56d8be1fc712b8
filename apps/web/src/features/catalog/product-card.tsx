import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../lib/api.ts';
import { usePrice } from '../../lib/currency.ts';
import { paths } from '../../lib/paths.ts';
import { CompareButton } from '../compare/compare-button.tsx';
import { WishlistButton } from '../wishlist/wishlist-button.tsx';
import type { ProductItem } from './types.ts';

/** Responsive product image: the 200/400/800 px WebP files the server generates. */
export function ProductImage({
  path,
  alt,
  sizes,
  eager = false,
}: {
  path: string;
  alt: string;
  sizes: string;
  eager?: boolean;
}) {
  const at = (size: number) => imageUrl(path.replace(/-\d+\.webp$/, `-${size}.webp`));
  return (
    <img
      src={at(400)}
      srcSet={`${at(200)} 200w, ${at(400)} 400w, ${at(800)} 800w`}
      sizes={sizes}
      alt={alt}
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

export function PriceTag({ price, dealPrice }: { price: number; dealPrice?: number | null }) {
  const format = usePrice();
  if (dealPrice != null && dealPrice < price) {
    return (
      <span className="price">
        <strong className="price-now">{format(dealPrice)}</strong> <s className="price-was">{format(price)}</s>
      </span>
    );
  }
  return (
    <span className="price">
      <strong className="price-now">{format(price)}</strong>
    </span>
  );
}

export function ProductCard({ product, eager = false }: { product: ProductItem; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="card product-card">
      <Link to={paths.product(product.id)} className="product-link">
        <div className="product-media">
          <ProductImage path={product.image} alt="" sizes="(min-width: 960px) 220px, 45vw" eager={eager} />
          {product.stock === 0 && <span className="badge badge-muted">{t('common.outOfStock')}</span>}
          {product.stock > 0 && product.is_new && <span className="badge">{t('common.new')}</span>}
        </div>
        <span className="product-name">{product.name}</span>
      </Link>
      {/* outside the link: a button inside a link is neither valid nor reachable on its own */}
      <div className="card-actions">
        <WishlistButton product={product} />
        <CompareButton product={product} />
      </div>
      <PriceTag price={product.price} dealPrice={product.deal_price} />
      <span className="product-meta">{t('common.sold', { count: product.sales })}</span>
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
