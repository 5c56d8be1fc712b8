// Every shop's products for the admin backend (issue 15, permission `products`): the list with
// filters, and hiding or restoring one product with a reason the seller sees (on the product and
// in a notice of type 200, the product's). A hidden product leaves the storefront at once: every
// storefront read asks catalog/product.sql.ts ON_SALE, and the storefront cache is cleared here
// and, through Redis, in every other process. Orders already placed go on. Each change writes one
// audit record in its transaction.
import type { AdminProductRow, AdminProductsQuery, Paged } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { ON_SALE } from '../catalog/product.sql.ts';
import { notify } from '../notices/notices.service.ts';

/** Notices of a product hidden (1100) or restored (1200), the message being the reason. */
const PRODUCT_NOTICE = { hide: 1100, restore: 1200 } as const;

const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const rowColumns = sql`p.id, coalesce(e.name, '') AS name, p.sku, coalesce(p.images[1], '') AS image, p.status,
  p.price, p.stock, p.sales_count AS sales, p.created_at, ${ON_SALE} AS on_sale,
  json_build_object('id', s.id, 'name', s.name, 'status', s.status) AS shop,
  json_build_object('id', p.category_id, 'name', coalesce(c.name, '')) AS category,
  json_build_object('active', p.hidden_at IS NOT NULL, 'reason', p.hidden_reason, 'at', p.hidden_at,
    'by', CASE WHEN h.id IS NULL THEN NULL ELSE json_build_object('id', h.id, 'name', h.name, 'email', h.email) END)
    AS hidden`;

export async function listAdminProducts(ctx: AdminCtx, q: AdminProductsQuery): Promise<Paged<AdminProductRow>> {
  const parts: SQL[] = [sql`true`];
  if (q.shop_id) parts.push(sql`p.shop_id = ${q.shop_id}`);
  if (q.status) parts.push(sql`p.status = ${q.status}`);
  if (q.category_id) {
    parts.push(
      sql`p.category_id IN (SELECT x.id FROM categories x WHERE x.id = ${q.category_id} OR x.parent_id = ${q.category_id})`,
    );
  }
  if (q.hidden !== undefined) parts.push(q.hidden ? sql`p.hidden_at IS NOT NULL` : sql`p.hidden_at IS NULL`);
  if (q.keyword) {
    const like = contains(q.keyword.toLowerCase());
    let match = sql`p.sku ILIKE ${like} OR EXISTS (SELECT 1 FROM product_translations x WHERE x.product_id = p.id AND lower(x.name) LIKE ${like})`;
    if (/^\d{1,15}$/.test(q.keyword)) match = sql`${match} OR p.id = ${Number(q.keyword)}`;
    parts.push(sql`(${match})`);
  }
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    rows<AdminProductRow>(
      ctx.db,
      sql`SELECT ${rowColumns} FROM (
            SELECT p.id FROM products p WHERE ${where} ORDER BY p.id DESC
            LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}
          ) pick JOIN products p ON p.id = pick.id
          JOIN shops s ON s.id = p.shop_id
          LEFT JOIN product_translations e ON e.product_id = p.id AND e.lang = 'en'
          LEFT JOIN category_translations c ON c.category_id = p.category_id AND c.lang = 'en'
          LEFT JOIN users h ON h.id = p.hidden_by
          ORDER BY p.id DESC`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

interface HiddenState {
  id: number;
  owner_id: number | null;
  hidden_at: string | null;
  hidden_reason: string;
}

const stateOf = (p: HiddenState) => ({ hidden: p.hidden_at !== null, reason: p.hidden_reason, hidden_at: p.hidden_at });

async function change(ctx: AdminCtx, id: number, hide: boolean, reason: string) {
  const after = await ctx.db.transaction(async (tx) => {
    const before = await one<HiddenState>(
      tx,
      sql`SELECT p.id, s.owner_id, p.hidden_at, p.hidden_reason FROM products p JOIN shops s ON s.id = p.shop_id
          WHERE p.id = ${id} FOR UPDATE OF p`,
    );
    if (!before) return fail('NO_DATA', 'no data found: product');
    if (hide === (before.hidden_at !== null)) {
      return fail('DATA_OPERATION_FAILED', `data operation failed: the product is ${hide ? 'hidden' : 'not hidden'}`);
    }
    const updated = (await one<Omit<HiddenState, 'owner_id'>>(
      tx,
      hide
        ? sql`UPDATE products SET hidden_at = now(), hidden_reason = ${reason}, hidden_by = ${ctx.staff.id}
              WHERE id = ${id} RETURNING id, hidden_at, hidden_reason`
        : sql`UPDATE products SET hidden_at = NULL, hidden_reason = '', hidden_by = NULL
              WHERE id = ${id} RETURNING id, hidden_at, hidden_reason`,
    ))!;
    await recordAudit(tx, {
      ...actor(ctx),
      action: hide ? 'product.hide' : 'product.restore',
      subjectType: 'product',
      subjectId: id,
      remark: reason,
      before: stateOf(before),
      after: stateOf({ ...updated, owner_id: before.owner_id }),
    });
    if (before.owner_id) {
      await notify(tx, before.owner_id, {
        type: PRODUCT_NOTICE[hide ? 'hide' : 'restore'],
        status: hide ? -1 : 1,
        refId: id,
        message: reason,
      });
    }
    return updated;
  });
  await ctx.cache.clear();
  return { id, hidden: after.hidden_at !== null };
}

export const hideProduct = (ctx: AdminCtx, id: number, reason: string) => change(ctx, id, true, reason);
export const restoreProduct = (ctx: AdminCtx, id: number, reason = '') => change(ctx, id, false, reason);
