// Shops for the admin backend (issue 15, permission `sellers`): the list with each shop's sales,
// refund rate and products, and one shop's page. The figures are subqueries over the page's shops
// only (orders_shop_idx, refunds_shop_idx), so one query pages the whole list.
import type { AdminShopDetail, AdminShopRow, AdminShopsQuery, ModerationState, Paged } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { commissionRules } from '../earnings/commission.service.ts';

/** `%` and `_` typed by the operator are searched for as themselves. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const person = (alias: string) =>
  sql.raw(
    `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'email', ${alias}.email) END`,
  );

// paid: orders whose money arrived (refunded ones included); refunded: those with an approved refund
const rowColumns = sql`s.id, s.name, s.slug, s.logo, s.status, s.rating, s.created_at, ${person('u')} AS owner,
  st.sales_total, st.sales_count, st.paid_orders, st.refunded_orders,
  CASE WHEN st.paid_orders = 0 THEN NULL ELSE (st.refunded_orders * 10000 / st.paid_orders)::int END AS refund_rate_bp,
  (SELECT count(*)::int FROM products p WHERE p.shop_id = s.id) AS product_count`;

const statsJoin = sql`LEFT JOIN users u ON u.id = s.owner_id
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(o.total) FILTER (WHERE o.status = 'completed'), 0)::bigint AS sales_total,
           (count(*) FILTER (WHERE o.status = 'completed'))::int AS sales_count,
           (count(*) FILTER (WHERE o.paid_at IS NOT NULL))::int AS paid_orders,
           (SELECT count(DISTINCT r.order_id)::int FROM refunds r WHERE r.shop_id = s.id AND r.status = 'approved')
             AS refunded_orders
    FROM orders o WHERE o.shop_id = s.id
  ) st`;

export async function listShops(ctx: AdminCtx, q: AdminShopsQuery): Promise<Paged<AdminShopRow>> {
  const parts: SQL[] = [sql`true`];
  if (q.status) parts.push(sql`s.status = ${q.status}`);
  if (q.q) {
    const like = contains(q.q);
    let match = sql`s.name ILIKE ${like} OR s.slug ILIKE ${like} OR s.email ILIKE ${like}
      OR s.owner_id IN (SELECT x.id FROM users x WHERE x.email ILIKE ${like} OR x.name ILIKE ${like})`;
    if (/^\d{1,15}$/.test(q.q)) match = sql`${match} OR s.id = ${Number(q.q)}`;
    parts.push(sql`(${match})`);
  }
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    rows<AdminShopRow>(
      ctx.db,
      sql`SELECT ${rowColumns} FROM (
            SELECT s.id FROM shops s WHERE ${where} ORDER BY s.created_at DESC, s.id DESC
            LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}
          ) pick JOIN shops s ON s.id = pick.id ${statsJoin}
          ORDER BY s.created_at DESC, s.id DESC`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM shops s WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

type DetailRow = AdminShopRow &
  Pick<AdminShopDetail, 'contact_person' | 'phone' | 'email' | 'address' | 'application' | 'open_orders'> & {
    suspended_reason: string;
    suspended_at: string | null;
    suspended_by: ModerationState['by'];
  };

export async function shopDetail(ctx: AdminCtx, id: number): Promise<AdminShopDetail> {
  const row = await one<DetailRow>(
    ctx.db,
    sql`SELECT ${rowColumns}, s.contact_person, s.phone, s.email, s.address,
          s.suspended_reason, s.suspended_at, ${person('b')} AS suspended_by,
          (SELECT count(*)::int FROM orders o WHERE o.shop_id = s.id AND o.status NOT IN ('completed', 'cancelled'))
            AS open_orders,
          (SELECT json_build_object('id', a.id, 'contact_person', a.contact_person, 'phone', a.phone, 'email', a.email,
                    'address', a.address, 'id_front', a.id_front, 'id_with_holder', a.id_with_holder,
                    'decided_at', a.decided_at, 'created_at', a.created_at)
             FROM seller_applications a WHERE a.shop_id = s.id OR (a.user_id = s.owner_id AND a.status = 'approved')
             ORDER BY (a.shop_id = s.id) DESC NULLS LAST, a.id DESC LIMIT 1) AS application
        FROM shops s ${statsJoin} LEFT JOIN users b ON b.id = s.suspended_by
        WHERE s.id = ${id}`,
  );
  if (!row) return fail('NO_DATA', 'no data found: shop');
  const { suspended_reason, suspended_at, suspended_by, ...shop } = row;
  const { items } = await commissionRules(ctx);
  const own = items.find((r) => r.scope === 'shop' && r.target_id === id);
  const global = items.find((r) => r.scope === 'global');
  return {
    ...shop,
    suspension: {
      active: shop.status === 'suspended',
      reason: suspended_reason,
      at: suspended_at,
      by: suspended_by,
    },
    commission: own
      ? { rule: own, source: 'shop' }
      : global
        ? { rule: global, source: 'global' }
        : { rule: null, source: 'none' },
  };
}
