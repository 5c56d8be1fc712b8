// The operators' one approval inbox (spec §4 types): every type in one list, or one type at a time,
// each with the count of requests waiting; a status filter (waiting by default; decided and
// recalled ones to look back); oldest first, as the server orders them, twenty to a page.
import { INBOX_STATUSES, INBOX_TYPES, type InboxStatus, type InboxType } from '@polymart/contract/inbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LineSkeleton } from '../../components/states.tsx';
import { type InboxFilter, inboxQuery, PAGE_SIZE } from './inbox-api.ts';
import { InboxItemCard } from './inbox-item.tsx';
import '../../styles/inbox.css';

/** Every type together, then each type of spec §4 on its own. */
const TABS: (InboxType | undefined)[] = [undefined, ...INBOX_TYPES];

export function Inbox() {
  const { t } = useTranslation();
  const id = useId();
  // the dashboard links to one type's waiting requests: #/inbox?type=400
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<InboxFilter>(() => ({
    type: INBOX_TYPES.find((k) => String(k) === params.get('type')),
    status: 'pending',
    page: 1,
  }));
  const inbox = useQuery({ ...inboxQuery(filter), placeholderData: keepPreviousData });
  const pending = inbox.data?.pending;
  const count = (type: InboxType | undefined) =>
    pending ? (type ? pending[type] : INBOX_TYPES.reduce((n, k) => n + pending[k], 0)) : undefined;
  const label = (type: InboxType | undefined) => (type ? t(`admin.inbox.type.${type}`) : t('admin.inbox.all'));
  const pages = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / PAGE_SIZE)) : 1;
  const go = (change: Partial<InboxFilter>) => setFilter((f) => ({ ...f, page: 1, ...change }));

  return (
    <main className="page inbox" id="content">
      <h1>{t('admin.inbox.title')}</h1>
      <ul className="chips inbox-types" aria-label={t('admin.inbox.types')}>
        {TABS.map((type) => {
          const n = count(type);
          return (
            <li key={type ?? 'all'}>
              <button type="button" className="chip" aria-pressed={filter.type === type} onClick={() => go({ type })}>
                {label(type)}
                {n !== undefined && (
                  <>
                    <span
                      className={n ? 'inbox-count' : 'inbox-count none'}
                      data-testid={`pending-${type ?? 'all'}`}
                      aria-hidden="true"
                    >
                      {n}
                    </span>
                    <span className="visually-hidden"> {t('admin.inbox.waiting', { count: n })}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="field inbox-status-filter">
        <label htmlFor={`${id}-status`}>{t('admin.inbox.statusFilter')}</label>
        <select
          id={`${id}-status`}
          value={filter.status}
          onChange={(e) => go({ status: e.target.value as InboxStatus })}
        >
          {INBOX_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.inbox.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {inbox.isError ? (
        <ErrorState onRetry={() => void inbox.refetch()} />
      ) : !inbox.data ? (
        <LineSkeleton lines={6} />
      ) : inbox.data.items.length === 0 ? (
        <EmptyState title={t('admin.empty')} />
      ) : (
        <>
          <p className="small muted" aria-live="polite">
            {t('admin.inbox.shown', { count: inbox.data.total })}
          </p>
          <ul className="inbox-list" aria-busy={inbox.isPlaceholderData || undefined}>
            {inbox.data.items.map((item) => (
              <InboxItemCard key={`${item.type}-${item.id}`} item={item} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="pager" aria-label={t('admin.inbox.pages')}>
              <button
                type="button"
                className="btn btn-outline"
                disabled={filter.page <= 1}
                onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
              >
                {t('common.previous')}
              </button>
              <span>{t('admin.inbox.page', { page: filter.page, pages })}</span>
              <button
                type="button"
                className="btn btn-outline"
                disabled={filter.page >= pages}
                onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
              >
                {t('common.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </main>
  );
}
