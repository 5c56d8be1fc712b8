// One approval inbox for every request of spec §4 that waits for an operator: seller applications
// (100), products and product revisions (200), stock-in (300), withdrawals (400), top-ups (500), bank slips (600), flash-deal enrolments (700). Oldest first, with what an operator needs to decide. Each request is decided
// once by its own module (a conditional UPDATE inside the decision's transaction, with its audit
// record and the applicant's notice).
import {
  type AdminPermission,
  INBOX_TYPES,
  type InboxAnswer,
  type InboxDecision,
  type InboxItem,
  type InboxType,
} from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { bankSlipSource, decideBankSlip, pendingBankSlips } from '../orders/bank-inbox.service.ts';
import { decideProductRevision } from '../products/product-review.service.ts';
import { decideEnrolment, enrolmentInboxSource, pendingEnrolments } from '../promotions/enrolments.service.ts';
import { decideApplication } from '../sellers/applications.service.ts';
import { decideStockIn } from '../stock/stock.service.ts';
import { decideRequest } from '../wallet/wallet-admin.service.ts';

// Every source answers the same columns; wallet states read as the inbox's (completed → approved).
type Source = InboxType;
const SOURCES: Record<Source, SQL> = {
  100: sql`SELECT 100 AS type, a.id, a.status, a.created_at, a.decided_at, a.decision_remark, a.user_id,
             jsonb_build_object('shop_name', a.shop_name, 'contact_person', a.contact_person, 'phone', a.phone,
               'email', a.email, 'address', a.address, 'id_front', a.id_front, 'id_with_holder', a.id_with_holder,
               'shop_id', a.shop_id) AS detail
           FROM seller_applications a`,
  200: sql`SELECT 200 AS type, r.id, CASE r.status WHEN 'superseded' THEN 'rejected' ELSE r.status END AS status,
             r.created_at, r.decided_at, r.decision_remark, r.seller_id AS user_id,
             jsonb_build_object('kind', r.kind, 'product_id', r.product_id, 'shop_id', p.shop_id, 'shop_name', sh.name,
               'product_status', p.status, 'submitted', r.data, 'live_images', p.images) AS detail
           FROM product_revisions r JOIN products p ON p.id = r.product_id JOIN shops sh ON sh.id = p.shop_id`,
  300: sql`SELECT 300 AS type, s.id, s.status, s.created_at, s.decided_at, s.decision_remark, s.seller_id AS user_id,
             jsonb_build_object('shop_id', s.shop_id, 'shop_name', sh.name, 'product_id', s.product_id,
               'product_name', coalesce(pt.name, ''), 'stock', p.stock, 'quantity', s.quantity, 'note', s.note,
               'waybill', s.waybill, 'expected_at', s.expected_at) AS detail
           FROM stock_in_requests s JOIN shops sh ON sh.id = s.shop_id JOIN products p ON p.id = s.product_id
           LEFT JOIN product_translations pt ON pt.product_id = s.product_id AND pt.lang = 'en'`,
  400: walletSource('withdrawal', 400),
  500: walletSource('topup', 500),
  600: bankSlipSource,
  700: enrolmentInboxSource,
};

function walletSource(kind: 'topup' | 'withdrawal', type: number): SQL {
  return sql`SELECT ${type}::int AS type, r.id,
      CASE r.status WHEN 'completed' THEN 'approved' WHEN 'failed' THEN 'rejected' ELSE r.status END AS status,
      r.created_at, r.decided_at, r.decision_remark, r.user_id,
      jsonb_build_object('amount', r.amount, 'currency', r.currency, 'actual_amount', r.actual_amount,
        'transaction_id', r.transaction_id, 'proof', r.proof, 'payment_method', r.payment_method,
        'remark', r.remark, 'destination', r.destination, 'account', r.account, 'payout_reference', r.payout_reference,
        'shop_name', (SELECT min(s.name) FROM shops s WHERE s.owner_id = r.user_id AND r.account = 'merchant'),
        'debt', (SELECT a.debt FROM wallet_accounts a WHERE a.user_id = r.user_id AND a.kind = 'merchant' AND r.account = 'merchant'))
        AS detail
    FROM wallet_requests r WHERE r.kind = ${kind}`;
}

/** Who may decide (and so see) each type: operators the shops and catalogue, finance the money. */
const TYPE_PERMISSION: Record<InboxType, AdminPermission> = {
  100: 'sellers',
  200: 'products',
  300: 'products',
  400: 'wallet',
  500: 'wallet',
  600: 'wallet',
  700: 'promotions',
};

interface Row extends Omit<InboxItem, 'applicant'> {
  user_id: number;
  email: string;
  name: string;
}

