// One thing's own history for the admin pages (GET /api/admin/history): the user, shop, product and
// order pages show who did what to it. Unlike the whole trail (owners only), a thing's history is
// for whoever may work on that kind of thing, so the permission follows the subject.
import type { AdminPermission, AuditRecord, AuditSubject, HistoryQuery, Paged } from '@polymart/contract';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { auditTrail } from './audit.read.ts';

const NEEDS: Record<AuditSubject, AdminPermission> = {
  seller_application: 'sellers',
  shop: 'sellers',
  wallet_request: 'money_read',
  bank_slip: 'money_read',
  commission_rule: 'money_read',
  product: 'products',
  stock_in: 'products',
  review: 'reviews',
  refund: 'refunds',
  coupon: 'coupons',
  order: 'orders',
  user: 'users',
  staff: 'staff',
  category: 'catalog',
  brand: 'catalog',
  blog_post: 'content',
  blog_category: 'content',
  page: 'content',
  ad: 'content',
  announcement: 'content',
  setting: 'settings',
  currency: 'settings',
  language: 'settings',
  flash_campaign: 'promotions',
  flash_enrolment: 'promotions',
  ticket: 'support',
  conversation: 'support',
};

export function subjectHistory(ctx: AdminCtx, q: HistoryQuery): Promise<Paged<AuditRecord>> {
  if (!ctx.can(NEEDS[q.subject_type]) && !ctx.can('audit')) return fail('NO_PERMISSION');
  return auditTrail(ctx, q);
}
