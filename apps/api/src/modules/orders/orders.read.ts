// Reading orders into the answers of spec §3, for the buyer and the seller alike. The owner's id is
// part of every WHERE (DESIGN §7): a foreign order reads as no order at all (1500018).
import {
  type ActorRole,
  deliveryStatus,
  type LangCode,
  ORDER_TABS,
  type OrderDetail,
  type OrderEvent,
  type OrderItem,
  type OrderStatus,
  type OrderSummary,
  type OrderTab,
  type Paged,
} from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import { viewedName } from './line-name.ts';

/**
 * An orders row as selected: the fields the answer passes on as they are keep the contract's types,
 * so the row and the answer cannot drift apart; the rest is stored under other names.
 */
type OrderRow = Pick<
  OrderDetail,
  | 'id'
  | 'status'
  | 'payment_status'
  | 'payment_method'
  | 'subtotal'
  | 'tax'
  | 'delivery_fee'
  | 'discount'
  | 'actual_pay'
  | 'delivery_method'
  | 'log_sn'
  | 'arrival_method'
  | 'remark'
  | 'cancel_remark'
  | 'address'
  | 'customer'
  | 'expires_at'
> & {
  shop_id: number;
  shop_name: string;
  shop_logo: string;
  /** The answer's `price`. */
  total: number;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  completed_at: string | null;
  created_at: string;
};

const CANCELLABLE: OrderStatus[] = ['unpaid', 'to_ship'];
const CONFIRMABLE: OrderStatus[] = ['shipped', 'in_transit', 'delivered'];

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function summary(row: OrderRow, items: OrderItem[]): OrderSummary {
  return {
    id: row.id,
    shop: { id: row.shop_id, name: row.shop_name, logo: row.shop_logo },
    status: row.status,
    delivery_status: deliveryStatus(row.status),
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    price: row.total,
    date: iso(row.created_at)!,
    expires_at: row.status === 'unpaid' ? iso(row.expires_at) : null,
    items,
    actions: {
      pay: row.status === 'unpaid',
      cancel: CANCELLABLE.includes(row.status),
      confirm: CONFIRMABLE.includes(row.status),
    },
  };
}

async function selectOrders(db: Db, where: SQL, tail: SQL = sql``): Promise<OrderRow[]> {
  return rows<OrderRow>(
    db,
    sql`SELECT o.*, s.name AS shop_name, s.logo AS shop_logo FROM orders o JOIN shops s ON s.id = o.shop_id
        WHERE ${where} ${tail}`,
  );
}

/** Lines of the orders; `lang` the viewer's, names as line-name.ts reads them. */
async function itemsOf(db: Db, lang: LangCode, orderIds: number[]): Promise<Map<number, OrderItem[]>> {
  const found = await rows<OrderItem & { order_id: number }>(
    db,
    sql`SELECT i.order_id, i.id, i.product_id, ${viewedName(lang, sql`i.product_id`, sql`i.name`)} AS name, i.image, i.quantity, i.price, i.tax, i.total, i.discount, i.returned,
          EXISTS (SELECT 1 FROM product_reviews r WHERE r.order_item_id = i.id) AS reviewed
        FROM order_items i WHERE i.order_id = ANY(${sqlIds(orderIds)}) ORDER BY i.id`,
  );
  const byOrder = new Map<number, OrderItem[]>();
  for (const { order_id, ...item } of found) byOrder.set(order_id, [...(byOrder.get(order_id) ?? []), item]);
  return byOrder;
}

/** Summaries of the orders matching `where` (over `orders o`), in the given order and page. */
export async function orderSummaries(
  db: Db,
  lang: LangCode,
  where: SQL,
  tail: SQL = sql`ORDER BY o.id`,
): Promise<OrderSummary[]> {
  const found = await selectOrders(db, where, tail);
  if (found.length === 0) return [];
  const items = await itemsOf(
    db,
    lang,
    found.map((o) => o.id),
  );
  return found.map((o) => summary(o, items.get(o.id) ?? []));
}

