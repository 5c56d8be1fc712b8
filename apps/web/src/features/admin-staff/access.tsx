// What the signed-in operator's role lets them use: the menu shows only those pages, and a page
// opened by its address without the permission says so instead of failing on a refused call.
import type { AdminPermission, StaffSelf } from '@polymart/contract/staff';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LineSkeleton } from '../../components/states.tsx';
import { useSession } from '../../lib/session.ts';
import { staffSelfQuery } from './api.ts';

/** The operator's own role and permissions (undefined while they load). */
export function useStaffSelf() {
  const user = useSession();
  return useQuery(staffSelfQuery(user?.id));
}

export const allows = (self: StaffSelf | undefined, permission: AdminPermission) =>
  !!self?.permissions.includes(permission);

/** The page when the role does not give it: a heading and one line, in the page's place. */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <main className="page admin-page" id="content">
      <h1>{t('admin.access.title')}</h1>
      <p className="muted" data-testid="no-access">
        {t('admin.access.none')}
      </p>
    </main>
  );
}

/** Shows `children` only to a role holding `permission`. */
export function RequirePermission({ permission, children }: { permission: AdminPermission; children: ReactNode }) {
  const self = useStaffSelf();
  if (self.isError)
    return (
      <main className="page admin-page" id="content">
        <ErrorState onRetry={() => void self.refetch()} />
      </main>
    );
  if (!self.data)
    return (
      <main className="page admin-page" id="content">
        <LineSkeleton lines={4} />
      </main>
    );
  return allows(self.data, permission) ? children : <NoAccess />;
}
