// The product page's reviews: the average, the count and a bar per star (read out as "5 stars: 3
// reviews"), then the reviews newest first with their photos and the seller's reply, a page at a
// time. The first page comes with the product detail; more pages are asked for on demand.
import type { Review, ReviewPage } from '@polymart/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/section.tsx';
import { Stars } from '../../components/stars.tsx';
import { imageUrl } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { formatDecimal, useNumbers } from '../../lib/numbers.ts';
import { nextPage } from '../../lib/paged.ts';
import { fetchReviews } from './api.ts';
import '../../styles/after-sales.css';

function Distribution({ summary }: { summary: ReviewPage }) {
  const { t } = useTranslation();
  return (
    <ul className="review-bars">
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = summary.distribution[stars] ?? 0;
        const percent = summary.total ? Math.round((n * 100) / summary.total) : 0;
        return (
          <li key={stars}>
            <span className="visually-hidden">{t('reviews.barLabel', { stars, count: n })}</span>
            <span aria-hidden="true">{t('reviews.starsShort', { stars })}</span>
            <span className="review-bar" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </span>
            <span aria-hidden="true">{n}</span>
          </li>
        );
      })}
    </ul>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="card review">
      <p className="review-head">
        <Stars rating={review.rating} /> <strong>{review.user_name}</strong>{' '}
        <span className="muted small">{formatDate(review.created_at, lang)}</span>
      </p>
      {review.remark && <p>{review.remark}</p>}
      {review.photos.length > 0 && (
        <ul className="review-photos">
          {review.photos.map((path, i) => (
            <li key={path}>
              <a href={imageUrl(path)} target="_blank" rel="noreferrer">
                <img
                  src={imageUrl(path)}
                  alt={t('reviews.photoOf', { index: i + 1, name: review.user_name })}
                  width={72}
                  height={72}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="review-reply">
          <strong>{t('reviews.sellerReply')}</strong>
          <p>{review.reply}</p>
        </div>
      )}
    </li>
  );
}

export function ProductReviews({
  productId,
  first,
  updatedAt,
}: {
  productId: number;
  /** Page 1, as the product detail answered it. */
  first: ReviewPage;
  updatedAt: number;
}) {
  const { t, i18n } = useTranslation();
  const n = useNumbers();
  const query = useInfiniteQuery({
    queryKey: ['reviews', productId],
    // later pages in the size of the first, so none is skipped or shown twice
    queryFn: ({ pageParam, signal }) => fetchReviews(productId, pageParam, first.page_size, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    initialData: { pages: [first], pageParams: [1] },
    initialDataUpdatedAt: updatedAt,
  });
  const summary = query.data.pages[0] ?? first;
  const items = query.data.pages.flatMap((p) => p.items);
  return (
    <Section id="product-reviews" title={t('product.reviews')}>
      {summary.total === 0 ? (
        <p className="muted">{t('product.noReviews')}</p>
      ) : (
        <>
          <div className="review-summary">
            <p>
              <span className="review-average">{formatDecimal(summary.average, i18n.language)}</span>{' '}
              <Stars rating={summary.average} />
              <br />
              <span className="muted">{t('product.reviewCount', n.counted(summary.total))}</span>
            </p>
            <Distribution summary={summary} />
          </div>
          <ul className="reviews">
            {items.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
          {query.hasNextPage && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('common.loading') : t('reviews.more')}
            </button>
          )}
        </>
      )}
    </Section>
  );
}
