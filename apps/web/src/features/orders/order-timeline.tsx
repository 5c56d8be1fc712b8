// The order's tracking timeline on the buyer's order page.
import type { OrderEvent } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { EventList } from '../../components/event-list.tsx';

export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation();
  return (
    <section className="card panel" aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('orders.timeline')}</h2>
      <EventList events={events} />
    </section>
  );
}
