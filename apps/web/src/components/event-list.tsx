// An order's or a refund's history: every change newest first, with who made it and any note.
// The buyer reads "by you" as themselves, the seller as the seller: `actors` names the key family.
import type { OrderEvent } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../lib/currency.ts';
import { formatDateTime } from '../lib/format.ts';
import { useLang } from '../lib/hooks.ts';

export function EventList({
  events,
  kind = 'orders',
  actors = 'orders.actor',
}: {
  events: OrderEvent[];
  kind?: 'orders' | 'refunds';
  actors?: 'orders.actor' | 'seller.actor';
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = usePrice();
  // an approved refund's event carries the amount refunded, in base minor units, as its note
  const noteOf = (e: OrderEvent) =>
    e.status === 'refunded' && /^\d+$/.test(e.note)
      ? t('orders.refundedAmount', { amount: format(Number(e.note)) })
      : e.note;
  const newestFirst = [...events].reverse();
  if (newestFirst.length === 0) return <p className="muted">{t('orders.noEvents')}</p>;
  return (
    <ol className="timeline">
      {newestFirst.map((e, i) => (
        // events have no id of their own; their order in the list is their identity
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i} className={i === 0 ? 'timeline-now' : undefined}>
          <strong>{t(`${kind}.event.${e.status}`, { defaultValue: e.status })}</strong>
          <span className="small muted">
            {' '}
            · {formatDateTime(e.created_at, lang)} · {t(`${actors}.${e.actor_role}`)}
          </span>
          {e.note && <p className="small">{noteOf(e)}</p>}
        </li>
      ))}
    </ol>
  );
}
