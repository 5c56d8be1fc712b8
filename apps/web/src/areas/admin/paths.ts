// The admin area's screens, as hash routes (#/inbox, #/users/12 ...), and the permission each needs
// (contract staff.ts): the menu shows a screen only to a role holding it; none means every staff member.
import type { AdminPermission } from '@polymart/contract/staff';

export const adminPaths = {
  dashboard: '/dashboard',
  inbox: '/inbox',
  orders: '/orders',
  refunds: '/refunds',
  users: '/users',
  shops: '/shops',
  products: '/products',
  reviews: '/reviews',
  coupons: '/coupons',
  catalogue: '/catalogue',
  content: '/content',
  currencies: '/currencies',
  finance: '/finance',
  commission: '/commission',
  reports: '/reports',
  staff: '/staff',
  audit: '/audit',
} as const;
export type AdminScreen = keyof typeof adminPaths;

/** A detail page's address: `#/users/12`, `#/shops/3`, `#/orders/40`. */
export const adminDetail = (screen: 'users' | 'shops' | 'orders' | 'products', id: number) =>
  `${adminPaths[screen]}/${id}`;

/** The menu, in its order, with the permission each screen needs. */
export const ADMIN_MENU: { screen: AdminScreen; needs?: AdminPermission }[] = [
  { screen: 'dashboard' },
  { screen: 'inbox' },
  { screen: 'orders', needs: 'orders' },
  { screen: 'refunds', needs: 'refunds' },
  { screen: 'users', needs: 'users' },
  { screen: 'shops', needs: 'sellers' },
  { screen: 'products', needs: 'products' },
  { screen: 'reviews', needs: 'reviews' },
  { screen: 'coupons', needs: 'coupons' },
  { screen: 'catalogue', needs: 'catalog' },
  { screen: 'content', needs: 'content' },
  { screen: 'currencies', needs: 'settings' },
  { screen: 'finance', needs: 'money_read' },
  { screen: 'commission', needs: 'money_read' },
  { screen: 'reports', needs: 'reports' },
  { screen: 'staff', needs: 'staff' },
  { screen: 'audit', needs: 'audit' },
];
