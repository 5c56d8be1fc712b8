import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../lib/numbers.ts';

/** A 0–5 rating as stars, read out as text. */
export function Stars({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation();
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span
      className="stars"
      role="img"
      aria-label={t('product.ratingOf', { rating: formatDecimal(rating, i18n.language) })}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} className={i <= rounded ? 'star star-on' : 'star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
