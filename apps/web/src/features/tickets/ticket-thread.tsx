// A ticket's messages in order, for the customer and for support staff alike. Every text is the
// person's plain text, shown as text (React escapes it; line breaks kept by CSS), never as markup.
import type { TicketMessage, TicketState } from '@polymart/contract/tickets';
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../components/private-image.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import './tickets.css';

export function TicketStateBadge({ state }: { state: TicketState }) {
  const { t } = useTranslation();
  return <span className={`ticket-state ticket-state-${state}`}>{t(`tickets.state.${state}`)}</span>;
}

/** `viewer` decides whose messages are "mine" (drawn on the other side). */
export function TicketThread({ messages, viewer }: { messages: TicketMessage[]; viewer: 'customer' | 'staff' }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ol className="ticket-thread" aria-label={t('tickets.thread')}>
      {messages.map((m) => (
        <li key={m.id} className={m.staff === (viewer === 'staff') ? 'ticket-msg mine' : 'ticket-msg'}>
          <p className="ticket-msg-head small muted">
            <strong>{m.staff ? t('tickets.supportAuthor', { name: m.author }) : m.author}</strong>
            {' · '}
            <time dateTime={m.created_at}>{formatDateTime(m.created_at, lang)}</time>
          </p>
          <p className="ticket-msg-body" data-testid="ticket-message">
            {m.body}
          </p>
          {m.attachments.length > 0 && (
            <ul className="ticket-photos">
              {m.attachments.map((path, i) => (
                <li key={path}>
                  <PrivateImage path={path} alt={t('tickets.attachment', { index: i + 1 })} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
