// Reviews of the seller's products, newest first, filtered by "waiting for a reply" and by stars
// (both in the URL: ?unreplied=1&rating=5); each takes one reply, shown read-only after.
import { REVIEW_RATINGS } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { EndlessList } from '../../../components/load-more.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { fetchSellerReviews, SELLER_REVIEWS } from '../../../features/seller-reviews/api.ts';
import { SellerReviewCard } from '../../../features/seller-reviews/review-card.tsx';
import { useUrlParams } from '../../../lib/filters.ts';
import { usePagedList } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { useSellerTitle } from '../title.ts';

export default function SellerReviews() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const [params, change] = useUrlParams();
  const unreplied = params.get('unreplied') === '1';
  const rawRating = Number(params.get('rating'));
  const rating = REVIEW_RATINGS.includes(rawRating as 1) ? rawRating : undefined;
  useSellerTitle(t('seller.reviews.title'));
  const { list, items } = usePagedList(
    [SELLER_REVIEWS, sellerId, unreplied, rating],
    (page, signal) => fetchSellerReviews({ unreplied, rating }, page, signal),
    { staleTime: 0 },
  );
  const go = (next: { unreplied: boolean; rating?: number }) =>
    change({ unreplied: next.unreplied ? '1' : undefined, rating: next.rating ? String(next.rating) : undefined });
  return (
    <div className="page seller-page">
      <h1>{t('seller.reviews.title')}</h1>
      <div className="review-filters">
        <ul className="chips" aria-label={t('seller.reviews.filter')}>
          {[false, true].map((only) => (
            <li key={String(only)}>
              <button
                type="button"
                className="chip"
                aria-pressed={unreplied === only}
                onClick={() => go({ unreplied: only, rating })}
              >
                {only ? t('seller.reviews.unreplied') : t('seller.reviews.all')}
              </button>
            </li>
          ))}
        </ul>
        <div className="field field-inline">
          <label htmlFor="review-rating">{t('seller.reviews.rating')}</label>
          <select
            id="review-rating"
            value={rating ?? ''}
            onChange={(e) => go({ unreplied, rating: Number(e.target.value) || undefined })}
          >
            <option value="">{t('seller.reviews.anyRating')}</option>
            {[...REVIEW_RATINGS].reverse().map((n) => (
              <option key={n} value={n}>
                {t('seller.reviews.starsOf', { n })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <EndlessList
        query={list}
        items={items}
        empty={<EmptyState title={t('seller.reviews.empty')} />}
        render={(review) => <SellerReviewCard key={review.id} review={review} />}
      />
    </div>
  );
}
