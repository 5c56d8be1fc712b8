// The seller's orders as a CSV file, with the list's filters (seller-search.ts). One line per
// order, not per order line: the money columns then add up in a spreadsheet without counting an
// order twice; the lines are one cell ("name (SKU) × quantity", separated by " | ").
// Amounts are decimals of the order's currency (orders are kept in the base currency, so the
// currency column says which), dates ISO 8601 in UTC; formulas defused by lib/csv.ts.
import { DEFAULT_CURRENCY, formatMinor } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import { csvFile } from '../../lib/csv.ts';
import type { SellerCtx } from '../../lib/ctx.ts';
import { sellerOrdersWhere } from './seller-search.ts';

/** Enough for years of a small shop; a larger one filters by tab or keyword (left for later: a background job). */
export const EXPORT_LIMIT = 10_000;

export const EXPORT_COLUMNS = [
  'order_id',
  'date',
  'status',
  'payment_status',
  'payment_method',
  'currency',
  'subtotal',
  'tax',
  'delivery_fee',
  'discount',
  'total',
  'items',
  'quantity',
  'recipient',
  'phone',
  'street',
  'postal_code',
  'city',
  'state',
  'country',
  'delivery_method',
  'tracking_number',
  'remark',
] as const;

interface ExportRow {
  id: number;
  created_at: string | Date;
  status: string;
  payment_status: string;
  payment_method: string;
  subtotal: number;
  tax: number;
  delivery_fee: number;
  discount: number;
  total: number;
  items: string | null;
  quantity: number | null;
  address: Record<string, string>;
  delivery_method: string;
  log_sn: string;
  remark: string;
}

export async function exportSellerOrders(ctx: SellerCtx, input: { status?: string; keyword?: string }) {
  const found = await rows<ExportRow>(
    ctx.db,
    sql`SELECT o.id, o.created_at, o.status, o.payment_status, o.payment_method, o.subtotal, o.tax, o.delivery_fee,
          o.discount, o.total, o.address, o.delivery_method, o.log_sn, o.remark,
          (SELECT string_agg(i.name || CASE WHEN p.sku <> '' THEN ' (' || p.sku || ')' ELSE '' END || ' × ' || i.quantity, ' | ' ORDER BY i.id)
             FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = o.id) AS items,
          (SELECT sum(i.quantity)::int FROM order_items i WHERE i.order_id = o.id) AS quantity
        FROM orders o WHERE ${sellerOrdersWhere(ctx, input)}
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${EXPORT_LIMIT}`,
  );
  const money = (v: number) => formatMinor(Number(v), '');
  const records = found.map((o) => {
    const a = o.address ?? {};
    return [
      o.id,
      new Date(o.created_at).toISOString(),
      o.status,
      o.payment_status,
      o.payment_method,
      DEFAULT_CURRENCY,
      money(o.subtotal),
      money(o.tax),
      money(o.delivery_fee),
      money(o.discount),
      money(o.total),
      o.items ?? '',
      o.quantity ?? 0,
      a.name ?? '',
      a.phone ?? '',
      a.street ?? '',
      a.postal_code ?? '',
      a.city ?? '',
      a.state ?? '',
      a.country ?? '',
      o.delivery_method,
      o.log_sn,
      o.remark,
    ];
  });
  return csvFile(EXPORT_COLUMNS, records);
}
