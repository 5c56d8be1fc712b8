// The seller area's first screen (spec §3: sales amount of the current month, last month and in
// total), with what waits for the seller or for an operator. Money in base minor units.

/** A product with this many units or fewer counts as low on stock. */
export const LOW_STOCK_UNITS = 5;

export interface SellerDashboard {
  sales: { this_month: number; last_month: number; total: number };
  orders_to_ship: number;
  products_awaiting: number;
  stock_in_awaiting: number;
  low_stock: number;
  unread_notices: number;
  /** The last 30 days, oldest first, every day present (UTC dates). */
  daily: { date: string; amount: number; orders: number }[];
  /** An operator suspended the shop (issue 15): why and since when; null while it is open. */
  suspension: { reason: string; at: string | null } | null;
}
