// One person's admin page (issue 15, permission `users`): who they are, their staff role (an owner
// changes it through the staff API; hidden without `staff`), ban and unban with a reason, latest
// orders, wallet, notices, live sessions, and the person's own history of admin actions.
import { displayPhone } from '@polymart/contract/money';
import type { StaffRole } from '@polymart/contract/staff';
import type { AdminUserDetail } from '@polymart/contract/users-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Facts } from '../../../components/facts.tsx';
import { Problem } from '../../../components/problem.tsx';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { History } from '../../../features/admin-audit/history.tsx';
import { allows, RequirePermission, useStaffSelf } from '../../../features/admin-staff/access.tsx';
import { saveStaff } from '../../../features/admin-staff/api.ts';
import { staffErrors } from '../../../features/admin-staff/errors.ts';
import { RoleSelect } from '../../../features/admin-staff/role-select.tsx';
import { userQuery } from '../../../features/admin-users/api.ts';
import { BanPanel } from '../../../features/admin-users/ban-panel.tsx';
import { UserNotices, UserOrders, UserSessions, UserWallet } from '../../../features/admin-users/user-sections.tsx';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLang } from '../../../lib/hooks.ts';
import { useSession } from '../../../lib/session.ts';
import { adminDetail, adminPaths } from '../paths.ts';
import { useAdminTitle } from '../title.ts';
import '../../../styles/admin-users.css';

export default function AdminUserPage() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.users.detailTitle'));
  return (
    <RequirePermission permission="users">
      <UserPage />
    </RequirePermission>
  );
}

function UserPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = Number(useParams().id);
  const me = useSession();
  const self = useStaffSelf();
  const detail = useQuery({ ...userQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const d = detail.data;
  return (
    <main className="page admin-page admin-user" id="content">
      <p>
        <Link to={adminPaths.users} className="admin-user-back">
          ← {t('admin.users.back')}
        </Link>
      </p>
      {detail.isError ? (
        <>
          <h1>{t('admin.users.detailTitle')}</h1>
          <ErrorState onRetry={() => void detail.refetch()} />
        </>
      ) : !d ? (
        <>
          <h1>{t('admin.users.detailTitle')}</h1>
          <LineSkeleton lines={8} />
        </>
      ) : (
        <>
          <h1 data-testid="user-name">{d.user.name}</h1>
          <p className="admin-user-tags">
            <span className="admin-tag">{t(`admin.users.roles.${d.user.role}`)}</span>
            {d.staff_role && <span className="admin-tag">{t(`admin.roles.${d.staff_role}`)}</span>}
            {d.ban.banned && <span className="admin-tag admin-tag-banned">{t('admin.users.banned')}</span>}
          </p>
          <div className="admin-user-grid">
            <section className="card admin-user-part" aria-labelledby="user-profile">
              <h2 id="user-profile">{t('admin.users.profile')}</h2>
              <Facts
                rows={[
                  [t('admin.users.id'), d.user.id],
                  [t('admin.users.email'), d.user.email],
                  [t('admin.users.phone'), d.user.phone && displayPhone(d.user.phone)],
                  [t('admin.users.address'), d.user.address],
                  [t('admin.users.joined'), formatDateTime(d.user.created_at, lang)],
                ]}
              />
            </section>
            <BanPanel detail={d} self={d.user.id === me?.id} />
            {allows(self.data, 'staff') && d.user.role !== 'seller' && <StaffRolePanel detail={d} />}
            <UserOrders orders={d.orders} orderHref={(o) => adminDetail('orders', o)} />
            <UserWallet wallet={d.wallet} />
            <UserNotices notices={d.notices} />
            <UserSessions sessions={d.sessions} />
          </div>
          <History subject="user" id={d.user.id} />
        </>
      )}
    </main>
  );
}

/** The person's staff role, changed through POST /api/admin/staff (audited there). */
function StaffRolePanel({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [role, setRole] = useState<StaffRole | ''>(detail.staff_role ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState('');
  const change = useMutation({
    mutationFn: saveStaff,
    onSuccess: () => {
      setDone(t('admin.staff.roleSaved'));
      void client.invalidateQueries({ queryKey: userQuery(detail.user.id).queryKey });
      void client.invalidateQueries({ queryKey: ['admin-staff'] });
    },
    onError: (err) => setErrors(staffErrors(err, t, ['role'])),
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setDone('');
    if (!role) {
      setErrors({ role: t('errors.1000009') });
      return;
    }
    setErrors({});
    change.mutate({ email: detail.user.email, role });
  };
  return (
    <section className="card admin-user-part" aria-labelledby="user-staff">
      <h2 id="user-staff">{t('admin.users.staffRole')}</h2>
      {!detail.staff_role && <p className="muted">{t('admin.users.notStaff')}</p>}
      <form onSubmit={submit} noValidate>
        <RoleSelect label={t('admin.staff.role')} value={role} onChange={setRole} error={errors.role} blank />
        <button type="submit" className="btn" disabled={change.isPending || role === (detail.staff_role ?? '')}>
          {t('admin.staff.saveRole')}
        </button>
      </form>
      <Problem text={errors.form} />
      <p className="small admin-user-done" role="status">
        {done}
      </p>
    </section>
  );
}
