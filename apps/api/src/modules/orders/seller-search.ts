// The seller's order list and export share one filter: the caller's shops (the owner in the WHERE),
// the status tab, and a keyword a seller would have at hand when a buyer calls or writes: the order
// number ("#123" names that order alone; "123" also matches phones and tracking numbers), the
// recipient's name or phone, the buyer's name or e-mail, the tracking number, or a product's name
// (as bought, or as the seller's screen shows it in their language: line-name.ts).
import type { LangCode } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { ownedShop } from '../../db/ownership.ts';
import type { SellerCtx } from '../../lib/ctx.ts';
import { viewedName } from './line-name.ts';
import { tabWhere } from './orders.read.ts';

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);

function keywordWhere(lang: LangCode, keyword: string | undefined): SQL {
  const typed = keyword?.trim() ?? '';
  // "#123" is the order number and nothing else; "123" may also be part of a phone or tracking number
  if (/^#\d{1,15}$/.test(typed)) return sql`o.id = ${Number(typed.slice(1))}`;
  const word = typed.replace(/^#/, '');
  if (!word) return sql`true`;
  const like = `%${escapeLike(word)}%`;
  const byNumber = /^\d{1,15}$/.test(word) ? sql`o.id = ${Number(word)} OR` : sql``;
  return sql`(${byNumber} o.address->>'name' ILIKE ${like} OR o.address->>'phone' ILIKE ${like}
    OR o.customer->>'first_name' ILIKE ${like} OR o.customer->>'email' ILIKE ${like} OR o.log_sn ILIKE ${like}
    OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id
      AND (i.name ILIKE ${like} OR ${viewedName(lang, sql`i.product_id`, sql`i.name`)} ILIKE ${like})))`;
}

/** The WHERE (over `orders o`) of the seller's orders in a tab matching a keyword. */
export const sellerOrdersWhere = (ctx: SellerCtx, input: { status?: string; keyword?: string }): SQL =>
  sql`${ownedShop(ctx.sellerId, sql`o.shop_id`)} AND ${tabWhere(input.status)} AND ${keywordWhere(ctx.lang, input.keyword)}`;
