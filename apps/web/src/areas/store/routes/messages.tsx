// The buyer's inbox (/pages/mine/messages): conversations with shops, newest first, unread ones
// marked; a new message moves its conversation up without reloading.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { EndlessList } from '../../../components/load-more.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { CONVERSATIONS, conversationsChanged, fetchConversations } from '../../../features/messages/api.ts';
import { ConversationItem } from '../../../features/messages/conversation-list.tsx';
import { useLiveMessages } from '../../../features/messages/use-live-messages.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { usePagedList } from '../../../lib/paged.ts';
import { paths } from '../../../lib/paths.ts';
import { sessionStore, useSession } from '../../../lib/session.ts';
import '../../../styles/messages.css';

export default function Messages() {
  const { t } = useTranslation();
  const user = useSession();
  const client = useQueryClient();
  useTitle(t('messages.title'));
  const { list, items } = usePagedList([CONVERSATIONS, 'buyer', 'list', user?.id], (page, signal) =>
    fetchConversations('buyer', page, signal),
  );
  useLiveMessages(
    'buyer',
    {
      onMessage: () => void conversationsChanged(client),
      onUnread: (n) => {
        const now = sessionStore.get();
        if (now) sessionStore.set({ ...now, message_unread_count: n });
      },
    },
    Boolean(user),
  );
  if (!user) return <Navigate to={paths.loginThen(paths.messages)} replace />;
  return (
    <div className="page messages">
      <h1>{t('messages.title')}</h1>
      <div className="conversation-list">
        <EndlessList
          query={list}
          items={items}
          empty={<EmptyState title={t('messages.empty')} />}
          render={(c) => <ConversationItem key={c.id} side="buyer" conversation={c} to={paths.conversation} />}
        />
      </div>
    </div>
  );
}
