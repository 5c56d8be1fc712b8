// A product's versions (issue 17): each version is its own product with its own URL (shared links
// and a reload keep the choice, and the cart gets that version), so a choice is a link. A group
// whose products name their axes (migration 0034) shows one row of chips per axis ("Colour",
// "Kit"): a chip leads to the version that differs from the shown one in that axis only, with its
// price; a combination that does not exist or is sold out is a disabled chip. A group without axes
// lists its versions with picture, price and stock. The page keeps the last product on screen while
// the next loads, and a choice's answer is fetched as soon as the pointer or focus rests on it.
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

type Choice = ProductDetail['variants'][number];

const shownPrice = (v: Choice) => (v.deal_price != null && v.deal_price < v.price ? v.deal_price : v.price);

export function VariantChoices({ variants }: { variants: ProductDetail['variants'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  if (variants.length < 2) return null;
  const current = variants.find((v) => v.current);
  const prefetch = (id: number) => void client.prefetchQuery(productQuery(lang, id));
  return (
    <nav className="variant-choices" aria-label={t('product.variants')}>
      {current?.options.length ? (
        current.options.map((o, axis) => (
          <AxisChoices key={o.axis} axis={axis} current={current} variants={variants} prefetch={prefetch} />
        ))
      ) : (
        <VersionList variants={variants} current={current} prefetch={prefetch} />
      )}
    </nav>
  );
}

/** One axis: its name with the shown value, then a chip per value the group has on it. */
function AxisChoices({
  axis,
  current,
  variants,
  prefetch,
}: {
  axis: number;
  current: Choice;
  variants: Choice[];
  prefetch: (id: number) => void;
}) {
  const { t } = useTranslation();
  const format = usePrice();
  const { axis: name, value: shown } = current.options[axis]!;
  const values = [...new Set(variants.map((v) => v.options[axis]?.value ?? ''))].filter(Boolean);
  // the version with `value` on this axis and the shown version's values on the others
  const versionWith = (value: string) =>
    variants.find((v) =>
      current.options.every((o, i) => (v.options[i]?.value ?? '') === (i === axis ? value : o.value)),
    );
  return (
    <fieldset className="variant-axis" data-testid="variant-axis">
      <legend className="small">
        {name}: <strong>{shown}</strong>
      </legend>
      <ul>
        {values.map((value) => {
          const v = versionWith(value);
          if (v?.current) {
            return (
              <li key={value}>
                <span className="chip variant-chip" aria-current="true" data-testid="variant-option">
                  {value}
                </span>
              </li>
            );
          }
          if (!v || v.stock <= 0) {
            return (
              <li key={value}>
                <span className="chip variant-chip" aria-disabled="true" data-testid="variant-option">
                  {value}
                  <span className="variant-stock">
                    {' · '}
                    {v ? t('common.outOfStock') : t('product.optionUnavailable')}
                  </span>
                </span>
              </li>
            );
          }
          return (
            <li key={value}>
              <Link
                to={paths.product(v.id)}
                replace
                preventScrollReset
                className="chip variant-chip"
                onPointerEnter={() => prefetch(v.id)}
                onFocus={() => prefetch(v.id)}
                data-testid="variant-option"
              >
                {value}
                <span className="variant-price"> · {format(shownPrice(v))}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Versions without axes: a choice each with its picture, label, price and stock. */
function VersionList({
  variants,
  current,
  prefetch,
}: {
  variants: Choice[];
  current: Choice | undefined;
  prefetch: (id: number) => void;
}) {
  const { t } = useTranslation();
  const format = usePrice();
  const n = useNumbers();
  return (
    <>
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
                  <span className={deal ? 'variant-price variant-deal' : 'variant-price'}>{format(shownPrice(v))}</span>
                  <span className="variant-stock">
                    {v.stock > 0 ? t('common.inStock', n.counted(v.stock)) : t('common.outOfStock')}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
