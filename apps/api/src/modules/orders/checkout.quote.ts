// What a checkout would charge now: the chosen lines priced from the database, grouped into one
// order per shop, each with its delivery method and fee. The same function prices the summary the
// buyer reviews and, inside the order's transaction with the products locked, the submit itself.
import type { DeliveryOption, Quote, QuoteShop } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import type { UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { chargedFee } from '../catalog/product.sql.ts';
import { type Applied, applyCoupon, usableCoupon } from '../coupons/coupon-apply.service.ts';
import { codBlockedShops } from '../earnings/cod.service.ts';
import { shopVacations } from '../sellers/shop-settings.service.ts';
import { byShop, type PricedLine, priceLines, publicLine, type Wanted } from './lines.ts';

export interface LineChoice {
  /** Cart lines to buy; without them and without items, the selected cart lines. */
  cart_ids?: number[];
  /** Buy now: products and quantities, skipping the cart. */
  items?: { product_id: number; quantity: number }[];
  /** Delivery method code per shop id; a shop left out gets its first method. */
  delivery?: Record<string, string>;
  /** A coupon's code (2000004 when it is not valid for this order). */
  coupon_code?: string;
}

export interface PricedQuote extends Quote {
  perShop: (QuoteShop & { priced: PricedLine[] })[];
  /** Cart lines the checkout empties. */
  fromCart: number[];
  applied?: Applied;
}

async function wantedLines(ctx: UserCtx, db: Db, input: LineChoice): Promise<{ wanted: Wanted[]; fromCart: number[] }> {
  if (input.items?.length) return { wanted: input.items.map((i) => ({ ...i, id: i.product_id })), fromCart: [] };
  const which = input.cart_ids ? sql`id = ANY(${sqlIds(input.cart_ids)})` : sql`selected`;
  // in the cart's order (cart.service.ts), so the shops come in the same order on both screens
  const cart = await rows<Wanted & { id: number }>(
    db,
    sql`SELECT id, product_id, quantity FROM cart_items WHERE user_id = ${ctx.user.id} AND ${which} ORDER BY id`,
  );
  if (cart.length === 0) return fail('NO_DATA', 'no data found: nothing selected to check out');
  return { wanted: cart, fromCart: cart.map((c) => c.id) };
}

type Method = Omit<DeliveryOption, 'charged'> & { shop_id: number | null };

/** Each shop's own methods, or the platform's when it has none. */
async function deliveryOptions(db: Db, shopIds: number[]): Promise<(shopId: number) => Method[]> {
  const methods = await rows<Method>(
    db,
    sql`SELECT shop_id, code, fee, free_from, min_days, max_days FROM delivery_methods
        WHERE enabled AND (shop_id IS NULL OR shop_id = ANY(${sqlIds(shopIds)})) ORDER BY position, id`,
  );
  const platform = methods.filter((m) => m.shop_id === null);
  return (shopId) => {
    const own = methods.filter((m) => m.shop_id === shopId);
    return own.length ? own : platform;
  };
}

/** Refuses lines that cannot be bought: 2000021 not on sale, 2000023 not enough stock. */
function checkLines(lines: PricedLine[], wanted: Wanted[]) {
  const missing = wanted.find((w) => !lines.some((l) => l.product_id === w.product_id));
  if (missing) fail('PRODUCT_INVALID', 'product invalid', { product_id: missing.product_id });
  for (const line of lines) {
    if (!line.on_sale) fail('PRODUCT_INVALID', 'product invalid', { product_id: line.product_id });
    if (line.stock < line.quantity) {
      fail('INSUFFICIENT_STOCK', `insufficient stock: ${line.stock} left`, {
        product_id: line.product_id,
        stock: line.stock,
      });
    }
  }
}

export async function buildQuote(ctx: UserCtx, db: Db, input: LineChoice, lock = false): Promise<PricedQuote> {
  const { wanted, fromCart } = await wantedLines(ctx, db, input);
  const lines = await priceLines(db, ctx.lang, wanted, lock);
  checkLines(lines, wanted);
  const applied = input.coupon_code
    ? applyCoupon(await usableCoupon(db, ctx.user.id, input.coupon_code), lines)
    : undefined;
  const groups = byShop(lines);
  const shopIds = groups.map((g) => g.shop.id);
  const optionsOf = await deliveryOptions(db, shopIds);
  const vacations = await shopVacations(db, shopIds);
  const noCod = await codBlockedShops(db, ctx.config, shopIds);
  const perShop = groups.map(({ shop, lines: priced }) => {
    const subtotal = priced.reduce((s, l) => s + l.price * l.quantity, 0);
    const tax = priced.reduce((s, l) => s + l.tax, 0);
    const options: DeliveryOption[] = optionsOf(shop.id).map(({ shop_id: _s, ...m }) => ({
      ...m,
      charged: chargedFee(m, subtotal),
    }));
    const wantedCode = input.delivery?.[String(shop.id)];
    const chosen = wantedCode ? options.find((o) => o.code === wantedCode) : options[0];
    if (!chosen) {
      return fail('INVALID_PARAMETER', `invalid parameter: delivery: not a method of shop ${shop.id}`, {
        field: 'delivery',
      });
    }
    const discount = priced.reduce((sum, l) => sum + (applied?.perLine.get(l.product_id) ?? 0), 0);
    return {
      shop,
      lines: priced.map(publicLine),
      priced,
      subtotal,
      tax,
      delivery_options: options,
      delivery_method: chosen.code,
      delivery_fee: chosen.charged,
      vacation: vacations.get(shop.id) ?? null,
      cod: !noCod.has(shop.id),
      discount,
      total: subtotal + tax + chosen.charged - discount,
    };
  });
  const sum = (pick: (s: QuoteShop) => number) => perShop.reduce((s, g) => s + pick(g), 0);
  return {
    shops: perShop.map(({ priced: _p, ...s }) => s),
    subtotal: sum((s) => s.subtotal),
    tax: sum((s) => s.tax),
    delivery_fee: sum((s) => s.delivery_fee),
    discount: sum((s) => s.discount),
    coupon: applied ? { code: applied.coupon.code, discount: applied.total } : null,
    total: sum((s) => s.total),
    perShop,
    fromCart,
    applied,
  };
}

/** The summary the buyer reviews before paying. */
export async function quote(ctx: UserCtx, input: LineChoice): Promise<Quote> {
  const { shops, subtotal, tax, delivery_fee, discount, coupon, total } = await buildQuote(ctx, ctx.db, input);
  return { shops, subtotal, tax, delivery_fee, discount, coupon, total };
}
