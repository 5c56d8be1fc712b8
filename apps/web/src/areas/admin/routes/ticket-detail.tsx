// One support ticket (issue 16, permission `support`): the customer and their latest orders (each
// opens the admin order page), who has it (assign to oneself, another support member or nobody),
// its state, the thread and the reply (which leaves it waiting for the customer unless another
// state is picked). The customer's text is shown as text only.
import { type AdminTicket, TICKET_STATES, type TicketState } from '@polymart/contract/tickets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SelectField } from '../../../components/form-field.tsx';
import { Problem } from '../../../components/problem.tsx';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import {
  ADMIN_TICKETS,
  adminTicketQuery,
  answerTicket,
  assignTicket,
  setTicketState,
} from '../../../features/tickets/api.ts';
import { ReplyBox } from '../../../features/tickets/reply-box.tsx';
import { TicketStateBadge, TicketThread } from '../../../features/tickets/ticket-thread.tsx';
import { useBasePrice } from '../../../lib/base-price.ts';
import { failureText } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/hooks.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { adminDetail, adminPaths } from '../paths.ts';
import { useAdminTitle } from '../title.ts';

export default function AdminTicketPage() {
  const { t } = useTranslation();
  useAdminTitle(t('tickets.admin.detailTitle'));
  return (
    <RequirePermission permission="support">
      <TicketPage />
    </RequirePermission>
  );
}

function TicketPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const detail = useQuery({ ...adminTicketQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const d = detail.data;
  return (
    <main className="page admin-page admin-ticket" id="content">
      <p>
        <Link to={adminPaths.tickets}>← {t('admin.nav.tickets')}</Link>
      </p>
      {detail.isError ? (
        <>
          <h1>{t('tickets.admin.detailTitle')}</h1>
          <ErrorState onRetry={() => void detail.refetch()} />
        </>
      ) : !d ? (
        <>
          <h1>{t('tickets.admin.detailTitle')}</h1>
          <LineSkeleton lines={8} />
        </>
      ) : (
        <TicketView ticket={d} />
      )}
    </main>
  );
}

function TicketView({ ticket }: { ticket: AdminTicket }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [state, setState] = useState<TicketState>('waiting');
  const done = async (next: AdminTicket, message: string) => {
    client.setQueryData(adminTicketQuery(ticket.id).queryKey, next);
    await client.invalidateQueries({ queryKey: [ADMIN_TICKETS, 'list'] });
    showToast(t(message), 'success');
  };
  return (
    <>
      <h1 className="ticket-title">{ticket.subject}</h1>
      <p className="small muted">
        <TicketStateBadge state={ticket.state} /> #{ticket.id} · {t(`tickets.categories.${ticket.category}`)}
      </p>
      <div className="ticket-admin-grid">
        <div className="ticket-admin-main">
          <TicketThread messages={ticket.messages} viewer="staff" />
          {ticket.state === 'closed' ? (
            <p className="card panel muted">{t('tickets.admin.closedNote')}</p>
          ) : (
            <ReplyBox
              label={t('tickets.admin.answer')}
              onSend={async (message, attachments) =>
                done(await answerTicket(ticket.id, message, attachments, state), 'tickets.sent')
              }
              extra={
                <SelectField
                  label={t('tickets.admin.afterReply')}
                  value={state}
                  onChange={(e) => setState(e.target.value as TicketState)}
                >
                  {TICKET_STATES.map((s) => (
                    <option key={s} value={s}>
                      {t(`tickets.state.${s}`)}
                    </option>
                  ))}
                </SelectField>
              }
            />
          )}
        </div>
        <aside className="ticket-admin-side">
          <CustomerPanel ticket={ticket} />
          <AssignPanel
            key={ticket.assignee?.id ?? 0}
            ticket={ticket}
            onDone={(next) => done(next, 'tickets.admin.assignSaved')}
          />
          <StatePanel key={ticket.state} ticket={ticket} onDone={(next) => done(next, 'tickets.admin.stateSaved')} />
        </aside>
      </div>
    </>
  );
}

function CustomerPanel({ ticket }: { ticket: AdminTicket }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  return (
    <section className="card panel" aria-labelledby="ticket-customer">
      <h2 id="ticket-customer">{t('tickets.admin.customer')}</h2>
      <p className="ticket-email">
        <Link to={adminDetail('users', ticket.customer.id)}>{ticket.customer.name}</Link>
        <br />
        {ticket.customer.email}
      </p>
      {ticket.order_id && (
        <p>
          <Link to={adminDetail('orders', ticket.order_id)}>{t('tickets.aboutOrder', { id: ticket.order_id })}</Link>
        </p>
      )}
      <h3>{t('tickets.admin.recentOrders')}</h3>
      {ticket.recent_orders.length === 0 ? (
        <p className="muted">{t('tickets.admin.noOrders')}</p>
      ) : (
        <ul className="ticket-orders">
          {ticket.recent_orders.map((o) => (
            <li key={o.id}>
              <Link to={adminDetail('orders', o.id)}>#{o.id}</Link> · {t(`orders.status.${o.status}`, o.status)} ·{' '}
              {price(o.total)} · {formatDate(o.created_at, lang)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A small form: one choice and a button; the refusal said in place. */
function usePanel(onDone: (next: AdminTicket) => Promise<void>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (e: FormEvent, call: () => Promise<AdminTicket>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await onDone(await call());
    } catch (err) {
      setError(failureText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}

function AssignPanel({ ticket, onDone }: { ticket: AdminTicket; onDone: (next: AdminTicket) => Promise<void> }) {
  const { t } = useTranslation();
  const me = useSession();
  const [to, setTo] = useState(ticket.assignee ? String(ticket.assignee.id) : '');
  const { error, busy, run } = usePanel(onDone);
  return (
    <form
      className="card panel"
      aria-labelledby="ticket-assign"
      onSubmit={(e) => run(e, () => assignTicket(ticket.id, to ? Number(to) : 'none'))}
    >
      <h2 id="ticket-assign">{t('tickets.admin.assignee')}</h2>
      <SelectField label={t('tickets.admin.assignTo')} value={to} onChange={(e) => setTo(e.target.value)}>
        <option value="">{t('tickets.admin.nobody')}</option>
        {ticket.support_staff.map((s) => (
          <option key={s.id} value={s.id}>
            {s.id === me?.id ? t('tickets.admin.me', { name: s.name }) : s.name}
          </option>
        ))}
      </SelectField>
      <Problem text={error} />
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {t('tickets.admin.assign')}
      </button>
    </form>
  );
}

function StatePanel({ ticket, onDone }: { ticket: AdminTicket; onDone: (next: AdminTicket) => Promise<void> }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TicketState>(ticket.state);
  const { error, busy, run } = usePanel(onDone);
  return (
    <form
      className="card panel"
      aria-labelledby="ticket-state"
      onSubmit={(e) => run(e, () => setTicketState(ticket.id, state))}
    >
      <h2 id="ticket-state">{t('tickets.admin.state')}</h2>
      <SelectField
        label={t('tickets.admin.setState')}
        value={state}
        onChange={(e) => setState(e.target.value as TicketState)}
      >
        {TICKET_STATES.map((s) => (
          <option key={s} value={s}>
            {t(`tickets.state.${s}`)}
          </option>
        ))}
      </SelectField>
      <Problem text={error} />
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {t('tickets.admin.saveState')}
      </button>
    </form>
  );
}
