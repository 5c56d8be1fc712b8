// One product in the seller's list: cover, name (to its form), state, a staged change waiting for
// an operator, price in the seller's chosen currency, stock, sales, the operator's remark when it
// was rejected; unlist or relist in place.
import type { ProductState, SellerProduct } from '@polymart/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Problem } from '../../components/problem.tsx';
import { imageUrl } from '../../lib/api.ts';
import { usePrice } from '../../lib/currency.ts';
import { failureText } from '../../lib/form-errors.ts';
import { useNumbers } from '../../lib/numbers.ts';
import { showToast } from '../../lib/toast.ts';
import { LOW_STOCK, sellerProductsChanged, setListed } from './api.ts';
import { HiddenBadge, HiddenReason } from './moderation-note.tsx';

export function ProductStateBadge({ status }: { status: ProductState }) {
  const { t } = useTranslation();
  return <span className={`status sp-status-${status}`}>{t(`seller.products.status.${status}`)}</span>;
}

function ListToggle({ product }: { product: SellerProduct }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const listed = product.status === 'active';
  if (product.status !== 'active' && product.status !== 'inactive') return null;
  const toggle = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await setListed(product.id, !listed);
      showToast(t(listed ? 'seller.products.unlisted' : 'seller.products.relisted'), 'success');
      await sellerProductsChanged(client);
    } catch (err) {
      setError(failureText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        disabled={busy}
        aria-label={t(listed ? 'seller.products.unlistNamed' : 'seller.products.relistNamed', { name: product.name })}
        onClick={() => void toggle()}
      >
        {t(listed ? 'seller.products.unlist' : 'seller.products.relist')}
      </button>
      <Problem text={error} />
    </>
  );
}

export function SellerProductCard({ product, editTo }: { product: SellerProduct; editTo: string }) {
  const { t } = useTranslation();
  const format = usePrice();
  const n = useNumbers();
  const low = product.stock <= LOW_STOCK;
  return (
    <li className="card sp-card">
      {product.image_key ? (
        <img className="sp-cover" src={imageUrl(`${product.image_key}-200.webp`)} alt="" width={72} height={72} />
      ) : (
        <span className="sp-cover" />
      )}
      <div className="sp-card-body">
        <h2>
          <Link to={editTo}>{product.name || t('seller.products.unnamed')}</Link>
        </h2>
        <p className="sp-badges">
          <ProductStateBadge status={product.status} />
          {product.revision_pending && <span className="status sp-revision">{t('seller.products.revisionBadge')}</span>}
          <HiddenBadge product={product} />
        </p>
        <p className="small sp-figures">
          <strong>{format(product.price)}</strong>
          <span className={low ? 'sp-low' : undefined}>{t('seller.products.stock', n.counted(product.stock))}</span>
          <span>{t('seller.products.sales', n.counted(product.sales))}</span>
        </p>
        {product.status === 'rejected' && product.decision_remark && (
          <p className="small sp-remark">
            {t('seller.products.remark')}: {product.decision_remark}
          </p>
        )}
        <HiddenReason product={product} />
      </div>
      <div className="sp-card-actions">
        <Link className="btn btn-ghost" to={editTo} aria-label={t('seller.products.editNamed', { name: product.name })}>
          {t('seller.products.edit')}
        </Link>
        <ListToggle product={product} />
      </div>
    </li>
  );
}
