// Reading refund requests with their items and history, for the buyer, the seller and the admin.

import type { LangCode, Paged, Refund } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import { viewedName } from '../orders/orders.service.ts';

export type { Refund };

/** `lang`: the viewer's; item names as the order screens show them (orders viewedName). */
export async function selectRefunds(
  db: Db,
  lang: LangCode,
  where: SQL,
  tail: SQL = sql`ORDER BY r.id DESC`,
): Promise<Refund[]> {
  const found = await rows<Omit<Refund, 'items' | 'events'>>(
    db,
    sql`SELECT r.id, r.order_id, jsonb_build_object('id', s.id, 'name', s.name) AS shop, r.status, r.reason, r.photos,
          r.amount, r.seller_remark, r.admin_remark, r.created_at, r.decided_at
        FROM refunds r JOIN shops s ON s.id = r.shop_id WHERE ${where} ${tail}`,
  );
  if (found.length === 0) return [];
  const ids = sqlIds(found.map((r) => r.id));
  const [items, events] = await Promise.all([
    rows<Refund['items'][number] & { refund_id: number }>(
      db,
      sql`SELECT ri.refund_id, ri.order_item_id, ri.product_id, ${viewedName(lang, sql`i.product_id`, sql`i.name`)} AS name, i.image, ri.quantity, ri.amount
          FROM refund_items ri JOIN order_items i ON i.id = ri.order_item_id WHERE ri.refund_id = ANY(${ids})
          ORDER BY ri.order_item_id`,
    ),
    rows<Refund['events'][number] & { refund_id: number }>(
      db,
      sql`SELECT refund_id, status, actor_role, note, created_at FROM refund_events WHERE refund_id = ANY(${ids}) ORDER BY id`,
    ),
  ]);
  return found.map((r) => ({
    ...r,
    items: items.filter((i) => i.refund_id === r.id).map(({ refund_id: _r, ...i }) => i),
    events: events.filter((e) => e.refund_id === r.id).map(({ refund_id: _r, ...e }) => e),
  }));
}

/** One page of refund requests matching `where` (over `refunds r`) and the status, newest first. */
export async function pagedRefunds(
  db: Db,
  lang: LangCode,
  where: SQL,
  input: { status?: string; page: number; page_size: number },
): Promise<Paged<Refund>> {
  const all = sql`${where} ${input.status ? sql`AND r.status = ${input.status}` : sql``}`;
  const [items, total] = await Promise.all([
    selectRefunds(
      db,
      lang,
      all,
      sql`ORDER BY r.id DESC LIMIT ${input.page_size} OFFSET ${(input.page - 1) * input.page_size}`,
    ),
    one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM refunds r WHERE ${all}`),
  ]);
  return { items, total: total?.n ?? 0, page: input.page, page_size: input.page_size };
}

export async function recordRefundEvent(
  db: Db,
  refundId: number,
  status: string,
  actor: { id: number | null; role: string },
  note = '',
) {
  await db.execute(
    sql`INSERT INTO refund_events (refund_id, status, actor_id, actor_role, note)
        VALUES (${refundId}, ${status}, ${actor.id}, ${actor.role}, ${note})`,
  );
}
