// A conversation in a reader's list: the other side, the last message and the unread count.
import type { ConversationSummary } from '@polymart/contract/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import type { Side } from './api.ts';

interface Props {
  side: Side;
  conversation: ConversationSummary;
  to: (id: number) => string;
  current?: number;
}

export function ConversationItem({ side, conversation: c, to, current }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const last = c.last_message;
  const preview = last ? last.text || t('messages.imagesOnly') : '';
  return (
    <li className={c.unread > 0 ? 'card unread' : 'card'}>
      <Link to={to(c.id)} aria-current={c.id === current ? 'page' : undefined}>
        <span>
          <strong>{side === 'buyer' ? c.shop.name : c.buyer.name}</strong>
          {c.unread > 0 && (
            <>
              {' '}
              <span className="badge-inline">{c.unread}</span>
              <span className="visually-hidden">{t('messages.unreadCount', { n: c.unread })}</span>
            </>
          )}
          {c.reported && <span className="small muted"> · {t('messages.reported')}</span>}
          {c.blocked && <span className="small muted"> · {t('messages.blocked')}</span>}
        </span>
        <span className="conversation-preview small muted">
          {last?.from === side ? `${t('messages.you')}: ` : ''}
          {preview}
        </span>
        {last && (
          <time className="small muted" dateTime={last.created_at}>
            {formatDateTime(last.created_at, lang)}
          </time>
        )}
      </Link>
    </li>
  );
}
