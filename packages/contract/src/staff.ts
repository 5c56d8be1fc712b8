// What an operator may do in the admin area. Every admin route names the permission it needs;
// until staff roles exist (admin backend issue) every operator holds them all.
export const ADMIN_PERMISSIONS = [
  'wallet',
  'refunds',
  'reviews',
  'coupons',
  'sellers',
  'products',
  'settings',
  'finance',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];