export async function orderDetail(db: Db, lang: LangCode, where: SQL): Promise<OrderDetail | undefined> {
  const [row] = await selectOrders(db, where, sql`LIMIT 1`);
  if (!row) return undefined;
  const [items, events, window] = await Promise.all([
    itemsOf(db, lang, [row.id]),
    rows<OrderEvent>(
      db,
      sql`SELECT status, actor_role, note, created_at FROM order_events WHERE order_id = ${row.id} ORDER BY id`,
    ),
    deliveryWindow(db, row),
  ]);
  return {
    ...summary(row, items.get(row.id) ?? []),
    subtotal: row.subtotal,
    tax: row.tax,
    delivery_fee: row.delivery_fee,
    discount: row.discount,
    actual_pay: row.actual_pay,
    delivery_method: row.delivery_method,
    log_sn: row.log_sn,
    arrival_method: row.arrival_method,
    remark: row.remark,
    cancel_remark: row.cancel_remark,
    pay_time: iso(row.paid_at),
    deliver_time: iso(row.shipped_at),
    delivery_time: iso(row.delivered_at),
    success_time: iso(row.completed_at),
    address: row.address,
    customer: row.customer,
    events: events.map((e) => ({ ...e, created_at: iso(e.created_at)! })),
    delivery_window: window ?? null,
  };
}

/** The order's method (the shop's own before the platform's of that code), its days added to the start. */
function deliveryWindow(db: Db, row: OrderRow) {
  const start = row.shipped_at ?? row.paid_at ?? row.created_at;
  return one<{ from: string; to: string }>(
    db,
    sql`SELECT to_char(${start}::timestamptz + make_interval(days => min_days), 'YYYY-MM-DD') AS "from",
               to_char(${start}::timestamptz + make_interval(days => max_days), 'YYYY-MM-DD') AS "to"
        FROM delivery_methods WHERE code = ${row.delivery_method} AND (shop_id = ${row.shop_id} OR shop_id IS NULL)
        ORDER BY shop_id NULLS LAST LIMIT 1`,
  );
}

export interface PageInput {
  status?: string;
  page: number;
  page_size: number;
}

/** One page of order summaries matching `where` (over `orders o`) and the status tab, newest first. */
export async function pagedOrders(db: Db, lang: LangCode, where: SQL, input: PageInput): Promise<Paged<OrderSummary>> {
  const all = sql`${where} AND ${tabWhere(input.status)}`;
  const [items, total] = await Promise.all([
    orderSummaries(
      db,
      lang,
      all,
      sql`ORDER BY o.created_at DESC, o.id DESC LIMIT ${input.page_size} OFFSET ${(input.page - 1) * input.page_size}`,
    ),
    one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders o WHERE ${all}`),
  ]);
  return { items, total: total?.n ?? 0, page: input.page, page_size: input.page_size };
}

/** The WHERE of a status tab (spec §4 labels; `shipped` covers on the road and in transit). */
export function tabWhere(tab: string | undefined): SQL {
  if (!tab || tab === 'all') return sql`true`;
  if (tab === 'shipped') return sql`o.status IN ('shipped', 'in_transit')`;
  return sql`o.status = ${tab}`;
}

/** Appends to an order's timeline. */
export async function recordEvent(
  db: Db,
  orderIds: number[],
  status: string,
  actor: { id: number | null; role: ActorRole },
  note = '',
) {
  if (orderIds.length === 0) return;
  await db.execute(
    sql`INSERT INTO order_events (order_id, status, actor_id, actor_role, note)
        SELECT unnest(${sqlIds(orderIds)}), ${status}, ${actor.id}, ${actor.role}, ${note}`,
  );
}

/** Orders per status tab (spec §4 labels); "shipped" holds shipped and in transit. */
export async function countOrders(db: Db, where: SQL): Promise<Record<OrderTab, number>> {
  const found = await rows<{ status: string; n: number }>(
    db,
    sql`SELECT status, count(*)::int AS n FROM orders WHERE ${where} GROUP BY status`,
  );
  const of = (...s: string[]) => found.filter((r) => s.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  const counts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, of(tab)])) as Record<OrderTab, number>;
  counts.all = of(...found.map((r) => r.status));
  counts.shipped = of('shipped', 'in_transit');
  return counts;
}
