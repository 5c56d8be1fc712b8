// Staff roles and what each may do in the admin area (issue 15). Every admin route names the
// permission it needs; an operator holds the permissions of their role.
import { z } from 'zod';
import { zBool } from './common.ts';

export const ADMIN_PERMISSIONS = [
  'wallet',
  'refunds',
  'reviews',
  'coupons',
  'sellers',
  'products',
  'settings',
  'finance',
  /** reading money: the finance view, sellers' debts, commission rules, wallet requests */
  'money_read',
  'staff',
  /** reading the audit trail */
  'audit',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'operator', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * owner: everything; operator: sellers, products, stock-in, refunds, reviews, coupons; finance:
 * top-ups, withdrawals, payouts, commission, the finance view; support: reads money, decides
 * escalated refunds; content: the catalogue's and the site's texts and settings.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly AdminPermission[]> = {
  owner: ADMIN_PERMISSIONS,
  operator: ['sellers', 'products', 'refunds', 'reviews', 'coupons'],
  finance: ['wallet', 'finance', 'money_read'],
  support: ['refunds', 'money_read'],
  content: ['settings'],
};

export const may = (role: StaffRole | null | undefined, permission: AdminPermission) =>
  !!role && ROLE_PERMISSIONS[role].includes(permission);

export interface StaffMember {
  user_id: number;
  email: string;
  name: string;
  role: StaffRole;
  invited_by: number | null;
  created_at: string;
}

/** The caller's own place in the admin area: their role and what it lets them do. */
export interface StaffSelf {
  user_id: number;
  role: StaffRole | null;
  permissions: AdminPermission[];
}

/** Invites (or changes the role of) the account with this email; `remove` takes it out of the staff. */
export const staffBody = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  role: z.enum(STAFF_ROLES).optional(),
  name: z.string().trim().min(1).max(80).optional(),
  remove: zBool.optional(),
});
export type StaffBody = z.output<typeof staffBody>;
