// People in the admin backend (issue 15): search, one person's detail, ban and unban with a reason.
// Read with permission `users`; a staff role changes through POST /api/admin/staff (contract staff.ts).
import { z } from 'zod';
import { paging, zBool, zId } from './common.ts';
import type { StaffRole } from './staff.ts';

export const USER_ROLES = ['customer', 'seller', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const adminUsersQuery = z.object({
  ...paging,
  /** part of the email, the name or the phone */
  q: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
  /** true: banned accounts only; false: accounts that are not banned */
  banned: zBool.optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuery>;

export const BAN_REASON_MAX = 300;
export const banBody = z.object({ reason: z.string().trim().min(1).max(BAN_REASON_MAX) });
export const unbanBody = z.object({ reason: z.string().trim().max(BAN_REASON_MAX).optional() });
export const userIdParams = z.object({ id: zId });

export interface BanState {
  banned: boolean;
  banned_at: string | null;
  reason: string;
  /** the operator who banned the account */
  by: { id: number; name: string; email: string } | null;
}

export interface AdminUserRow {
  id: number;
  email: string;
  name: string;
  phone: string;
  role: UserRole;
  created_at: string;
  banned: boolean;
  banned_at: string | null;
  order_count: number;
  /** the customer wallet's available balance, in minor units of the base currency */
  wallet_balance: number;
}

export interface AdminUserOrder {
  id: number;
  shop: { id: number; name: string };
  status: string;
  payment_status: string;
  total: number;
  /** the parcel's tracking number, '' before shipping */
  log_sn: string;
  created_at: string;
}

export interface AdminUserMovement {
  id: number;
  direction: 'income' | 'expense';
  kind: string;
  amount: number;
  balance: number;
  memo: string;
  created_at: string;
}

export interface AdminUserNotice {
  id: number;
  type: number;
  status: number;
  message: string;
  read: boolean;
  created_at: string;
}

/** A session of the account: never its token nor the token's hash. */
export interface AdminUserSession {
  created_at: string;
  last_used_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
}

export interface AdminUserDetail {
  user: AdminUserRow & { avatar: string; address: string; invited_by: number | null };
  staff_role: StaffRole | null;
  ban: BanState;
  orders: { items: AdminUserOrder[]; total: number };
  wallet: { available: number; frozen: number; movements: AdminUserMovement[] };
  notices: { items: AdminUserNotice[]; unread: number };
  sessions: AdminUserSession[];
}
