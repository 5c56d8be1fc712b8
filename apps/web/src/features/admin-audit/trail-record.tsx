// One record of the audit trail: the action, who did it in which role, when and from which address,
// the target (a link to its admin page where there is one), the remark and what changed. The page
// gives the targets' addresses, so this feature stays free of any area.
import type { AuditRecord } from '@polymart/contract/audit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { AuditChange } from './change.tsx';

/** The action's name in the interface language ("inbox.approve" → admin.history.actions.inbox_approve). */
export const actionKey = (action: string) => `admin.history.actions.${action.replaceAll('.', '_')}`;

export function TrailRecord({
  record,
  hrefOf,
  onPerson,
}: {
  record: AuditRecord;
  hrefOf: (subject: string, id: number) => string | undefined;
  /** shows only this person's records */
  onPerson?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const href = hrefOf(record.subject_type, record.subject_id);
  const target = `${t(`admin.audit.subject.${record.subject_type}`, { defaultValue: record.subject_type })} #${record.subject_id}`;
  return (
    <li className="card audit-record" data-testid="audit-record">
      <p className="audit-head">
        <strong>{t(actionKey(record.action), { defaultValue: record.action })}</strong>
        <span className="small muted">
          {' · '}
          <time dateTime={record.created_at}>{formatDateTime(record.created_at, lang)}</time>
        </span>
      </p>
      <dl className="audit-facts">
        <div>
          <dt>{t('admin.audit.who')}</dt>
          <dd>
            {record.actor ? (
              <>
                <span data-testid="audit-actor">{record.actor.name}</span>{' '}
                <span className="small muted">{record.actor.email}</span>
                {record.actor_role &&
                  ` (${t(`admin.roles.${record.actor_role}`, { defaultValue: record.actor_role })})`}
                {onPerson && (
                  <button type="button" className="btn-link audit-person" onClick={() => onPerson(record.actor!.id)}>
                    {t('admin.audit.onlyPerson', { name: record.actor.name })}
                  </button>
                )}
              </>
            ) : (
              t('admin.audit.system')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('admin.audit.target')}</dt>
          <dd>{href ? <Link to={href}>{target}</Link> : target}</dd>
        </div>
        {record.client_ip && (
          <div>
            <dt>{t('admin.audit.address')}</dt>
            <dd>{record.client_ip}</dd>
          </div>
        )}
        {record.remark && (
          <div>
            <dt>{t('admin.audit.remark')}</dt>
            <dd>{record.remark}</dd>
          </div>
        )}
      </dl>
      <AuditChange record={record} />
    </li>
  );
}
