// A buyer's review of one item of a completed order: 1–5 stars (a native radio group, so arrow
// keys move between them and the choice is read out), a remark of at most 140 characters with
// what is left, and up to six photos uploaded with progress. Once saved the item says reviewed.
import type { OrderItem } from '@polymart/contract/orders';
import { reviewBody } from '@polymart/contract/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PHOTOS, PhotoPicker, usePhotos } from '../../components/photo-picker.tsx';
import { Problem } from '../../components/problem.tsx';
import { RemarkField } from '../../components/remark-field.tsx';
import { parseForm } from '../../lib/form-errors.ts';
import { useAction } from '../../lib/use-action.ts';
import { reviewsChanged, submitReview, uploadReviewPhoto } from './api.ts';
import '../../styles/after-sales.css';

function StarInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="star-input">
      <legend>{t('reviews.rating')}</legend>
      <div className="star-row">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= value ? 'star-pick star-pick-on' : 'star-pick'}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} required />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.stars', { count: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ReviewForm({ orderId, item, onDone }: { orderId: number; item: OrderItem; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [rating, setRating] = useState(0);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string>();
  const photos = usePhotos(uploadReviewPhoto, MAX_PHOTOS);
  const { run, busy, error } = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // the contract's schema first: a missing rating is said here, before the server would
    const input = { order_id: orderId, product_id: item.product_id, rating, remark, photos: photos.paths };
    const parsed = parseForm(reviewBody, input, t, { rating: 'reviews.chooseRating' });
    setProblem(parsed.ok ? undefined : Object.values(parsed.errors)[0]);
    if (!parsed.ok || photos.uploading) return;
    const done = await run(async () => {
      await submitReview(parsed.data);
      await reviewsChanged(client);
      return 'reviews.sent';
    });
    if (done) onDone();
  };
  return (
    <form className="order-panel review-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>{t('reviews.formTitle', { name: item.name })}</h3>
      <StarInput
        value={rating}
        onChange={(n) => {
          setRating(n);
          setProblem(undefined);
        }}
      />
      <Problem text={problem} />
      <RemarkField label={t('reviews.remark')} value={remark} onChange={setRemark} />
      <PhotoPicker label={t('reviews.photos')} state={photos} />
      <Problem text={error} />
      <button type="submit" className="btn" disabled={busy || photos.uploading} aria-busy={busy || undefined}>
        {photos.uploading ? t('photos.waiting') : t('reviews.submit')}
      </button>
    </form>
  );
}
