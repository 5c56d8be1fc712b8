// A conversation with a shop (/pages/mine/conversation?id=): the thread, new messages as they
// arrive, the composer (about the product or order the buyer came from), and block or unblock.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { CONVERSATIONS, setBlocked } from '../../../features/messages/api.ts';
import { ConversationView } from '../../../features/messages/conversation-view.tsx';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { sessionStore, useSession } from '../../../lib/session.ts';

const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

export default function Conversation() {
  const { t } = useTranslation();
  const user = useSession();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = positive(params.get('id'));
  useTitle(t('messages.conversation'));
  const onUnread = useCallback((n: number) => {
    const now = sessionStore.get();
    if (now) sessionStore.set({ ...now, message_unread_count: n });
  }, []);
  if (!user) return <Navigate to={paths.loginThen(`${paths.conversation(id ?? 0)}`)} replace />;
  if (!id) return <Navigate to={paths.messages} replace />;
  const about = { product_id: positive(params.get('product')), order_id: positive(params.get('order')) };
  return (
    <div className="page messages">
      <p>
        <Link to={paths.messages}>{t('messages.back')}</Link>
      </p>
      <h1 className="visually-hidden">{t('messages.conversation')}</h1>
      <ConversationView
        side="buyer"
        id={id}
        about={about.product_id || about.order_id ? about : undefined}
        linkProduct={paths.product}
        linkOrder={(o) => paths.order(o)}
        onUnread={onUnread}
        actions={(c) => (
          <span className="conversation-actions">
            <Link className="btn btn-ghost" to={paths.shop(c.shop.id)}>
              {t('messages.visitShop')}
            </Link>
            <button
              type="button"
              className="btn btn-outline"
              onClick={async () => {
                await setBlocked(c.id, !c.blocked);
                await client.invalidateQueries({ queryKey: [CONVERSATIONS] });
              }}
            >
              {c.blocked ? t('messages.unblock') : t('messages.block')}
            </button>
          </span>
        )}
      />
    </div>
  );
}
