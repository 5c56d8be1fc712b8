// Seller ownership, written once (DESIGN §3): a seller's rows are those of the shops they own.
// Seller reads and writes pass the seller's id here, so the owner stands in each query's WHERE.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from './client.ts';

/** `shopColumn` names a shop owned by `sellerId`. */
export const ownedShop = (sellerId: number, shopColumn: SQL): SQL =>
  sql`${shopColumn} IN (SELECT id FROM shops WHERE owner_id = ${sellerId})`;

/** The shops a seller owns, oldest first. */
export async function sellerShopIds(db: Db, sellerId: number): Promise<number[]> {
  const found = await rows<{ id: number }>(db, sql`SELECT id FROM shops WHERE owner_id = ${sellerId} ORDER BY id`);
  return found.map((s) => s.id);
}
