// The order's tracking timeline: every change, newest first, with who made it and any note.
import type { OrderEvent } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../lib/currency.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';

export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = usePrice();
  // an approved refund's event carries the amount refunded, in base minor units, as its note
  const noteOf = (e: OrderEvent) =>
    e.status === 'refunded' && /^\d+$/.test(e.note)
      ? t('orders.refundedAmount', { amount: format(Number(e.note)) })
      : e.note;
  const newestFirst = [...events].reverse();
  return (
    <section className="card panel" aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('orders.timeline')}</h2>
      {newestFirst.length === 0 ? (
        <p className="muted">{t('orders.noEvents')}</p>
      ) : (
        <ol className="timeline">
          {newestFirst.map((e, i) => (
            // events have no id of their own; their order in the list is their identity
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className={i === 0 ? 'timeline-now' : undefined}>
              <strong>{t(`orders.event.${e.status}`, { defaultValue: e.status })}</strong>
              <span className="small muted">
                {' '}
                · {formatDateTime(e.created_at, lang)} · {t(`orders.actor.${e.actor_role}`)}
              </span>
              {e.note && <p className="small">{noteOf(e)}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
