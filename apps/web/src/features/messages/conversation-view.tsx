// One conversation for a buyer or a seller: the newest page of messages, older pages on request,
// new messages as they arrive (the live stream refetches the thread), read as soon as seen, and
// the composer. `actions` (block, report) sit in the header.
import type { ConversationMessage, ConversationSummary } from '@polymart/contract/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineSkeleton } from '../../components/states.tsx';
import { CONVERSATIONS, fetchThread, markRead, type Side, sendMessage } from './api.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { useLiveMessages } from './use-live-messages.ts';
import '../../styles/messages.css';

interface Props {
  side: Side;
  id: number;
  /** What the next message is about (the page the buyer came from). */
  about?: { product_id?: number; order_id?: number };
  actions?: (c: ConversationSummary) => ReactNode;
  linkProduct?: (id: number) => string;
  linkOrder?: (id: number) => string;
  /** The reader's unread total after reading. */
  onUnread?: (total: number) => void;
}

const byId = (list: ConversationMessage[]) =>
  [...new Map(list.map((m) => [m.id, m])).values()].sort((a, b) => a.id - b.id);

export function ConversationView({ side, id, about, actions, linkProduct, linkOrder, onUnread }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = [CONVERSATIONS, side, 'thread', id];
  const thread = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchThread(side, id, undefined, signal) });
  const [older, setOlder] = useState<ConversationMessage[]>([]);
  const [olderCursor, setOlderCursor] = useState<number | null | undefined>(undefined);
  const [context, setContext] = useState(about);
  const conversation = thread.data?.conversation;
  const lastId = thread.data?.messages.at(-1)?.id;

  // seen means read: whenever the newest message changes while the thread is open
  useEffect(() => {
    if (!lastId) return;
    void markRead(side, id)
      .then((r) => {
        onUnread?.(r.unread_total);
        return client.invalidateQueries({ queryKey: [CONVERSATIONS, side, 'list'] });
      })
      .catch(() => {});
  }, [side, id, lastId, client, onUnread]);

  useLiveMessages(side, {
    onMessage: (e) => {
      if (e.conversation_id === id) void client.invalidateQueries({ queryKey: key });
    },
  });

  if (thread.isError) return <p className="muted">{t('messages.notFound')}</p>;
  if (!thread.data || !conversation) return <LineSkeleton lines={4} />;
  const cursor = olderCursor === undefined ? thread.data.next_before : olderCursor;
  const loadOlder = async () => {
    if (!cursor) return;
    const page = await fetchThread(side, id, cursor);
    setOlder((list) => byId([...page.messages, ...list]));
    setOlderCursor(page.next_before);
  };
  const names = {
    buyer: side === 'buyer' ? t('messages.you') : conversation.buyer.name,
    seller: conversation.shop.name,
  };
  const title = side === 'buyer' ? conversation.shop.name : conversation.buyer.name;
  return (
    <section className="conversation" aria-labelledby={`conversation-${id}`}>
      <div className="conversation-head">
        <h2 id={`conversation-${id}`}>{title}</h2>
        {actions?.(conversation)}
      </div>
      {conversation.blocked && (
        <p className="notice-line" role="status">
          {side === 'buyer' ? t('messages.youBlocked') : t('messages.buyerBlocked')}
        </p>
      )}
      {cursor && (
        <button type="button" className="btn btn-ghost" onClick={() => void loadOlder()}>
          {t('messages.older')}
        </button>
      )}
      <MessageList
        messages={byId([...older, ...thread.data.messages])}
        mine={side}
        names={names}
        linkProduct={linkProduct}
        linkOrder={linkOrder}
      />
      {context && (context.product_id || context.order_id) && (
        <p className="small muted">
          {context.order_id ? t('messages.aboutOrder', { id: context.order_id }) : t('messages.aboutThisProduct')}{' '}
          <button type="button" className="btn btn-ghost" onClick={() => setContext(undefined)}>
            {t('messages.dropContext')}
          </button>
        </p>
      )}
      <Composer
        disabled={conversation.blocked}
        send={async (m) => {
          await sendMessage(side, id, { ...m, ...context });
          setContext(undefined);
          await client.invalidateQueries({ queryKey: key });
        }}
      />
    </section>
  );
}
