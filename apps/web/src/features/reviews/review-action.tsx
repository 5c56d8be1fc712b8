// Per item of a completed order: "Review" opens the review form in place, or the item says it is
// reviewed. Other orders show nothing here (the API answers 2000007 before completion).
import type { OrderItem, OrderSummary } from '@polymart/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewForm } from './review-form.tsx';

export function ReviewAction({ order, item }: { order: OrderSummary; item: OrderItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (order.status !== 'completed') return null;
  if (item.reviewed) return <span className="status status-completed">{t('reviews.reviewed')}</span>;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        aria-expanded={open}
        aria-label={t('reviews.writeFor', { name: item.name })}
        onClick={() => setOpen(!open)}
      >
        {t('reviews.write')}
      </button>
      {open && <ReviewForm orderId={order.id} item={item} onDone={() => setOpen(false)} />}
    </>
  );
}
