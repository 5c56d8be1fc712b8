// Reported conversations (issue 16, permission `support`): the conversations sellers reported,
// open reports first (or handled ones); one opens read-only with its reports and is marked handled
// with a note (audited). Only reported conversations can be read: the API refuses the others.
import type { ReportedConversation } from '@polymart/contract/messages';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminPager } from '../../../components/admin-pager.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { CONVERSATIONS, fetchReported, fetchReportedThread, handleReport } from '../../../features/messages/api.ts';
import { MessageList } from '../../../features/messages/message-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLang } from '../../../lib/hooks.ts';
import { adminPaths } from '../paths.ts';
import { useAdminTitle } from '../title.ts';
import '../../../styles/messages.css';

export default function ReportedConversations() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.nav.conversations'));
  return (
    <RequirePermission permission="support">
      <ReportsPage />
    </RequirePermission>
  );
}

function ReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const handled = params.get('handled') === 'true';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = Number(params.get('id')) || undefined;
  const list = useQuery({
    queryKey: [CONVERSATIONS, 'reported', handled, page],
    queryFn: ({ signal }) => fetchReported(handled, page, signal),
    placeholderData: keepPreviousData,
  });
  const link = (next: { handled?: boolean; page?: number; id?: number }) => {
    const p = new URLSearchParams();
    if (next.handled) p.set('handled', 'true');
    if (next.page && next.page > 1) p.set('page', String(next.page));
    if (next.id) p.set('id', String(next.id));
    const q = p.toString();
    return `${adminPaths.conversations}${q ? `?${q}` : ''}`;
  };
  return (
    <main className="page admin-page" id="content">
      <h1>{t('admin.nav.conversations')}</h1>
      <ul className="chips">
        {[false, true].map((h) => (
          <li key={String(h)}>
            <button
              type="button"
              className="chip"
              aria-pressed={handled === h}
              onClick={() => setParams(h ? { handled: 'true' } : {})}
            >
              {h ? t('messages.admin.handled') : t('messages.admin.open')}
            </button>
          </li>
        ))}
      </ul>
      <div className="messages-layout">
        <nav className="conversation-list" aria-label={t('messages.list')}>
          {list.isError ? (
            <ErrorState onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <LineSkeleton lines={4} />
          ) : list.data.items.length === 0 ? (
            <EmptyState title={t('messages.admin.empty')} />
          ) : (
            <>
              <ul className="order-list">
                {list.data.items.map((c) => (
                  <ReportItem key={c.report.id} c={c} to={link({ handled, page, id: c.id })} current={c.id === open} />
                ))}
              </ul>
              <AdminPager
                page={page}
                pages={Math.ceil(list.data.total / list.data.page_size)}
                onPage={(n) => setParams(new URLSearchParams(link({ handled, page: n }).split('?')[1] ?? ''))}
              />
            </>
          )}
        </nav>
        {open && <ReportedThreadView key={open} id={open} />}
      </div>
    </main>
  );
}

function ReportItem({ c, to, current }: { c: ReportedConversation; to: string; current: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="card">
      <Link to={to} aria-current={current ? 'page' : undefined}>
        <strong>
          {c.shop.name} · {c.buyer.name}
        </strong>
        <span className="conversation-preview small">{t('messages.admin.reason', { reason: c.report.reason })}</span>
        <time className="small muted" dateTime={c.report.created_at}>
          {formatDateTime(c.report.created_at, lang)}
        </time>
      </Link>
    </li>
  );
}

function ReportedThreadView({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState('');
  const thread = useQuery({
    queryKey: [CONVERSATIONS, 'reported-thread', id],
    queryFn: ({ signal }) => fetchReportedThread(id, undefined, signal),
  });
  if (thread.isError) return <p className="muted">{t('messages.notFound')}</p>;
  if (!thread.data) return <LineSkeleton lines={4} />;
  const { conversation, messages, reports } = thread.data;
  const openReport = reports.find((r) => !r.handled_at);
  return (
    <section className="conversation" aria-labelledby="reported-title">
      <div className="conversation-head">
        <h2 id="reported-title">
          {conversation.shop.name} · {conversation.buyer.name}
        </h2>
      </div>
      <ul className="card panel">
        {reports.map((r) => (
          <li key={r.id}>
            <p>
              {t('messages.admin.reason', { reason: r.reason })} ·{' '}
              <time dateTime={r.created_at}>{formatDateTime(r.created_at, lang)}</time>
            </p>
            {r.handled_at && (
              <p className="small muted">
                {t('messages.admin.handledAt', { date: formatDateTime(r.handled_at, lang) })}
                {r.note && ` · ${r.note}`}
              </p>
            )}
          </li>
        ))}
      </ul>
      <MessageList
        messages={messages}
        mine={null}
        names={{ buyer: conversation.buyer.name, seller: conversation.shop.name }}
      />
      {openReport && (
        <form
          className="report-form card panel"
          onSubmit={async (e) => {
            e.preventDefault();
            await handleReport(id, note.trim());
            await client.invalidateQueries({ queryKey: [CONVERSATIONS] });
          }}
        >
          <label htmlFor={noteId}>{t('messages.admin.note')}</label>
          <textarea id={noteId} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          <button type="submit" className="btn">
            {t('messages.admin.markHandled')}
          </button>
        </form>
      )}
    </section>
  );
}
