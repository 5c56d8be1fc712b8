// A product's form: /products/new creates one (it waits for an operator), /products/:id edits one.
// Above the form the product's state says what a save does: a product never approved changes in
// place and waits again; a product on sale keeps selling while the change waits for review, and
// the form shows the change the seller sent last.
import { ERRORS, type SellerProductDetail } from '@polymart/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { sellerProductQuery, sellerProductsChanged } from '../../../features/seller-products/api.ts';
import { HiddenBadge, HiddenReason } from '../../../features/seller-products/moderation-note.tsx';
import { ProductStateBadge } from '../../../features/seller-products/product-card.tsx';
import { ProductForm } from '../../../features/seller-products/product-form.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

/** What the seller should know about the product's state before and after saving. */
function StateNote({ product }: { product: SellerProductDetail }) {
  const { t } = useTranslation();
  const key = product.revision
    ? 'seller.products.note.revision'
    : product.status === 'pending'
      ? 'seller.products.note.pending'
      : product.status === 'rejected'
        ? 'seller.products.note.rejected'
        : product.status === 'active'
          ? 'seller.products.note.active'
          : 'seller.products.note.inactive';
  return (
    <div className="card panel sp-note" role="status">
      <p className="sp-badges">
        <ProductStateBadge status={product.status} />
        {product.revision && <span className="status sp-revision">{t('seller.products.revisionBadge')}</span>}
        <HiddenBadge product={product} />
      </p>
      <p>{t(key)}</p>
      <HiddenReason product={product} />
      {product.status === 'rejected' && product.decision_remark && (
        <p>
          <strong>{t('seller.products.remark')}:</strong> {product.decision_remark}
        </p>
      )}
    </div>
  );
}

export default function SellerProductEdit() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const navigate = useNavigate();
  const client = useQueryClient();
  const raw = useParams().id;
  const id = raw ? Number(raw) : 0;
  const isNew = !raw;
  const title = t(isNew ? 'seller.products.newTitle' : 'seller.products.editTitle');
  useSellerTitle(title);
  const detail = useQuery({ ...sellerProductQuery(sellerId, id), enabled: id > 0 });
  const unknown =
    (!isNew && !(id > 0)) || (detail.error instanceof ApiError && detail.error.code === ERRORS.NO_DATA.code);

  const saved = (product: SellerProductDetail) => {
    client.setQueryData(sellerProductQuery(sellerId, product.id).queryKey, product);
    void sellerProductsChanged(client);
    showToast(
      t(
        isNew
          ? 'seller.products.saved.new'
          : product.revision
            ? 'seller.products.saved.revision'
            : 'seller.products.saved.pending',
      ),
      'success',
      5000,
    );
    if (isNew) navigate(sellerPaths.product(product.id), { replace: true });
  };

  return (
    <div className="page seller-page sp-edit">
      <p className="seller-back">
        <Link to={sellerPaths.products()}>{t('seller.products.back')}</Link>
      </p>
      <h1>{title}</h1>
      {isNew ? (
        <>
          <p className="muted">{t('seller.products.note.new')}</p>
          <ProductForm product={null} onSaved={saved} />
        </>
      ) : detail.data ? (
        <>
          <StateNote product={detail.data} />
          {/* a new key after each save: the form starts again from what the server kept */}
          <ProductForm key={detail.dataUpdatedAt} product={detail.data} onSaved={saved} />
        </>
      ) : unknown ? (
        <EmptyState title={t('seller.products.notFound')}>
          <Link to={sellerPaths.products()}>{t('seller.products.back')}</Link>
        </EmptyState>
      ) : detail.isError ? (
        <ErrorState onRetry={() => void detail.refetch()} />
      ) : (
        <LineSkeleton lines={8} />
      )}
    </div>
  );
}
