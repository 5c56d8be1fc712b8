// The messages of a thread, oldest first: who wrote each (the buyer or the shop), its plain text
// (React escapes it; line breaks are kept by CSS), private images, and what it was about.
import type { ConversationMessage, MessageSide } from '@polymart/contract/messages';
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../components/private-image.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';

interface Props {
  messages: ConversationMessage[];
  /** The reader's side: their messages sit on the right. */
  mine: MessageSide | null;
  names: Record<MessageSide, string>;
  /** Where a product or order reference leads (the storefront links them; other areas show text). */
  linkProduct?: (id: number) => string;
  linkOrder?: (id: number) => string;
}

export function MessageList({ messages, mine, names, linkProduct, linkOrder }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ol className="message-list" aria-label={t('messages.thread')}>
      {messages.map((m) => (
        <li key={m.id} className={m.from === mine ? 'message mine' : 'message'}>
          <p className="message-meta small muted">
            <span>{names[m.from]}</span> · <time dateTime={m.created_at}>{formatDateTime(m.created_at, lang)}</time>
          </p>
          {(m.product || m.order_id) && (
            <p className="message-about small">
              {m.product &&
                (linkProduct ? (
                  <a href={`#${linkProduct(m.product.id)}`}>{t('messages.aboutProduct', { name: m.product.name })}</a>
                ) : (
                  t('messages.aboutProduct', { name: m.product.name })
                ))}
              {m.order_id &&
                (linkOrder ? (
                  <a href={`#${linkOrder(m.order_id)}`}>{t('messages.aboutOrder', { id: m.order_id })}</a>
                ) : (
                  t('messages.aboutOrder', { id: m.order_id })
                ))}
            </p>
          )}
          {m.text && <p className="message-text">{m.text}</p>}
          {m.images.length > 0 && (
            <div className="message-images">
              {m.images.map((path, i) => (
                <PrivateImage
                  key={path}
                  className="message-image"
                  path={path}
                  alt={t('messages.image', { index: i + 1 })}
                />
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
