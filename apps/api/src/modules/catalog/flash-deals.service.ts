// Flash deals running now (the campaigns of issue 16 with their approved enrolments), with their
// items' deal prices and what is left under each cap; checkout takes from the cap in the order's
// transaction (orders/checkout.service.ts). The answer carries the server's time, read on every
// call (not cached), so the client's countdown runs from the offset between its clock and ours.
import type { FlashDeal } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { type ProductItem, selectProducts } from './product.sql.ts';

type DealRow = Omit<FlashDeal, 'items' | 'server_time'>;

export async function runningFlashDeals(ctx: Ctx): Promise<FlashDeal[]> {
  const deals = await cachedDeals(ctx);
  const server_time = new Date().toISOString();
  // a cached answer may hold a campaign that ended since: it is left out by the clock
  return deals.filter((d) => Date.parse(d.ends_at) > Date.now()).map((d) => ({ ...d, server_time }));
}

function cachedDeals(ctx: Ctx): Promise<Omit<FlashDeal, 'server_time'>[]> {
  // Short-lived: "left" changes as deals sell (a deal selling out clears the cache); the countdown runs on the client.
  return ctx.cache.wrap(`flash:${ctx.lang}`, async () => {
    const deals = await rows<DealRow>(
      ctx.db,
      sql`SELECT d.id, d.slug, coalesce(t.title, e.title) AS title, d.banner, d.starts_at, d.ends_at
          FROM flash_deals d
          JOIN flash_deal_translations e ON e.flash_deal_id = d.id AND e.lang = 'en'
          LEFT JOIN flash_deal_translations t ON t.flash_deal_id = d.id AND t.lang = ${ctx.lang}
          WHERE d.enabled AND now() >= d.starts_at AND now() < d.ends_at ORDER BY d.ends_at, d.id`,
    );
    return Promise.all(
      deals.map(async (deal) => {
        const caps = await rows<{ product_id: number; quantity_cap: number; sold: number; deal_price: number }>(
          ctx.db,
          sql`SELECT product_id, quantity_cap, sold, deal_price FROM flash_deal_items
              WHERE flash_deal_id = ${deal.id} AND sold < quantity_cap`,
        );
        const byId = new Map(caps.map((c) => [c.product_id, c]));
        const products = await selectProducts(
          ctx.db,
          ctx.lang,
          sql`p.id IN (SELECT product_id FROM flash_deal_items WHERE flash_deal_id = ${deal.id} AND sold < quantity_cap)`,
          sql`p.sales_count DESC, p.id`,
          100,
        );
        // a product in two running campaigns sells at the lower deal price (LIVE_DEAL); this row shows its own
        const items = products.map((p: ProductItem) => {
          const cap = byId.get(p.id)!;
          return {
            ...p,
            deal_price: Math.min(cap.deal_price, p.deal_price ?? cap.deal_price),
            quantity_cap: cap.quantity_cap,
            left: cap.quantity_cap - cap.sold,
          };
        });
        return { ...deal, items };
      }),
    );
  });
}
