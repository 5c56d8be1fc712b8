// An order's timeline for operators: every change, newest first, with who made it (the person's
// name and their side: buyer, seller, the marketplace, automatically) and any note.
import type { AdminOrderEvent } from '@polymart/contract/orders-admin';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format.ts';
import { useLang } from '../lib/hooks.ts';

export function OrderEvents({
  events,
  kind = 'orders',
}: {
  events: AdminOrderEvent[];
  /** whose event names: an order's or a refund request's */
  kind?: 'orders' | 'refunds';
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (events.length === 0) return <p className="muted">{t('orders.noEvents')}</p>;
  return (
    <ol className="timeline" data-testid="admin-order-events">
      {[...events].reverse().map((e, i) => (
        // events have no id of their own; their place in the list is their identity
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i} className={i === 0 ? 'timeline-now' : undefined}>
          <strong>{t(`${kind}.event.${e.status}`, { defaultValue: e.status })}</strong>
          <span className="small muted">
            {' '}
            · {formatDateTime(e.created_at, lang)} · {t(`admin.orders.actor.${e.actor_role}`)}
            {e.actor && ` (${e.actor.name || e.actor.email})`}
          </span>
          {e.note && <p className="small">{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}
