// The staff (issue 15), for owners: who may use the admin area and in which role; invite someone by
// email, change a member's role, remove a member. The server keeps at least one owner.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { staffListQuery } from '../../../features/admin-staff/api.ts';
import { InviteForm } from '../../../features/admin-staff/invite-form.tsx';
import { MemberRow } from '../../../features/admin-staff/member-row.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAdminTitle } from '../title.ts';

function StaffPage() {
  const { t } = useTranslation();
  const user = useSession();
  const list = useQuery(staffListQuery());
  return (
    <main className="page admin-page staff" id="content">
      <h1>{t('admin.staff.title')}</h1>
      <p className="muted">{t('admin.staff.intro')}</p>
      <section className="staff-section" aria-labelledby="staff-invite">
        <h2 id="staff-invite">{t('admin.staff.inviteTitle')}</h2>
        <InviteForm />
      </section>
      <section className="staff-section" aria-labelledby="staff-members">
        <h2 id="staff-members">{t('admin.staff.members')}</h2>
        {list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <LineSkeleton lines={4} />
        ) : (
          <ul className="staff-list" data-testid="staff-list">
            {list.data.items.map((m) => (
              <MemberRow key={m.user_id} member={m} self={m.user_id === user?.id} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export default function AdminStaff() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.staff.title'));
  return (
    <RequirePermission permission="staff">
      <StaffPage />
    </RequirePermission>
  );
}
