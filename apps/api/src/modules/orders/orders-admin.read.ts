// Operators read every shop's orders (issue 15 §6): one filter for the list and the CSV export —
// status, payment status and method, shop, the order number or the buyer's email, and the days
// placed (UTC) —, and an order's detail with its buyer, payment, timeline (who did what) and refunds.
import {
  type AdminOrderDetail,
  type AdminOrderEvent,
  type AdminOrderFilters,
  type AdminOrderListQuery,
  type AdminOrderRow,
  DEFAULT_CURRENCY,
  formatMinor,
  type LangCode,
  type Paged,
} from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { csvFile } from '../../lib/csv.ts';
import { fail } from '../../lib/errors.ts';
import { EXPORT_LIMIT } from './orders.export.ts';
import { orderDetail } from './orders.read.ts';

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** The day after an ISO date (YYYY-MM-DD), as the start of that day in UTC. */
function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

/** "#123" is that order; "123" that order or an email holding it; other text a part of the buyer's email. */
function searchWhere(typed: string | undefined): SQL {
  const q = typed?.trim() ?? '';
  if (!q) return sql`true`;
  if (/^#\d{1,15}$/.test(q)) return sql`o.id = ${Number(q.slice(1))}`;
  const like = `%${escapeLike(q.replace(/^#/, ''))}%`;
  const byNumber = /^\d{1,15}$/.test(q) ? sql`o.id = ${Number(q)} OR` : sql``;
  return sql`(${byNumber} EXISTS (SELECT 1 FROM users b WHERE b.id = o.user_id AND b.email ILIKE ${like}))`;
}

/** The WHERE (over `orders o`) of the operators' filters; the list and the export share it. */
export function adminOrdersWhere(f: AdminOrderFilters): SQL {
  const parts: SQL[] = [searchWhere(f.q)];
  if (f.status) parts.push(sql`o.status = ${f.status}`);
  if (f.payment_status) parts.push(sql`o.payment_status = ${f.payment_status}`);
  if (f.payment_method) parts.push(sql`o.payment_method = ${f.payment_method}`);
  if (f.shop_id) parts.push(sql`o.shop_id = ${f.shop_id}`);
  if (f.from) parts.push(sql`o.created_at >= ${`${f.from}T00:00:00Z`}::timestamptz`);
  if (f.to) parts.push(sql`o.created_at < ${dayAfter(f.to)}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

type Row = Omit<AdminOrderRow, 'shop' | 'buyer' | 'created_at'> & {
  created_at: string | Date;
  shop_id: number;
  shop_name: string;
  user_id: number;
  email: string;
  name: string;
};

export async function adminOrders(db: Db, input: AdminOrderListQuery): Promise<Paged<AdminOrderRow>> {
  const where = adminOrdersWhere(input);
  const [found, total] = await Promise.all([
    rows<Row>(
      db,
      sql`SELECT o.id, o.created_at, o.status, o.payment_status, o.payment_method, o.total, o.shop_id,
            s.name AS shop_name, o.user_id, u.email, u.name,
            (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS quantity
          FROM orders o JOIN shops s ON s.id = o.shop_id JOIN users u ON u.id = o.user_id
          WHERE ${where}
          ORDER BY o.created_at DESC, o.id DESC LIMIT ${input.page_size} OFFSET ${(input.page - 1) * input.page_size}`,
    ),
    one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders o WHERE ${where}`),
  ]);
  const items = found.map((r) => ({
    id: Number(r.id),
    created_at: iso(r.created_at)!,
    status: r.status,
    payment_status: r.payment_status,
    payment_method: r.payment_method,
    total: Number(r.total),
    shop: { id: Number(r.shop_id), name: r.shop_name },
    buyer: { id: Number(r.user_id), email: r.email, name: r.name },
    quantity: r.quantity,
  }));
  return { items, total: total?.n ?? 0, page: input.page, page_size: input.page_size };
}

export const ADMIN_EXPORT_COLUMNS = [
  'order_id',
  'date',
  'shop_id',
  'shop',
  'buyer_email',
  'status',
  'payment_status',
  'payment_method',
  'currency',
  'subtotal',
  'tax',
  'delivery_fee',
  'discount',
  'total',
  'refunded',
  'items',
  'quantity',
  'country',
  'delivery_method',
  'tracking_number',
] as const;

interface ExportRow {
  id: number;
  created_at: string | Date;
  shop_id: number;
  shop_name: string;
  email: string;
  status: string;
  payment_status: string;
  payment_method: string;
  subtotal: number;
  tax: number;
  delivery_fee: number;
  discount: number;
  total: number;
  refunded: number;
  items: string | null;
  quantity: number | null;
  country: string | null;
  delivery_method: string;
  log_sn: string;
}

