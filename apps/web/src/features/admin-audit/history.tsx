// A thing's own history on its admin page (user, shop, product, order): who did what to it, in which
// role, when, from which address, with the remark and what changed. Newest first.
import type { AuditSubject } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LineSkeleton } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { historyQuery } from './api.ts';
import { AuditChange } from './change.tsx';
import { actionKey } from './trail-record.tsx';

/** `level`: the heading's level where the history sits (3 inside a card of a list). */
export function History({ subject, id, level = 2 }: { subject: AuditSubject; id: number; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const lang = useLang();
  const list = useQuery(historyQuery(subject, id));
  return (
    <section className="admin-history" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('admin.history.title')}</Heading>
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LineSkeleton lines={2} />
      ) : list.data.items.length === 0 ? (
        <p className="muted">{t('admin.history.empty')}</p>
      ) : (
        <ol className="timeline" data-testid="admin-history">
          {list.data.items.map((r) => (
            <li key={r.id}>
              <strong>{t(actionKey(r.action), { defaultValue: r.action })}</strong>
              <span className="small muted">
                {' '}
                · {formatDateTime(r.created_at, lang)} · {r.actor?.name ?? '—'}
                {r.actor_role && ` (${t(`admin.roles.${r.actor_role}`)})`}
                {r.client_ip && ` · ${r.client_ip}`}
              </span>
              {r.remark && <p className="small">{r.remark}</p>}
              <AuditChange record={r} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
