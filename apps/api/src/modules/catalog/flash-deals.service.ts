// Flash deals running now, with their items' deal prices and what is left under each cap.
// The buying side (taking from the cap at checkout) comes with the orders issue.
import type { FlashDeal } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { type ProductItem, selectProducts } from './product.sql.ts';

type DealRow = Omit<FlashDeal, 'items' | 'server_time'>;

export function runningFlashDeals(ctx: Ctx): Promise<FlashDeal[]> {
  // Short-lived: "left" changes as deals sell; the countdown itself runs on the client.
  return ctx.cache.wrap(`flash:${ctx.lang}`, async () => {
    const deals = await rows<DealRow>(
      ctx.db,
      sql`SELECT d.id, d.slug, coalesce(t.title, e.title) AS title, d.banner, d.starts_at, d.ends_at
          FROM flash_deals d
          JOIN flash_deal_translations e ON e.flash_deal_id = d.id AND e.lang = 'en'
          LEFT JOIN flash_deal_translations t ON t.flash_deal_id = d.id AND t.lang = ${ctx.lang}
          WHERE d.enabled AND now() >= d.starts_at AND now() < d.ends_at ORDER BY d.ends_at`,
    );
    return Promise.all(
      deals.map(async (deal) => {
        const caps = await rows<{ product_id: number; quantity_cap: number; sold: number; deal_price: number }>(
          ctx.db,
          sql`SELECT product_id, quantity_cap, sold, deal_price FROM flash_deal_items WHERE flash_deal_id = ${deal.id}`,
        );
        const byId = new Map(caps.map((c) => [c.product_id, c]));
        const products = await selectProducts(
          ctx.db,
          ctx.lang,
          sql`p.id IN (SELECT product_id FROM flash_deal_items WHERE flash_deal_id = ${deal.id})`,
          sql`p.sales_count DESC, p.id`,
          100,
        );
        const items = products.map((p: ProductItem) => {
          const cap = byId.get(p.id)!;
          return {
            ...p,
            deal_price: cap.deal_price,
            quantity_cap: cap.quantity_cap,
            left: cap.quantity_cap - cap.sold,
          };
        });
        return { ...deal, server_time: new Date().toISOString(), items };
      }),
    );
  });
}
