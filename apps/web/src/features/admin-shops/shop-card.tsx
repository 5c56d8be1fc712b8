// One shop in the admin list: name (to its page), owner, state, rating, completed sales, refund
// rate, products, since when. A card on a phone; the list lays cards out as rows on a desktop.
import type { AdminShopRow } from '@polymart/contract/shops-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBasePrice } from '../../lib/base-price.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { formatDecimal, langTag } from '../../lib/numbers.ts';

/** Basis points as a percentage with one decimal, in the reader's language. */
export const percent = (bp: number | null, lang: string) =>
  bp === null
    ? '—'
    : new Intl.NumberFormat(langTag(lang), { style: 'percent', maximumFractionDigits: 1 }).format(bp / 10000);

export function ShopStateTag({ status }: { status: AdminShopRow['status'] }) {
  const { t } = useTranslation();
  return <span className={`shop-tag admin-shop-${status}`}>{t(`admin.shops.states.${status}`)}</span>;
}

export function ShopCard({ shop, href }: { shop: AdminShopRow; href: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  return (
    <li className="card admin-shop-card" data-testid={`shop-${shop.id}`}>
      <div className="admin-shop-who">
        <h2 className="admin-shop-name">
          <Link to={href}>{shop.name}</Link>
        </h2>
        <p className="small admin-shop-owner">{shop.owner ? `${shop.owner.name} · ${shop.owner.email}` : '—'}</p>
        <p className="admin-shop-tags">
          <ShopStateTag status={shop.status} />
        </p>
      </div>
      <dl className="admin-shop-figures">
        <div>
          <dt>{t('admin.shops.rating')}</dt>
          <dd>{formatDecimal(shop.rating, lang)}</dd>
        </div>
        <div>
          <dt>{t('admin.shops.sales')}</dt>
          <dd>
            {price(shop.sales_total)}{' '}
            <span className="small muted">{t('admin.shops.orders', { count: shop.sales_count })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('admin.shops.refundRate')}</dt>
          <dd>{percent(shop.refund_rate_bp, lang)}</dd>
        </div>
        <div>
          <dt>{t('admin.shops.products')}</dt>
          <dd>{shop.product_count}</dd>
        </div>
        <div>
          <dt>{t('admin.shops.created')}</dt>
          <dd>{formatDate(shop.created_at, lang)}</dd>
        </div>
      </dl>
    </li>
  );
}
