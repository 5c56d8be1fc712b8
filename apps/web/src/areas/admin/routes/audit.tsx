// The audit trail (issue 15), for owners ('audit'): every admin action and inbox decision, newest
// first, filtered by the person who acted, the target (type and id) and a period of days; the
// filters live in the address, so a view can be shared. Each record names who, in which role, when,
// from which address, the action, the target (linked to its page where there is one), the remark
// and what changed.
import { AUDIT_SUBJECTS, type AuditSubject, auditQuery } from '@polymart/contract/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPager } from '../../../components/admin-pager.tsx';
import { Field, SelectField } from '../../../components/form-field.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { TRAIL_PAGE_SIZE, type TrailFilter, trailQuery } from '../../../features/admin-audit/api.ts';
import { TrailRecord } from '../../../features/admin-audit/trail-record.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { staffListQuery } from '../../../features/admin-staff/api.ts';
import { type FieldErrors, parseForm } from '../../../lib/form-errors.ts';
import { formatCount } from '../../../lib/numbers.ts';
import { adminDetail } from '../paths.ts';
import { useAdminTitle } from '../title.ts';
import '../../../styles/admin-reports.css';

/** The targets with an admin page of their own. */
const PAGES: Partial<Record<string, 'users' | 'shops' | 'orders'>> = { user: 'users', shop: 'shops', order: 'orders' };
const hrefOf = (subject: string, id: number) => {
  const page = PAGES[subject];
  return page ? adminDetail(page, id) : undefined;
};

const FILTER_KEYS = ['actor_id', 'subject_type', 'subject_id', 'from', 'to'] as const;

export default function Audit() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.audit.title'));
  return (
    <RequirePermission permission="audit">
      <AuditPage />
    </RequirePermission>
  );
}

function AuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = auditQuery.safeParse(
    Object.fromEntries([...FILTER_KEYS, 'page'].map((k) => [k, params.get(k) || undefined]).filter(([, v]) => v)),
  );
  const filter: TrailFilter = asked.success ? asked.data : { page: 1 };
  const [errors, setErrors] = useState<FieldErrors>({});
  const trail = useQuery({ ...trailQuery(filter), placeholderData: keepPreviousData });
  const staff = useQuery(staffListQuery());
  const pages = trail.data ? Math.max(1, Math.ceil(trail.data.total / TRAIL_PAGE_SIZE)) : 1;

  /** Puts the filters (and a page after the first) in the address. */
  const show = (next: Partial<TrailFilter>) => {
    const shown: Record<string, string> = {};
    for (const k of FILTER_KEYS) if (next[k] !== undefined && next[k] !== '') shown[k] = String(next[k]);
    if (next.page && next.page > 1) shown.page = String(next.page);
    setParams(shown);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = Object.fromEntries(FILTER_KEYS.map((k) => [k, String(form.get(k) ?? '')]));
    const parsed = parseForm(auditQuery, input, t, { to: 'admin.audit.badPeriod' });
    setErrors(parsed.ok ? {} : parsed.errors);
    if (parsed.ok) show(Object.fromEntries(FILTER_KEYS.map((k) => [k, parsed.data[k]])));
  };
  const key = JSON.stringify(filter);

  return (
    <main className="page admin-page audit" id="content">
      <h1>{t('admin.audit.title')}</h1>
      <form key={key} className="card audit-filters" onSubmit={submit} noValidate aria-label={t('admin.audit.filters')}>
        <SelectField label={t('admin.audit.person')} name="actor_id" defaultValue={filter.actor_id ?? ''}>
          <option value="">{t('admin.audit.anyone')}</option>
          {staff.data?.items.map((m) => (
            <option key={m.user_id} value={m.user_id}>
              {m.name} ({m.email})
            </option>
          ))}
          {filter.actor_id && !staff.data?.items.some((m) => m.user_id === filter.actor_id) && (
            <option value={filter.actor_id}>#{filter.actor_id}</option>
          )}
        </SelectField>
        <SelectField label={t('admin.audit.targetType')} name="subject_type" defaultValue={filter.subject_type ?? ''}>
          <option value="">{t('admin.audit.anyTarget')}</option>
          {AUDIT_SUBJECTS.map((s: AuditSubject) => (
            <option key={s} value={s}>
              {t(`admin.audit.subject.${s}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('admin.audit.targetId')}
          name="subject_id"
          type="number"
          inputMode="numeric"
          min={1}
          defaultValue={filter.subject_id ?? ''}
          error={errors.subject_id}
        />
        <Field
          label={t('admin.audit.from')}
          name="from"
          type="date"
          defaultValue={filter.from ?? ''}
          error={errors.from}
        />
        <Field label={t('admin.audit.to')} name="to" type="date" defaultValue={filter.to ?? ''} error={errors.to} />
        <div className="audit-actions">
          <button type="submit" className="btn">
            {t('admin.audit.show')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => show({})}>
            {t('admin.audit.clear')}
          </button>
        </div>
      </form>
      {trail.isError ? (
        <ErrorState onRetry={() => void trail.refetch()} />
      ) : !trail.data ? (
        <LineSkeleton lines={6} />
      ) : trail.data.items.length === 0 ? (
        <EmptyState title={t('admin.audit.empty')} />
      ) : (
        <div aria-busy={trail.isPlaceholderData || undefined}>
          <p className="small muted" data-testid="audit-total">
            {t('admin.audit.total', { n: formatCount(trail.data.total, i18n.language) })}
          </p>
          <ol className="audit-list">
            {trail.data.items.map((r) => (
              <TrailRecord
                key={r.id}
                record={r}
                hrefOf={hrefOf}
                onPerson={filter.actor_id ? undefined : (id) => show({ ...filter, actor_id: id, page: 1 })}
              />
            ))}
          </ol>
          <AdminPager page={filter.page} pages={pages} onPage={(p) => show({ ...filter, page: p })} />
        </div>
      )}
    </main>
  );
}
