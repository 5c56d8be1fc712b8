// When a parcel is expected (issue 17): the order's delivery window as the buyer's language writes
// dates. The API answers calendar days (YYYY-MM-DD); read at midday, no time zone moves one a day.
import type { OrderDetail } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';

export function DeliveryWindow({ order }: { order: Pick<OrderDetail, 'delivery_window' | 'status'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const window = order.delivery_window;
  // a closed or finished order expects nothing any more
  if (!window || ['cancelled', 'completed', 'delivered'].includes(order.status)) return null;
  const day = (d: string) => formatDate(`${d}T12:00:00`, lang);
  return (
    <p className="delivery-window">
      {window.from === window.to
        ? t('orders.expectedOn', { date: day(window.from) })
        : t('orders.expectedBetween', { from: day(window.from), to: day(window.to) })}
    </p>
  );
}
