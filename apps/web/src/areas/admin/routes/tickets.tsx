// Support tickets (issue 16, permission `support`): filter by state, category, assigned to me or to
// nobody, and search the subject or the customer's email; each opens its page. The filters live in
// the address, so a list can be shared and the back button works.
import { TICKET_CATEGORIES, TICKET_STATES, type TicketCategory, type TicketState } from '@polymart/contract/tickets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminPager, pageCount } from '../../../components/admin-pager.tsx';
import { SelectField } from '../../../components/form-field.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { type AdminTicketFilter, adminTicketsQuery } from '../../../features/tickets/api.ts';
import { TicketStateBadge } from '../../../features/tickets/ticket-thread.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLang } from '../../../lib/hooks.ts';
import { adminPaths } from '../paths.ts';
import { useAdminTitle } from '../title.ts';

export default function AdminTickets() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.nav.tickets'));
  return (
    <RequirePermission permission="support">
      <TicketsPage />
    </RequirePermission>
  );
}

function readFilter(p: URLSearchParams): AdminTicketFilter {
  const state = p.get('state') as TicketState | null;
  const category = p.get('category') as TicketCategory | null;
  const assigned = p.get('assigned');
  const page = Number(p.get('page'));
  return {
    state: state && TICKET_STATES.includes(state) ? state : undefined,
    category: category && TICKET_CATEGORIES.includes(category) ? category : undefined,
    assigned: assigned === 'mine' || assigned === 'unassigned' ? assigned : undefined,
    q: p.get('q') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function TicketsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const list = useQuery({ ...adminTicketsQuery(filter), placeholderData: keepPreviousData });
  const go = (next: AdminTicketFilter) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v && !(k === 'page' && v === 1)) p.set(k, String(v));
    setParams(p);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (k: string) => String(form.get(k) ?? '').trim() || undefined;
    go({
      q: value('q'),
      state: value('state') as TicketState | undefined,
      category: value('category') as TicketCategory | undefined,
      assigned: value('assigned') as AdminTicketFilter['assigned'],
    });
  };

  return (
    <main className="page admin-page admin-tickets" id="content">
      <h1>{t('admin.nav.tickets')}</h1>
      <form
        key={params.toString()}
        className="card ticket-filter"
        onSubmit={submit}
        aria-label={t('tickets.admin.filter')}
      >
        <div className="field ticket-filter-q">
          <label htmlFor={searchId}>{t('tickets.admin.search')}</label>
          <input id={searchId} name="q" type="search" maxLength={100} defaultValue={filter.q ?? ''} />
        </div>
        <SelectField label={t('tickets.admin.state')} name="state" defaultValue={filter.state ?? ''}>
          <option value="">{t('tickets.admin.all')}</option>
          {TICKET_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`tickets.state.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('tickets.category')} name="category" defaultValue={filter.category ?? ''}>
          <option value="">{t('tickets.admin.all')}</option>
          {TICKET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`tickets.categories.${c}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('tickets.admin.assigned')} name="assigned" defaultValue={filter.assigned ?? ''}>
          <option value="">{t('tickets.admin.all')}</option>
          <option value="mine">{t('tickets.admin.mine')}</option>
          <option value="unassigned">{t('tickets.admin.unassigned')}</option>
        </SelectField>
        <button type="submit" className="btn">
          {t('tickets.admin.apply')}
        </button>
      </form>
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LineSkeleton lines={6} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('tickets.admin.empty')} />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <p className="muted" role="status">
            {t('tickets.admin.total', { count: list.data.total })}
          </p>
          <ul className="ticket-list" data-testid="tickets-list">
            {list.data.items.map((row) => (
              <li
                key={row.id}
                className={row.awaiting_support ? 'card panel ticket-row unread' : 'card panel ticket-row'}
              >
                <Link to={`${adminPaths.tickets}/${row.id}`} className="ticket-row-link">
                  <span className="ticket-subject">{row.subject}</span>
                  {row.awaiting_support && row.state !== 'closed' && (
                    <span className="badge-inline">{t('tickets.admin.awaiting')}</span>
                  )}
                </Link>
                <p className="small muted ticket-row-meta">
                  <TicketStateBadge state={row.state} /> #{row.id} · {t(`tickets.categories.${row.category}`)} ·{' '}
                  <span className="ticket-email">{row.customer.email}</span> ·{' '}
                  {row.assignee ? row.assignee.name : t('tickets.admin.nobody')} ·{' '}
                  <time dateTime={row.last_message_at}>{formatDateTime(row.last_message_at, lang)}</time>
                </p>
              </li>
            ))}
          </ul>
          <AdminPager
            page={filter.page ?? 1}
            pages={pageCount(list.data.total, list.data.page_size)}
            onPage={(page) => go({ ...filter, page })}
          />
        </div>
      )}
    </main>
  );
}
