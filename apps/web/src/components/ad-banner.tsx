import type { Ad } from '@polymart/contract';
import { imageUrl } from '../lib/api.ts';
import { usePrice } from '../lib/currency.ts';
import { fillMoney } from '../lib/money-text.ts';
import { PlainLink } from '../lib/plain-link.tsx';

/**
 * An ad: the generated banner with its localized title laid over (banners carry no text). Amounts
 * written as `{{money:9900}}` show in the buyer's currency and language (lib/money-text.ts).
 */
export function AdBanner({ ad, eager = false }: { ad: Ad; eager?: boolean }) {
  const price = usePrice();
  const inner = (
    <>
      <img
        src={imageUrl(ad.image)}
        alt=""
        width={1200}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        // the first top banner is the home page's largest paint (early.ts preloads it the same way)
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
      <span className="ad-text">
        <strong>{fillMoney(ad.title, price)}</strong>
        {ad.subtitle && <span>{fillMoney(ad.subtitle, price)}</span>}
      </span>
    </>
  );
  return ad.link.startsWith('/') ? (
    <PlainLink to={ad.link} className="ad">
      {inner}
    </PlainLink>
  ) : (
    <a href={ad.link} className="ad" rel="noopener">
      {inner}
    </a>
  );
}
