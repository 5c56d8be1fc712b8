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
  /** site settings, currencies and languages */
  'settings',
  'finance',
  /** reading money: the finance view, sellers' debts, commission rules, wallet requests */
  'money_read',
  'staff',
  /** reading the audit trail */
  'audit',
  /** people: search, detail, ban and unban */
  'users',
  /** orders across shops: read, export, cancel an unshipped one */
  'orders',
  /** the category tree and the brands */
  'catalog',
  /** blog, policy pages, ads, announcements */
  'content',
  /** the reports (sales, top products, wallet flows, refunds) */
  'reports',
  /** support tickets, and buyer–seller conversations reported to the marketplace (issue 16) */
  'support',
  /** flash-deal campaigns and the sellers' enrolments in them (issue 16) */
  'promotions',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'operator', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * owner: everything; operator: sellers and shops, products, stock-in, orders, refunds, reviews,
 * coupons, the reports, flash-deal campaigns; finance: top-ups, withdrawals, payouts, commission, the finance view and
 * reports; support: people, orders, escalated refunds, reads money,
 * support tickets and reported conversations; content: the catalogue, the
 * site's texts, settings, currencies and languages. Every staff member sees the dashboard.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly AdminPermission[]> = {
  owner: ADMIN_PERMISSIONS,
  operator: ['sellers', 'products', 'orders', 'refunds', 'reviews', 'coupons', 'reports', 'promotions'],
  finance: ['wallet', 'finance', 'money_read', 'reports'],
  support: ['users', 'orders', 'refunds', 'money_read', 'support'],
  content: ['catalog', 'content', 'settings'],
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
