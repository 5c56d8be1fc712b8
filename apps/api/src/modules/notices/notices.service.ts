// Notices (spec §4): per-user messages about applications and wallet requests, unread to read.
import type { Notice, Paged } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';

export type { Notice };

/** Other modules (wallet, seller applications) tell the user through this. */
export async function notify(
  db: Db,
  userId: number,
  n: { type: Notice['type']; status: Notice['status']; refId?: number; message?: string },
) {
  await db.execute(
    sql`INSERT INTO notices (user_id, type, status, ref_id, message)
        VALUES (${userId}, ${n.type}, ${n.status}, ${n.refId ?? null}, ${n.message ?? ''})`,
  );
}

export async function listNotices(
  ctx: UserCtx,
  q: { page: number; page_size: number; type?: number; unread?: boolean },
): Promise<Paged<Notice>> {
  const parts: SQL[] = [sql`user_id = ${ctx.user.id}`];
  if (q.type) parts.push(sql`type = ${q.type}`);
  if (q.unread) parts.push(sql`read_at IS NULL`);
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    rows<Notice>(
      ctx.db,
      sql`SELECT id, type, status, ref_id, message, read_at IS NOT NULL AS read, created_at FROM notices
          WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM notices WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

export async function readNotice(ctx: UserCtx, id: number) {
  const found = await one<{ id: number }>(
    ctx.db,
    sql`UPDATE notices SET read_at = coalesce(read_at, now()) WHERE id = ${id} AND user_id = ${ctx.user.id} RETURNING id`,
  );
  if (!found) return fail('NO_DATA', 'notice not found');
  return { id, read: true, unread: await unreadCount(ctx) };
}

/** Marks every unread notice of the user read (or those of one type): one statement, so a notice
 * arriving meanwhile is either marked or stays unread, never lost. */
export async function readAllNotices(ctx: UserCtx, q: { type?: number }) {
  const marked = await rows<{ id: number }>(
    ctx.db,
    sql`UPDATE notices SET read_at = now()
        WHERE user_id = ${ctx.user.id} AND read_at IS NULL ${q.type ? sql`AND type = ${q.type}` : sql``} RETURNING id`,
  );
  return { marked: marked.length, unread: await unreadCount(ctx) };
}

export async function unreadCount(ctx: UserCtx): Promise<number> {
  const row = await one<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM notices WHERE user_id = ${ctx.user.id} AND read_at IS NULL`,
  );
  return row?.n ?? 0;
}
