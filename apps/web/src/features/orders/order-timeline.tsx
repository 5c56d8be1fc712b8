// The order's tracking timeline: every change, newest first, with who made it and any note.
import type { OrderEvent } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/hooks.ts';
import { formatDateTime } from './format.ts';

export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation();
  const lang = useLang();
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
              {e.note && <p className="small">{e.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
