// The operators' one approval inbox (spec §4 notice types): every request awaiting a decision, of
// every type, decided once, with an audit record.
import { z } from 'zod';
import { paging, zId } from './common.ts';

/** Spec §4: 100 merchant application, 200 product, 300 stock-in, 400 withdrawal, 500 recharge; 600 (ours) bank transfer at checkout;
 * 700 (issue 16) a seller's flash-deal enrolment (permission promotions). */
export const INBOX_TYPES = [100, 200, 300, 400, 500, 600, 700] as const;
export type InboxType = (typeof INBOX_TYPES)[number];
export const INBOX_STATUSES = ['pending', 'approved', 'rejected', 'recalled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

const zInboxType = z.coerce
  .number()
  .int()
  .refine(
    (v): v is InboxType => (INBOX_TYPES as readonly number[]).includes(v),
    'one of 100, 200, 300, 400, 500, 600, 700',
  );

export const inboxQuery = z.object({
  ...paging,
  type: zInboxType.optional(),
  status: z.enum(INBOX_STATUSES).default('pending'),
});

export const inboxDecideBody = z.object({
  type: zInboxType,
  id: zId,
  decision: z.enum(['approve', 'reject']),
  remark: z.string().trim().max(300).default(''),
  /** the bank reference of the transfer an operator made: required to approve a seller's withdrawal */
  reference: z.string().trim().max(100).default(''),
});
export type InboxDecision = z.output<typeof inboxDecideBody>;

export interface InboxItem {
  type: InboxType;
  id: number;
  status: InboxStatus;
  created_at: string;
  decided_at: string | null;
  decision_remark: string;
  applicant: { id: number; email: string; name: string };
  /** What an operator needs to decide: the application's fields and KYC images, or the amount and proof. */
  detail: Record<string, unknown>;
}

export interface InboxAnswer {
  items: InboxItem[];
  total: number;
  page: number;
  page_size: number;
  /** Requests awaiting a decision, per type. */
  pending: Record<InboxType, number>;
}
