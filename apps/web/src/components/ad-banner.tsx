import type { Ad } from '@polymart/contract';
import { Link } from 'react-router';
import { imageUrl } from '../lib/api.ts';

/** An ad: the generated banner with its localized title laid over (banners carry no text). */
export function AdBanner({ ad, eager = false }: { ad: Ad; eager?: boolean }) {
  const inner = (
    <>
      <img
        src={imageUrl(ad.image)}
        alt=""
        width={1200}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="ad-text">
        <strong>{ad.title}</strong>
        {ad.subtitle && <span>{ad.subtitle}</span>}
      </span>
    </>
  );
  return ad.link.startsWith('/') ? (
    <Link to={ad.link} className="ad">
      {inner}
    </Link>
  ) : (
    <a href={ad.link} className="ad" rel="noopener">
      {inner}
    </a>
  );
}