export async function listInbox(
  ctx: AdminCtx,
  q: { page: number; page_size: number; type?: InboxType; status: string },
): Promise<InboxAnswer> {
  const types = (q.type ? [q.type] : INBOX_TYPES).filter((t) => ctx.can(TYPE_PERMISSION[t]));
  const pending = await pendingCounts(ctx);
  for (const t of INBOX_TYPES) if (!ctx.can(TYPE_PERMISSION[t])) pending[t] = 0;
  if (!types.length) return { items: [], total: 0, page: q.page, page_size: q.page_size, pending };
  const all = sql.join(
    types.map((t) => sql`(${SOURCES[t]})`),
    sql` UNION ALL `,
  );
  const sources = sql`(${all}) i`;
  // the queue is worked oldest first; what was decided is looked back at newest first
  const order =
    q.status === 'pending'
      ? sql`i.created_at, i.type, i.id`
      : sql`coalesce(i.decided_at, i.created_at) DESC, i.type, i.id DESC`;
  const [found, total] = await Promise.all([
    rows<Row>(
      ctx.db,
      sql`SELECT i.*, u.email, u.name FROM ${sources} JOIN users u ON u.id = i.user_id WHERE i.status = ${q.status}
          ORDER BY ${order}
          LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${sources} WHERE i.status = ${q.status}`),
  ]);
  const items = found.map(({ user_id, email, name, ...item }) => ({
    ...item,
    applicant: { id: user_id, email, name },
  }));
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size, pending };
}

/** Requests waiting, per type the caller's role may decide (the admin dashboard's counts). */
export async function waitingByType(ctx: AdminCtx): Promise<{ type: InboxType; count: number }[]> {
  const pending = await pendingCounts(ctx);
  return INBOX_TYPES.filter((t) => ctx.can(TYPE_PERMISSION[t])).map((type) => ({ type, count: pending[type] }));
}

async function pendingCounts(ctx: AdminCtx): Promise<Record<InboxType, number>> {
  const c = await one<{ a: number; p: number; s: number; w: number; t: number }>(
    ctx.db,
    sql`SELECT (SELECT count(*)::int FROM seller_applications WHERE status = 'pending') AS a,
               (SELECT count(*)::int FROM product_revisions WHERE status = 'pending') AS p,
               (SELECT count(*)::int FROM stock_in_requests WHERE status = 'pending') AS s,
               (SELECT count(*)::int FROM wallet_requests WHERE status = 'pending' AND kind = 'withdrawal') AS w,
               (SELECT count(*)::int FROM wallet_requests WHERE status = 'pending' AND kind = 'topup') AS t`,
  );
  return {
    100: c?.a ?? 0,
    200: c?.p ?? 0,
    300: c?.s ?? 0,
    400: c?.w ?? 0,
    500: c?.t ?? 0,
    600: await pendingBankSlips(ctx.db),
    700: await pendingEnrolments(ctx),
  };
}

/** Decides one request once; 2000018 when it is not waiting (decided, recalled or unknown). */
export async function decideInbox(ctx: AdminCtx, d: InboxDecision) {
  if (!ctx.can(TYPE_PERMISSION[d.type])) return fail('NO_PERMISSION');
  const approve = d.decision === 'approve';
  if (d.type === 100) {
    const done = await decideApplication(ctx, d.id, approve, d.remark);
    if (!done) return fail('DATA_OPERATION_FAILED', 'this application is not pending: it was decided already');
    return { type: d.type, id: d.id, status: approve ? 'approved' : 'rejected' };
  }
  if (d.type === 200) {
    const done = await decideProductRevision(ctx, d.id, approve, d.remark);
    if (!done) return fail('DATA_OPERATION_FAILED', 'this product revision is not pending: it was decided or replaced');
    return { type: d.type, id: d.id, status: approve ? 'approved' : 'rejected' };
  }
  if (d.type === 300) {
    const done = await decideStockIn(ctx, d.id, approve, d.remark);
    if (!done) return fail('DATA_OPERATION_FAILED', 'this stock-in is not pending: it was decided already');
    return { type: d.type, id: d.id, status: approve ? 'approved' : 'rejected' };
  }
  if (d.type === 600) return decideBankSlip(ctx, d.id, approve, d.remark);
  if (d.type === 700) {
    const done = await decideEnrolment(ctx, d.id, approve, d.remark);
    if (!done) return fail('DATA_OPERATION_FAILED', 'this enrolment is not pending: it was decided or withdrawn');
    return { type: d.type, id: d.id, status: approve ? 'approved' : 'rejected' };
  }
  const kind = d.type === 500 ? 'topup' : 'withdrawal';
  const known = await one(ctx.db, sql`SELECT 1 FROM wallet_requests WHERE id = ${d.id} AND kind = ${kind}`);
  if (!known) return fail('NO_DATA');
  await decideRequest(ctx, d.id, approve, d.remark, d.reference);
  return { type: d.type, id: d.id, status: approve ? 'approved' : 'rejected' };
}