/** The filtered orders as CSV, one line per order (as the seller's export; lib/csv.ts defuses formulas). */
export async function exportAdminOrders(db: Db, filters: AdminOrderFilters): Promise<string> {
  const found = await rows<ExportRow>(
    db,
    sql`SELECT o.id, o.created_at, o.shop_id, s.name AS shop_name, u.email, o.status, o.payment_status, o.payment_method,
          o.subtotal, o.tax, o.delivery_fee, o.discount, o.total, o.refunded, o.address->>'country' AS country,
          o.delivery_method, o.log_sn,
          (SELECT string_agg(i.name || ' × ' || i.quantity, ' | ' ORDER BY i.id) FROM order_items i WHERE i.order_id = o.id) AS items,
          (SELECT sum(i.quantity)::int FROM order_items i WHERE i.order_id = o.id) AS quantity
        FROM orders o JOIN shops s ON s.id = o.shop_id JOIN users u ON u.id = o.user_id
        WHERE ${adminOrdersWhere(filters)}
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${EXPORT_LIMIT}`,
  );
  const money = (v: number) => formatMinor(Number(v), '');
  return csvFile(
    ADMIN_EXPORT_COLUMNS,
    found.map((o) => [
      o.id,
      new Date(o.created_at).toISOString(),
      o.shop_id,
      o.shop_name,
      o.email,
      o.status,
      o.payment_status,
      o.payment_method,
      DEFAULT_CURRENCY,
      money(o.subtotal),
      money(o.tax),
      money(o.delivery_fee),
      money(o.discount),
      money(o.total),
      money(o.refunded),
      o.items ?? '',
      o.quantity ?? 0,
      o.country ?? '',
      o.delivery_method,
      o.log_sn,
    ]),
  );
}

/** One order as an operator reads it; 1500018 when there is none. */
export async function adminOrderDetail(db: Db, lang: LangCode, id: number): Promise<AdminOrderDetail> {
  const detail = await orderDetail(db, lang, sql`o.id = ${id}`);
  if (!detail) return fail('ORDER_NOT_FOUND');
  const [extra, payment, events, refunds] = await Promise.all([
    one<{ user_id: number; email: string; name: string; refunded: number; cancelled_at: string | Date | null }>(
      db,
      sql`SELECT o.user_id, u.email, u.name, o.refunded, o.cancelled_at FROM orders o JOIN users u ON u.id = o.user_id
          WHERE o.id = ${id}`,
    ),
    one<{ id: number; method: string; status: string; amount: number; paid_at: string | Date | null }>(
      db,
      sql`SELECT p.id, p.method, p.status, p.amount, p.paid_at FROM payments p
          WHERE p.id = (SELECT payment_id FROM orders WHERE id = ${id})`,
    ),
    rows<
      Omit<AdminOrderEvent, 'actor' | 'created_at'> & {
        actor_id: number | null;
        actor_name: string | null;
        actor_email: string | null;
        created_at: string | Date;
      }
    >(
      db,
      sql`SELECT e.status, e.actor_role, e.note, e.created_at, e.actor_id, a.name AS actor_name, a.email AS actor_email
          FROM order_events e LEFT JOIN users a ON a.id = e.actor_id WHERE e.order_id = ${id} ORDER BY e.id`,
    ),
    rows<AdminOrderDetail['refunds'][number] & { created_at: string | Date }>(
      db,
      sql`SELECT id, status, amount, reason, created_at FROM refunds WHERE order_id = ${id} ORDER BY id`,
    ),
  ]);
  const open = refunds.some((r) => r.status === 'pending' || r.status === 'escalated');
  return {
    ...detail,
    buyer: { id: Number(extra!.user_id), email: extra!.email, name: extra!.name },
    payment: payment
      ? {
          id: Number(payment.id),
          method: payment.method,
          status: payment.status,
          amount: Number(payment.amount),
          paid_at: iso(payment.paid_at),
        }
      : null,
    refunded: Number(extra!.refunded),
    cancelled_at: iso(extra!.cancelled_at),
    events: events.map((e) => ({
      status: e.status,
      actor_role: e.actor_role,
      actor: e.actor_id ? { id: Number(e.actor_id), name: e.actor_name ?? '', email: e.actor_email ?? '' } : null,
      note: e.note,
      created_at: iso(e.created_at)!,
    })),
    refunds: refunds.map((r) => ({ ...r, id: Number(r.id), amount: Number(r.amount), created_at: iso(r.created_at)! })),
    cancellable: ['unpaid', 'to_ship'].includes(detail.status) && !open,
  };
}
