// An ordered line's name as the viewer reads it (issue 17): the order keeps the name it was bought
// under (order_items.name, the snapshot: what was bought, in the language it was bought in), and
// the buyer's, seller's and operator's screens — lists, detail, confirmation, tracking, refunds —
// show the product's name in the viewer's language while the product still has one, else the
// snapshot. In SQL, one primary-key lookup per line, so a page of orders costs no extra round trip.
import type { LangCode } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';

/** `productId` and `snapshot`: the line's columns (e.g. sql`i.product_id`, sql`i.name`). */
export const viewedName = (lang: LangCode, productId: SQL, snapshot: SQL) =>
  sql`coalesce((SELECT vt.name FROM product_translations vt WHERE vt.product_id = ${productId} AND vt.lang = ${lang}), ${snapshot})`;
