// What an operator decided about a product or the whole shop (issue 15): a hidden product and a
// suspended shop are off the storefront; the seller reads why and since when. Orders already
// placed go on, so the note says so.
import type { SellerProduct } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';

export function HiddenBadge({ product }: { product: Pick<SellerProduct, 'hidden_at' | 'shop_suspended'> }) {
  const { t } = useTranslation();
  if (product.hidden_at) return <span className="status sp-hidden">{t('seller.moderation.hidden')}</span>;
  if (product.shop_suspended) return <span className="status sp-hidden">{t('seller.moderation.shopSuspended')}</span>;
  return null;
}

/** The operator's reason for hiding the product, under its card or above its form. */
export function HiddenReason({ product }: { product: Pick<SellerProduct, 'hidden_at' | 'hidden_reason'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!product.hidden_at) return null;
  return (
    <p className="small sp-remark" data-testid="hidden-reason">
      {t('seller.moderation.hiddenSince', { date: formatDateTime(product.hidden_at, lang) })}{' '}
      <strong>{t('seller.moderation.reason')}:</strong> {product.hidden_reason}
    </p>
  );
}

/** The shop's suspension on the seller's dashboard. */
export function SuspensionNote({ suspension }: { suspension: { reason: string; at: string | null } | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!suspension) return null;
  return (
    <section className="card panel sp-suspended" role="status" aria-labelledby="shop-suspended">
      <h2 id="shop-suspended">{t('seller.moderation.suspendedTitle')}</h2>
      <p>{t('seller.moderation.suspendedText')}</p>
      <p>
        <strong>{t('seller.moderation.reason')}:</strong> {suspension.reason}
      </p>
      {suspension.at && (
        <p className="small muted">{t('seller.moderation.since', { date: formatDateTime(suspension.at, lang) })}</p>
      )}
    </section>
  );
}
