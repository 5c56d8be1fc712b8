// People (issue 15, permission `users`): search by part of an email, a name or a phone, filter by
// role and ban; each person opens their page. The filters live in the address (shareable, back works).
import { USER_ROLES, type UserRole } from '@polymart/contract/users-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPager } from '../../../components/admin-pager.tsx';
import { SelectField } from '../../../components/form-field.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { type UsersFilter, usersQuery } from '../../../features/admin-users/api.ts';
import { UserCard } from '../../../features/admin-users/user-card.tsx';
import { adminDetail } from '../paths.ts';
import { useAdminTitle } from '../title.ts';
import '../../../styles/admin-users.css';

export default function AdminUsers() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.nav.users'));
  return (
    <RequirePermission permission="users">
      <UsersPage />
    </RequirePermission>
  );
}

function readFilter(params: URLSearchParams): UsersFilter {
  const role = params.get('role') as UserRole | null;
  const banned = params.get('banned');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') || undefined,
    role: role && USER_ROLES.includes(role) ? role : undefined,
    banned: banned === 'true' ? true : banned === 'false' ? false : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function UsersPage() {
  const { t } = useTranslation();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const list = useQuery({ ...usersQuery(filter), placeholderData: keepPreviousData });

  const go = (next: UsersFilter) => {
    const p = new URLSearchParams();
    if (next.q) p.set('q', next.q);
    if (next.role) p.set('role', next.role);
    if (next.banned !== undefined) p.set('banned', String(next.banned));
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const banned = String(form.get('banned') ?? '');
    go({
      q: String(form.get('q') ?? '').trim() || undefined,
      role: (String(form.get('role') ?? '') || undefined) as UserRole | undefined,
      banned: banned === '' ? undefined : banned === 'true',
    });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  const page = filter.page ?? 1;

  return (
    <main className="page admin-page admin-users" id="content">
      <h1>{t('admin.nav.users')}</h1>
      <form
        key={params.toString()}
        className="card admin-users-filter"
        onSubmit={submit}
        aria-label={t('admin.users.searchTitle')}
      >
        <div className="field admin-users-q">
          <label htmlFor={searchId}>{t('admin.users.search')}</label>
          <input
            id={searchId}
            name="q"
            type="search"
            maxLength={100}
            defaultValue={filter.q ?? ''}
            placeholder={t('admin.users.searchHint')}
          />
        </div>
        <SelectField label={t('admin.users.role')} name="role" defaultValue={filter.role ?? ''}>
          <option value="">{t('admin.users.all')}</option>
          {USER_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`admin.users.roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.users.state')}
          name="banned"
          defaultValue={filter.banned === undefined ? '' : String(filter.banned)}
        >
          <option value="">{t('admin.users.all')}</option>
          <option value="false">{t('admin.users.active')}</option>
          <option value="true">{t('admin.users.banned')}</option>
        </SelectField>
        <button type="submit" className="btn">
          {t('admin.users.searchButton')}
        </button>
      </form>
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LineSkeleton lines={6} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('admin.users.empty')} />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <p className="muted" role="status" data-testid="users-total">
            {t('admin.users.total', { count: list.data.total })}
          </p>
          <ul className="admin-users-list" data-testid="users-list">
            {list.data.items.map((u) => (
              <UserCard key={u.id} user={u} href={adminDetail('users', u.id)} />
            ))}
          </ul>
          <AdminPager page={page} pages={pages} onPage={(p) => go({ ...filter, page: p })} />
        </div>
      )}
    </main>
  );
}
