// One support ticket (/pages/mine/ticket?id=): the thread in order, photos included, and the reply
// box; a closed ticket says so and offers a new one instead. Opening it marks support's answers read.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { myTicketQuery, replyToTicket, TICKETS } from '../../../features/tickets/api.ts';
import { ReplyBox } from '../../../features/tickets/reply-box.tsx';
import { TicketStateBadge, TicketThread } from '../../../features/tickets/ticket-thread.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { refreshSession, useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';

export default function TicketPage() {
  const { t } = useTranslation();
  const user = useSession();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const query = myTicketQuery(user?.id ?? 0, id);
  const ticket = useQuery({ ...query, enabled: Boolean(user) && id > 0 });
  useTitle(ticket.data ? ticket.data.subject : t('tickets.title'));
  // reading it marked support's answers read: the list's markers and the notice count follow
  const read = Boolean(ticket.data);
  useEffect(() => {
    if (read) void client.invalidateQueries({ queryKey: [TICKETS, user?.id, 'list'] });
  }, [read, client, user?.id]);
  if (!user) return <Navigate to={paths.loginThen(paths.ticket(id))} replace />;
  const unknown = !(id > 0) || (ticket.error instanceof ApiError && ticket.error.code === 2000019);

  if (!ticket.data) {
    return (
      <div className="page ticket-page">
        <h1>{t('tickets.title')}</h1>
        {unknown ? (
          <EmptyState title={t('tickets.unknown')}>
            <Link className="btn" to={paths.tickets}>
              {t('tickets.title')}
            </Link>
          </EmptyState>
        ) : ticket.isError ? (
          <ErrorState onRetry={() => void ticket.refetch()} />
        ) : (
          <LineSkeleton lines={6} />
        )}
      </div>
    );
  }
  const tk = ticket.data;
  return (
    <div className="page ticket-page">
      <p>
        <Link to={paths.tickets}>← {t('tickets.title')}</Link>
      </p>
      <h1 className="ticket-title">{tk.subject}</h1>
      <p className="small muted">
        <TicketStateBadge state={tk.state} /> #{tk.id} · {t(`tickets.categories.${tk.category}`)}
        {tk.order_id && (
          <>
            {' · '}
            <Link to={paths.order(tk.order_id)}>{t('tickets.aboutOrder', { id: tk.order_id })}</Link>
          </>
        )}
      </p>
      <TicketThread messages={tk.messages} viewer="customer" />
      {tk.state === 'closed' ? (
        <EmptyState title={t('tickets.closedNote')}>
          <Link className="btn" to={`${paths.tickets}?new=1`}>
            {t('tickets.new')}
          </Link>
        </EmptyState>
      ) : (
        <ReplyBox
          onSend={async (message, attachments) => {
            const next = await replyToTicket(tk.id, message, attachments);
            client.setQueryData(query.queryKey, next);
            await client.invalidateQueries({ queryKey: [TICKETS, user.id, 'list'] });
            void refreshSession().catch(() => {});
            showToast(t('tickets.sent'), 'success');
          }}
        />
      )}
    </div>
  );
}
