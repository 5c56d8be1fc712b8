// One review for an operator: the product and shop, who wrote it, the stars and text, the photos'
// count, the seller's reply, and hiding it from the storefront (ratings follow) or restoring it.
import type { AdminReview } from '@polymart/contract/orders-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Problem } from '../../components/problem.tsx';
import { Stars } from '../../components/stars.tsx';
import { failureText } from '../../lib/form-errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { showToast } from '../../lib/toast.ts';
import { ADMIN_REVIEWS, hideReview } from './api.ts';

export function AdminReviewCard({ review: r }: { review: AdminReview }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const [error, setError] = useState<string>();
  const toggle = useMutation({
    mutationFn: () => hideReview(r.id, !r.hidden),
    onMutate: () => setError(undefined),
    onSuccess: async ({ hidden }) => {
      showToast(t(hidden ? 'admin.reviews.hiddenDone' : 'admin.reviews.restoredDone'), 'success');
      await client.invalidateQueries({ queryKey: [ADMIN_REVIEWS] });
    },
    onError: (err) => setError(failureText(err, t)),
  });
  const headingId = `review-${r.id}`;
  return (
    <li className={r.hidden ? 'card review-hidden' : 'card'} data-testid="admin-review">
      <div className="admin-card-head">
        <h2 id={headingId}>{r.product.name || `#${r.product.id}`}</h2>
        {r.hidden && <span className="status status-cancelled">{t('admin.reviews.hidden')}</span>}
      </div>
      <p className="small muted">
        {r.shop.name} · {r.author.name || r.author.email} · {formatDateTime(r.created_at, lang)}
      </p>
      <Stars rating={r.rating} />
      {r.remark && <p className="admin-review-text">{r.remark}</p>}
      {r.photos.length > 0 && <p className="small muted">{t('admin.reviews.photos', { n: r.photos.length })}</p>}
      {r.reply && (
        <p className="small admin-review-text">
          <span className="muted">{t('admin.reviews.reply')}</span> {r.reply}
        </p>
      )}
      <Problem text={error} />
      <div className="admin-card-actions">
        <button
          type="button"
          className="btn btn-outline"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
          aria-describedby={headingId}
        >
          {r.hidden ? t('admin.reviews.restore') : t('admin.reviews.hide')}
        </button>
      </div>
    </li>
  );
}
