// Support tickets (account menu "support tickets", /pages/mine/tickets): the person's tickets with
// the latest activity first and a marker on those support answered since, and the new-ticket form
// (open at once when the page was opened about an order: ?order_id=).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AdminPager, pageCount } from '../../../components/admin-pager.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { myTicketsQuery, ticketsChanged } from '../../../features/tickets/api.ts';
import { TicketForm } from '../../../features/tickets/ticket-form.tsx';
import { TicketStateBadge } from '../../../features/tickets/ticket-thread.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';

export default function Tickets() {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id')) || undefined;
  const [writing, setWriting] = useState(Boolean(orderId) || params.get('new') === '1');
  const [page, setPage] = useState(1);
  useTitle(t('tickets.title'));
  const list = useQuery({ ...myTicketsQuery(user?.id ?? 0, page), enabled: Boolean(user) });
  if (!user) return <Navigate to={paths.loginThen(paths.tickets)} replace />;

  return (
    <div className="page tickets-page">
      <div className="section-head">
        <h1>{t('tickets.title')}</h1>
        {!writing && (
          <button type="button" className="btn" onClick={() => setWriting(true)}>
            {t('tickets.new')}
          </button>
        )}
      </div>
      <p className="muted">{t('tickets.intro')}</p>
      {writing && (
        <TicketForm
          orderId={orderId}
          onOpened={async (ticket) => {
            await ticketsChanged(client);
            navigate(paths.ticket(ticket.id));
          }}
        />
      )}
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LineSkeleton lines={4} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('tickets.empty')} />
      ) : (
        <>
          <ul className="ticket-list" aria-label={t('tickets.yours')}>
            {list.data.items.map((ticket) => (
              <li key={ticket.id} className={ticket.unread ? 'card panel ticket-row unread' : 'card panel ticket-row'}>
                <Link to={paths.ticket(ticket.id)} className="ticket-row-link">
                  <span className="ticket-subject">{ticket.subject}</span>
                  {ticket.unread && <span className="badge-inline">{t('tickets.newAnswer')}</span>}
                </Link>
                <p className="small muted ticket-row-meta">
                  <TicketStateBadge state={ticket.state} /> {t(`tickets.categories.${ticket.category}`)} · #{ticket.id}
                  {' · '}
                  <time dateTime={ticket.last_message_at}>{formatDateTime(ticket.last_message_at, lang)}</time>
                </p>
              </li>
            ))}
          </ul>
          <AdminPager page={page} pages={pageCount(list.data.total, list.data.page_size)} onPage={setPage} />
        </>
      )}
    </div>
  );
}
