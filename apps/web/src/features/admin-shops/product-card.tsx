// One product in the admin list: photo, name, shop (to its page), category, state, on the
// storefront or not, price and stock; hide with a reason or restore in place.
import type { AdminProductRow } from '@polymart/contract/shops-admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../lib/api.ts';
import { useBasePrice } from '../../lib/base-price.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { ModerationForm } from './moderation-form.tsx';

/** `history`: what the screen shows of the product's own history, under its facts. */
export function AdminProductCard({
  product,
  shopHref,
  history,
}: {
  product: AdminProductRow;
  shopHref: string;
  history?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  const name = product.name || `#${product.id}`;
  return (
    <li className="card admin-product-card" data-testid={`product-${product.id}`}>
      {product.image ? (
        <img
          className="admin-product-cover"
          src={imageUrl(`${product.image}-200.webp`)}
          alt=""
          width={64}
          height={64}
        />
      ) : (
        <span className="admin-product-cover" />
      )}
      <div className="admin-product-body">
        <h2 className="admin-product-name">{name}</h2>
        <p className="small muted">
          <Link to={shopHref}>{product.shop.name}</Link> · {product.category.name}
          {product.sku && ` · ${product.sku}`}
        </p>
        <p className="admin-shop-tags">
          <span className="shop-tag">{t(`admin.products.states.${product.status}`)}</span>
          {product.hidden.active && <span className="shop-tag admin-shop-suspended">{t('admin.products.hidden')}</span>}
          {product.shop.status === 'suspended' && (
            <span className="shop-tag admin-shop-suspended">{t('admin.products.shopSuspended')}</span>
          )}
          <span className={product.on_sale ? 'shop-tag admin-shop-active' : 'shop-tag'}>
            {t(product.on_sale ? 'admin.products.onSale' : 'admin.products.offSale')}
          </span>
        </p>
        <p className="small">
          <strong>{price(product.price)}</strong> · {t('admin.products.stock', { count: product.stock })} ·{' '}
          {t('admin.products.sales', { count: product.sales })}
        </p>
        {product.hidden.active && (
          <p className="small admin-moderation-reason" data-testid="hidden-reason">
            {t('admin.products.hiddenBy', {
              name: product.hidden.by?.name ?? '—',
              date: product.hidden.at ? formatDateTime(product.hidden.at, lang) : '',
            })}{' '}
            <strong>{t('admin.shops.reasonLabel')}:</strong> {product.hidden.reason}
          </p>
        )}
        {history}
      </div>
      <div className="admin-product-actions">
        <ModerationForm what="products" id={product.id} off={product.hidden.active} name={name} />
      </div>
    </li>
  );
}
