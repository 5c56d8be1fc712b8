// A seller's merchant account, movement by movement (the owner's history rows of the ledger,
// ledger_entries): filters by kind, direction and days, and the same as CSV. Only the seller's own
// merchant account: the account's user_id is in the WHERE.
import { formatMinor, type Paged, type SellerLedgerEntry, type SellerLedgerQuery } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import { csvFile } from '../../lib/csv.ts';
import type { SellerCtx } from '../../lib/ctx.ts';

/** Larger exports narrow the days. */
export const LEDGER_EXPORT_LIMIT = 20_000;

function ledgerWhere(ctx: SellerCtx, q: Omit<SellerLedgerQuery, 'page' | 'page_size'>): SQL {
  const parts: SQL[] = [
    sql`l.account_id = (SELECT id FROM wallet_accounts WHERE user_id = ${ctx.sellerId} AND kind = 'merchant')`,
  ];
  if (q.kind) parts.push(sql`l.kind = ${q.kind}`);
  if (q.direction) parts.push(sql`l.direction = ${q.direction}`);
  if (q.from) parts.push(sql`l.created_at >= ${q.from}::date`);
  if (q.to) parts.push(sql`l.created_at < ${q.to}::date + 1`);
  return sql.join(parts, sql` AND `);
}

const columns = sql`l.id, l.kind, l.direction, l.amount, l.available_delta, l.frozen_delta, l.debt_delta,
  l.available_after, l.frozen_after, l.debt_after, l.ref_type, l.ref_id, l.memo, l.created_at`;

export async function sellerLedger(ctx: SellerCtx, q: SellerLedgerQuery): Promise<Paged<SellerLedgerEntry>> {
  const where = ledgerWhere(ctx, q);
  const [items, total] = await Promise.all([
    rows<SellerLedgerEntry>(
      ctx.db,
      sql`SELECT ${columns} FROM ledger_entries l WHERE ${where} ORDER BY l.created_at DESC, l.id DESC
          LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ledger_entries l WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

// Changes in pairs of positive columns, as a bank statement has them (a leading minus would read as
// a formula and be defused into text by lib/csv.ts).
const CSV_COLUMNS = [
  'id',
  'date',
  'kind',
  'direction',
  'available_in',
  'available_out',
  'frozen_in',
  'frozen_out',
  'debt_added',
  'debt_paid',
  'available_after',
  'frozen_after',
  'debt_after',
  'reference',
  'memo',
] as const;

/** The filtered history as CSV, oldest first (a statement reads downwards), amounts as decimals of the base currency. */
export async function sellerLedgerCsv(ctx: SellerCtx, q: Omit<SellerLedgerQuery, 'page' | 'page_size'>) {
  const found = await rows<SellerLedgerEntry>(
    ctx.db,
    sql`SELECT * FROM (SELECT ${columns} FROM ledger_entries l WHERE ${ledgerWhere(ctx, q)}
          ORDER BY l.created_at DESC, l.id DESC LIMIT ${LEDGER_EXPORT_LIMIT}) x ORDER BY created_at, id`,
  );
  const money = (v: number) => formatMinor(v, '');
  const pair = (v: number) => [v > 0 ? money(v) : '', v < 0 ? money(-v) : ''];
  return csvFile(
    CSV_COLUMNS,
    found.map((e) => [
      e.id,
      new Date(e.created_at).toISOString(),
      e.kind,
      e.direction,
      ...pair(e.available_delta),
      ...pair(e.frozen_delta),
      ...pair(e.debt_delta),
      money(e.available_after),
      money(e.frozen_after),
      money(e.debt_after),
      e.ref_id ? `${e.ref_type} ${e.ref_id}` : e.ref_type,
      e.memo,
    ]),
  );
}
