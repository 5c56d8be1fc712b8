// People for the admin backend (issue 15, permission `users`): the search list and one person's
// page. Orders, the wallet and notices are read through their modules where a service answers the
// question; the list's order count and balance are subqueries, so one query pages the whole list.
import type {
  AdminUserDetail,
  AdminUserOrder,
  AdminUserRow,
  AdminUsersQuery,
  BanState,
  Paged,
} from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { AdminCtx, SessionUser, UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { liveSessions } from '../accounts/sessions.service.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { listNotices, unreadCount } from '../notices/notices.service.ts';
import { staffRole } from '../staff/staff.service.ts';
import { ledgerHistory } from '../wallet/wallet.service.ts';

const LATEST = 10;

const rowColumns = sql`u.id, u.email, u.name, u.phone, u.role, u.created_at, u.banned_at IS NOT NULL AS banned, u.banned_at,
  (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS order_count,
  coalesce((SELECT w.available FROM wallet_accounts w WHERE w.user_id = u.id AND w.kind = 'customer'), 0)AS wallet_balance`;

/** `%` and `_` typed by the operator are searched for as themselves. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listUsers(ctx: AdminCtx, q: AdminUsersQuery): Promise<Paged<AdminUserRow>> {
  const parts: SQL[] = [sql`true`];
  if (q.q) {
    const like = contains(q.q);
    const digits = q.q.replace(/\D/g, '');
    // a phone is matched on its digits too: "+34 600" finds "+34600…" and "600 000"
    parts.push(
      sql`(u.email ILIKE ${like} OR u.name ILIKE ${like} OR u.phone ILIKE ${like}${
        digits.length >= 3 ? sql` OR regexp_replace(u.phone, '\\D', '', 'g') LIKE ${`%${digits}%`}` : sql``
      })`,
    );
    // a number is also an account's id (one that an id can be: longer digits are only text)
    if (/^\d{1,15}$/.test(q.q)) parts[parts.length - 1] = sql`(${parts.at(-1)!} OR u.id = ${Number(q.q)})`;
  }
  if (q.role) parts.push(sql`u.role = ${q.role}`);
  if (q.banned !== undefined) parts.push(q.banned ? sql`u.banned_at IS NOT NULL` : sql`u.banned_at IS NULL`);
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    rows<AdminUserRow>(
      ctx.db,
      sql`SELECT ${rowColumns} FROM users u WHERE ${where}
          ORDER BY u.created_at DESC, u.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM users u WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

type DetailRow = AdminUserRow & {
  avatar: string;
  address: string;
  invited_by: number | null;
  banned_reason: string;
  banned_by_id: number | null;
  banned_by_name: string | null;
  banned_by_email: string | null;
};

export async function userDetail(ctx: AdminCtx, id: number): Promise<AdminUserDetail> {
  const row = await one<DetailRow>(
    ctx.db,
    sql`SELECT ${rowColumns}, u.avatar, u.address, u.invited_by, u.banned_reason,
          b.id AS banned_by_id, b.name AS banned_by_name, b.email AS banned_by_email
        FROM users u LEFT JOIN users b ON b.id = u.banned_by WHERE u.id = ${id}`,
  );
  if (!row) return fail('NOT_FOUND', 'no user with this id');
  const { banned_reason, banned_by_id, banned_by_name, banned_by_email, ...user } = row;
  // the person's own view of their wallet and notices, read by the modules that own them
  const subject: SessionUser = { id: row.id, email: row.email, name: row.name, role: row.role };
  const as: UserCtx = { ...ctx, user: subject, token: '' };
  const [role, orders, balance, movements, notices, unread, sessions] = await Promise.all([
    staffRole(ctx.db, id),
    latestOrders(ctx, id),
    balanceOf(ctx.db, id, 'customer'),
    ledgerHistory(as, { page: 1, page_size: LATEST }),
    listNotices(as, { page: 1, page_size: LATEST }),
    unreadCount(as),
    liveSessions(ctx.db, id),
  ]);
  const ban: BanState = {
    banned: row.banned,
    banned_at: row.banned_at,
    reason: banned_reason,
    by: banned_by_id ? { id: banned_by_id, name: banned_by_name ?? '', email: banned_by_email ?? '' } : null,
  };
  return {
    user,
    staff_role: role,
    ban,
    orders: { items: orders, total: row.order_count },
    wallet: {
      available: balance?.available ?? 0,
      frozen: balance?.frozen ?? 0,
      movements: movements.items.map((m) => ({
        id: m.id,
        direction: m.direction,
        kind: m.kind,
        amount: m.amount,
        balance: m.balance,
        memo: m.memo,
        created_at: m.created_at,
      })),
    },
    notices: {
      items: notices.items.map((n) => ({
        id: n.id,
        type: n.type,
        status: n.status,
        message: n.message,
        read: n.read,
        created_at: n.created_at,
      })),
      unread,
    },
    sessions,
  };
}

async function latestOrders(ctx: AdminCtx, userId: number): Promise<AdminUserOrder[]> {
  const found = await rows<Omit<AdminUserOrder, 'shop'> & { shop_id: number; shop_name: string }>(
    ctx.db,
    sql`SELECT o.id, o.shop_id, s.name AS shop_name, o.status, o.payment_status, o.total, o.log_sn, o.created_at
        FROM orders o JOIN shops s ON s.id = o.shop_id
        WHERE o.user_id = ${userId} ORDER BY o.created_at DESC, o.id DESC LIMIT ${LATEST}`,
  );
  return found.map(({ shop_id, shop_name, ...o }) => ({ ...o, shop: { id: shop_id, name: shop_name } }));
}
