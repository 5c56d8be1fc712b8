// Approved withdrawals as CSV for a bank's bulk-payment upload (issue 14): one line per payout with
// the payee's bank details or wallet address, the amount as a decimal of the base currency and the
// reference the operator recorded, by the day they were approved.
import { DEFAULT_CURRENCY, formatMinor } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import { csvFile } from '../../lib/csv.ts';
import type { AdminCtx } from '../../lib/ctx.ts';

const COLUMNS = [
  'request_id',
  'approved_at',
  'account',
  'payee',
  'email',
  'shop',
  'method',
  'bank_name',
  'account_name',
  'account_number',
  'routing_number',
  'wallet_currency',
  'wallet_address',
  'amount',
  'currency',
  'reference',
] as const;

interface Payout {
  id: number;
  decided_at: string;
  account: string;
  name: string;
  email: string;
  shop: string | null;
  destination: Record<string, string>;
  actual_amount: number;
  payout_reference: string;
}

export async function payoutsCsv(ctx: AdminCtx, q: { from?: string; to?: string; account?: string }) {
  const parts: SQL[] = [sql`r.kind = 'withdrawal'`, sql`r.status = 'completed'`];
  if (q.account) parts.push(sql`r.account = ${q.account}`);
  if (q.from) parts.push(sql`r.decided_at >= ${q.from}::date`);
  if (q.to) parts.push(sql`r.decided_at < ${q.to}::date + 1`);
  const found = await rows<Payout>(
    ctx.db,
    sql`SELECT r.id, r.decided_at, r.account, u.name, u.email, r.destination, r.actual_amount, r.payout_reference,
          (SELECT min(s.name) FROM shops s WHERE s.owner_id = r.user_id AND r.account = 'merchant') AS shop
        FROM wallet_requests r JOIN users u ON u.id = r.user_id WHERE ${sql.join(parts, sql` AND `)}
        ORDER BY r.decided_at, r.id`,
  );
  return csvFile(
    COLUMNS,
    found.map((p) => {
      const d = p.destination ?? {};
      return [
        p.id,
        new Date(p.decided_at).toISOString(),
        p.account,
        p.name,
        p.email,
        p.shop ?? '',
        d.method ?? '',
        d.bank_name ?? '',
        d.account_name ?? '',
        d.account_number ?? '',
        d.routing_number ?? '',
        d.currency ?? '',
        d.address ?? '',
        formatMinor(p.actual_amount, ''),
        DEFAULT_CURRENCY,
        p.payout_reference,
      ];
    }),
  );
}
