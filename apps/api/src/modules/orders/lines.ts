// Pricing of cart and checkout lines, read from the database at the moment they are shown or
// bought: the list price, the running flash deal's price while it has units left, tax, stock and
// whether the product is on sale at all. What a client says a price is counts for nothing.
import type { CartLine, LangCode, ShopRef } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { imagePath, LIVE_DEAL, ON_SALE } from '../catalog/product.sql.ts';

export interface Wanted {
  product_id: number;
  quantity: number;
  /** cart_items.id for cart lines; the product id for device carts and buy-now. */
  id?: number;
  selected?: boolean;
}

export interface PricedLine extends CartLine {
  shop: ShopRef;
  category_id: number;
  tax_rate: number;
  deal_id: number | null;
  on_sale: boolean;
}

interface ProductRow {
  product_id: number;
  shop_id: number;
  category_id: number;
  shop_name: string;
  shop_logo: string;
  name: string;
  image_key: string | null;
  list_price: number;
  deal_price: number | null;
  deal_id: number | null;
  deal_left: number | null;
  tax_rate: number;
  stock: number;
  on_sale: boolean;
}

/** Tax of a line in minor units, rounded half up; BigInt so that no product of amounts loses digits. */
export function lineTax(unitPrice: number, quantity: number, rateBp: number): number {
  return Number((BigInt(unitPrice) * BigInt(quantity) * BigInt(rateBp) + 5000n) / 10000n);
}

/** `FOR UPDATE` inside checkout: the rows stay as read until the order's transaction ends. */
export async function productRows(
  db: Db,
  lang: LangCode,
  ids: number[],
  lock = false,
): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const found = await rows<ProductRow>(
    db,
    sql`SELECT p.id AS product_id, p.shop_id, p.category_id, s.name AS shop_name, s.logo AS shop_logo,
               coalesce(t.name, e.name) AS name, p.images[1] AS image_key, p.price AS list_price,
               deal.deal_price, deal.deal_id, deal.deal_left, p.tax_rate, p.stock,
               (${ON_SALE} AND s.status = 'active') AS on_sale
        FROM products p
        JOIN shops s ON s.id = p.shop_id
        JOIN product_translations e ON e.product_id = p.id AND e.lang = 'en'
        LEFT JOIN product_translations t ON t.product_id = p.id AND t.lang = ${lang}
        LEFT JOIN LATERAL (
          SELECT i.deal_price, i.flash_deal_id AS deal_id, i.quantity_cap - i.sold AS deal_left FROM flash_deal_items i
          JOIN flash_deals d ON d.id = i.flash_deal_id
          WHERE i.product_id = p.id AND ${LIVE_DEAL}
          ORDER BY i.deal_price LIMIT 1
        ) deal ON true
        WHERE p.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY p.id
        ${lock ? sql`FOR UPDATE OF p` : sql``}`,
  );
  return new Map(found.map((r) => [r.product_id, r]));
}

export function priceLine(row: ProductRow, want: Wanted): PricedLine {
  // A deal's price holds for a line only while the deal has all of the line's units left.
  const deal = row.deal_price !== null && (row.deal_left ?? 0) >= want.quantity;
  const price = deal ? row.deal_price! : row.list_price;
  const tax = lineTax(price, want.quantity, row.tax_rate);
  const available = row.on_sale && row.stock >= want.quantity;
  return {
    id: want.id ?? row.product_id,
    product_id: row.product_id,
    name: row.name,
    image: imagePath(row.image_key, 200),
    price,
    list_price: row.list_price,
    tax,
    quantity: want.quantity,
    total: price * want.quantity + tax,
    stock: row.stock,
    available,
    selected: (want.selected ?? true) && available,
    shop: { id: row.shop_id, name: row.shop_name, logo: row.shop_logo },
    category_id: row.category_id,
    tax_rate: row.tax_rate,
    deal_id: deal ? row.deal_id : null,
    on_sale: row.on_sale,
  };
}

/** Prices what is wanted; products that no longer exist are left out. */
export async function priceLines(db: Db, lang: LangCode, wanted: Wanted[], lock = false): Promise<PricedLine[]> {
  const found = await productRows(
    db,
    lang,
    wanted.map((w) => w.product_id),
    lock,
  );
  return wanted.flatMap((w) => {
    const row = found.get(w.product_id);
    return row ? [priceLine(row, w)] : [];
  });
}

/** Lines grouped by shop, in the order their shops first appear. */
export function byShop<L extends { shop: ShopRef }>(lines: L[]): { shop: ShopRef; lines: L[] }[] {
  const groups = new Map<number, { shop: ShopRef; lines: L[] }>();
  for (const line of lines) {
    const group = groups.get(line.shop.id) ?? { shop: line.shop, lines: [] };
    group.lines.push(line);
    groups.set(line.shop.id, group);
  }
  return [...groups.values()];
}

/** The answer's public line (without the pricing internals). */
export function publicLine({
  shop: _s,
  category_id: _c,
  tax_rate: _t,
  deal_id: _d,
  on_sale: _o,
  ...line
}: PricedLine): CartLine {
  return line;
}
