// A product's picture and price as every product list and page shows them.
import { imageUrl } from '../lib/api.ts';
import { usePrice } from '../lib/currency.ts';

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
