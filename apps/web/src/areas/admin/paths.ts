// The admin area's screens, as hash routes (#/inbox, #/users/12 ...), and the permission each needs
// (contract staff.ts): the menu shows a screen only to a role holding it; none means every staff member.
import type { AdminPermission } from '@polymart/contract/staff';
import type { AdminScreen } from '../../lib/admin-paths.ts';

export { type AdminScreen, adminDetail, adminPaths } from '../../lib/admin-paths.ts';

/** The menu, in its order, with the permission each screen needs. */
export const ADMIN_MENU: { screen: AdminScreen; needs?: AdminPermission }[] = [
  { screen: 'dashboard' },
  { screen: 'inbox' },
  { screen: 'orders', needs: 'orders' },
  { screen: 'refunds', needs: 'refunds' },
  { screen: 'tickets', needs: 'support' },
  { screen: 'conversations', needs: 'support' },
  { screen: 'users', needs: 'users' },
  { screen: 'shops', needs: 'sellers' },
  { screen: 'products', needs: 'products' },
  { screen: 'reviews', needs: 'reviews' },
  { screen: 'coupons', needs: 'coupons' },
  { screen: 'campaigns', needs: 'promotions' },
  { screen: 'catalogue', needs: 'catalog' },
  { screen: 'content', needs: 'content' },
  { screen: 'currencies', needs: 'settings' },
  { screen: 'finance', needs: 'money_read' },
  { screen: 'commission', needs: 'money_read' },
  { screen: 'reports', needs: 'reports' },
  { screen: 'staff', needs: 'staff' },
  { screen: 'audit', needs: 'audit' },
];
