// The operators' audit trail (issue 15): every decision and admin action, who made it in which
// role, the state before and after. Read by owners (permission `audit`).
import { z } from 'zod';
import { paging, zId, zIsoDate } from './common.ts';

export const AUDIT_SUBJECTS = [
  'seller_application',
  'wallet_request',
  'product',
  'stock_in',
  'commission_rule',
  'bank_slip',
  'staff',
  'review',
  'user',
  'shop',
  'order',
  'refund',
  'coupon',
  'category',
  'brand',
  'blog_post',
  'blog_category',
  'page',
  'ad',
  'announcement',
  'setting',
  'currency',
  'language',
  // issue 16: a flash-deal campaign (create, update) and a seller's enrolment in one (the inbox decision)
  'flash_campaign',
  'flash_enrolment',
  // issue 16: a support ticket (assign, reply, state)
  'ticket',
  // issue 16: a buyer–seller conversation a seller reported (an operator handled the report)
  'conversation',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export const auditQuery = z
  .object({
    ...paging,
    /** the person who acted */
    actor_id: zId.optional(),
    subject_type: z.enum(AUDIT_SUBJECTS).optional(),
    subject_id: zId.optional(),
    from: zIsoDate.optional(),
    to: zIsoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from after to', path: ['to'] });
export type AuditQuery = z.output<typeof auditQuery>;

export interface AuditRecord {
  id: number;
  created_at: string;
  actor: { id: number; name: string; email: string } | null;
  actor_role: string;
  /** the client address the action came from */
  client_ip: string;
  action: string;
  subject_type: string;
  subject_id: number;
  remark: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** One thing's own history (GET /api/admin/history): the user, shop, product or order page shows it. */
export const historyQuery = z.object({
  ...paging,
  subject_type: z.enum(AUDIT_SUBJECTS),
  subject_id: zId,
});
export type HistoryQuery = z.output<typeof historyQuery>;
