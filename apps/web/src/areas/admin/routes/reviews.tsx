// Every shop's reviews (issue 15 §7): looked through by stars, hidden or shown, shop and product
// name, newest first; an operator hides one from the storefront (the ratings follow) or restores it.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPager, pageCount } from '../../../components/admin-pager.tsx';
import { Field, SelectField } from '../../../components/form-field.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { adminReviewsQuery, PAGE_SIZE, type ReviewFilters } from '../../../features/admin-moderation/api.ts';
import { AdminReviewCard } from '../../../features/admin-moderation/review-card.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { useUrlParams } from '../../../lib/filters.ts';
import { useAdminTitle } from '../title.ts';
import '../../../styles/orders.css';
import '../../../styles/admin-orders.css';

const KEYS = ['rating', 'hidden', 'shop_id', 'keyword'] as const;

function ReviewFilterForm({ filters, onApply }: { filters: ReviewFilters; onApply: (f: ReviewFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReviewFilters>(filters);
  const set = (key: keyof ReviewFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <form className="card admin-filters" onSubmit={submit} aria-label={t('admin.reviews.filters')}>
      <Field
        label={t('admin.reviews.keyword')}
        name="keyword"
        type="search"
        value={draft.keyword ?? ''}
        onChange={set('keyword')}
      />
      <SelectField label={t('admin.reviews.rating')} name="rating" value={draft.rating ?? ''} onChange={set('rating')}>
        <option value="">{t('admin.orders.any')}</option>
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={n}>
            {t('admin.reviews.stars', { n })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('admin.reviews.visibility')}
        name="hidden"
        value={draft.hidden ?? ''}
        onChange={set('hidden')}
      >
        <option value="">{t('admin.orders.any')}</option>
        <option value="false">{t('admin.reviews.shown')}</option>
        <option value="true">{t('admin.reviews.hidden')}</option>
      </SelectField>
      <Field
        label={t('admin.orders.shopId')}
        name="shop_id"
        inputMode="numeric"
        value={draft.shop_id ?? ''}
        onChange={set('shop_id')}
      />
      <div className="admin-filters-actions">
        <button type="submit" className="btn">
          {t('admin.orders.apply')}
        </button>
      </div>
    </form>
  );
}

function ReviewsPage() {
  const { t } = useTranslation();
  const [params, change] = useUrlParams();
  const filters: ReviewFilters = Object.fromEntries(
    KEYS.map((k) => [k, params.get(k)?.trim() || undefined]).filter(([, v]) => v),
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(adminReviewsQuery(filters, page));
  return (
    <main className="page admin-page" id="content">
      <h1>{t('admin.reviews.title')}</h1>
      <ReviewFilterForm
        key={params.toString()}
        filters={filters}
        onApply={(f) =>
          change({ ...Object.fromEntries(KEYS.map((k) => [k, f[k]?.trim() || undefined])), page: undefined })
        }
      />
      <h2 className="admin-found" aria-live="polite">
        {list.data ? t('admin.reviews.found', { n: list.data.total }) : t('admin.reviews.title')}
      </h2>
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LineSkeleton lines={4} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('admin.reviews.empty')} />
      ) : (
        <>
          <ul className="admin-cards" data-testid="admin-reviews">
            {list.data.items.map((r) => (
              <AdminReviewCard key={r.id} review={r} />
            ))}
          </ul>
          <AdminPager
            page={page}
            pages={pageCount(list.data.total, PAGE_SIZE)}
            onPage={(p) => change({ page: p > 1 ? String(p) : undefined })}
          />
        </>
      )}
    </main>
  );
}

export default function AdminReviews() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.reviews.title'));
  return (
    <RequirePermission permission="reviews">
      <ReviewsPage />
    </RequirePermission>
  );
}
