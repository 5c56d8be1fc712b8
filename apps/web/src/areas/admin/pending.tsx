// A screen of the admin backend that is still being built (issue 15): its place in the menu and
// its heading, so the menu and the permissions can be tested before the screen's content lands.
import { useTranslation } from 'react-i18next';
import type { AdminScreen } from './paths.ts';
import { useAdminTitle } from './title.ts';

export function Pending({ screen }: { screen: AdminScreen }) {
  const { t } = useTranslation();
  useAdminTitle(t(`admin.nav.${screen}`));
  return (
    <main className="page admin-page" id="content">
      <h1>{t(`admin.nav.${screen}`)}</h1>
    </main>
  );
}
