// One review of the seller's product: the product, the stars, the buyer's text and photos, and the
// seller's reply — a box while there is none, read-only once given (the API takes one reply each).
import { reviewReplyBody, type SellerReview } from '@polymart/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Problem } from '../../components/problem.tsx';
import { Stars } from '../../components/stars.tsx';
import { imageUrl } from '../../lib/api.ts';
import { failureText, parseForm } from '../../lib/form-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { showToast } from '../../lib/toast.ts';
import { replyToReview, sellerReviewsChanged } from './api.ts';

/** The API's limit on a reply. */
const REPLY_MAX = 500;

function ReplyForm({ review }: { review: SellerReview }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const client = useQueryClient();
  const [error, setError] = useState<string>();
  // a mutation of the query client, so the area sees a refusal (2000040) where it sees all of them
  const send = useMutation({
    mutationFn: replyToReview,
    onSuccess: async () => {
      showToast(t('seller.reviews.replied'), 'success');
      await sellerReviewsChanged(client);
    },
    onError: (err) => setError(failureText(err, t)),
  });
  const busy = send.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(undefined);
    const parsed = parseForm(reviewReplyBody, { id: review.id, reply: text }, t);
    if (!parsed.ok) return setError(Object.values(parsed.errors)[0]);
    send.mutate(parsed.data);
  };
  return (
    <form className="review-reply-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>{t('seller.reviews.replyLabel')}</label>
        <textarea
          id={id}
          rows={3}
          maxLength={REPLY_MAX}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count`}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={`${id}-count`} className="small muted">
          {t('orders.charsLeft', { count: REPLY_MAX - text.length })}
        </p>
      </div>
      <Problem text={error} />
      <p className="small muted">{t('seller.reviews.onceOnly')}</p>
      <button type="submit" className="btn" disabled={busy}>
        {t('seller.reviews.send')}
      </button>
    </form>
  );
}

export function SellerReviewCard({ review }: { review: SellerReview }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="card seller-review">
      <div className="seller-review-head">
        <img src={imageUrl(review.product.image)} alt="" width={56} height={56} loading="lazy" />
        <div>
          <h2 className="seller-review-product">{review.product.name}</h2>
          <p className="small muted">
            {t('seller.reviews.by', { name: review.author || t('seller.reviews.buyer') })} ·{' '}
            {formatDate(review.created_at, lang)}
          </p>
        </div>
      </div>
      <Stars rating={review.rating} />
      {review.remark ? <p>{review.remark}</p> : <p className="muted">{t('seller.reviews.noText')}</p>}
      {review.photos.length > 0 && (
        <ul className="photo-list" aria-label={t('seller.reviews.photos')}>
          {review.photos.map((path, i) => (
            <li key={path}>
              <img
                src={imageUrl(path)}
                alt={t('photos.photo', { index: i + 1 })}
                width={72}
                height={72}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
      {review.reply !== null ? (
        <div className="seller-reply">
          <h3>{t('seller.reviews.yourReply')}</h3>
          <p>{review.reply}</p>
          {review.replied_at && <p className="small muted">{formatDate(review.replied_at, lang)}</p>}
        </div>
      ) : (
        <ReplyForm review={review} />
      )}
    </li>
  );
}
