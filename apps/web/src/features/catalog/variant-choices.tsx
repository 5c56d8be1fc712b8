// A product's versions (issue 17): each a choice on the page with its own price and stock, the shown
// one marked. Each version is its own product with its own URL (shared links keep working), so a
// choice is a link; the page keeps the last product on screen while the next loads (no skeleton),
// and a choice's answer is fetched as soon as the pointer or focus rests on it.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../lib/api.ts';
import { usePrice } from '../../lib/currency.ts';
import { useLang } from '../../lib/hooks.ts';
import { useNumbers } from '../../lib/numbers.ts';
import { paths } from '../../lib/paths.ts';
import { productQuery } from './api/queries.ts';
import type { ProductDetail } from './types.ts';

export function VariantChoices({ variants }: { variants: ProductDetail['variants'] }) {
  const { t } = useTranslation();
  const format = usePrice();
  const n = useNumbers();
  const lang = useLang();
  const client = useQueryClient();
  if (variants.length < 2) return null;
  const current = variants.find((v) => v.current);
  const prefetch = (id: number) => void client.prefetchQuery(productQuery(lang, id));
  return (
    <nav className="variant-choices" aria-label={t('product.variants')}>
      <p className="small">
        {t('product.variants')}
        {current && (
          <>
            : <strong>{current.label}</strong>
          </>
        )}
      </p>
      <ul>
        {variants.map((v) => {
          const deal = v.deal_price != null && v.deal_price < v.price;
          return (
            <li key={v.id}>
              <Link
                to={paths.product(v.id)}
                replace
                preventScrollReset
                aria-current={v.current ? 'page' : undefined}
                className={v.stock > 0 ? 'variant-choice' : 'variant-choice variant-out'}
                onPointerEnter={() => prefetch(v.id)}
                onFocus={() => prefetch(v.id)}
                data-testid="variant-choice"
              >
                {v.thumb && <img src={imageUrl(v.thumb)} alt="" width={48} height={48} />}
                <span>
                  <strong>{v.label}</strong>
                  <span className={deal ? 'variant-price variant-deal' : 'variant-price'}>
                    {format(deal ? v.deal_price! : v.price)}
                  </span>
                  <span className="variant-stock">
                    {v.stock > 0 ? t('common.inStock', n.counted(v.stock)) : t('common.outOfStock')}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
