// The reviews of the seller's products, for the seller to read and answer (one reply each:
// replyToReview in reviews.service.ts). Hidden reviews are listed too: the seller may still answer
// a buyer whose review an operator hid, and should know it was written.
import type { Paged, SellerReview } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { SellerCtx } from '../../lib/ctx.ts';

interface Input {
  unreplied?: boolean;
  rating?: number;
  page: number;
  page_size: number;
}

type Row = Omit<SellerReview, 'product' | 'created_at' | 'replied_at'> & {
  product_id: number;
  product_name: string | null;
  images: string[];
  created_at: string | Date;
  replied_at: string | Date | null;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export async function sellerReviews(ctx: SellerCtx, input: Input): Promise<Paged<SellerReview>> {
  const filters: SQL[] = [ownedShop(ctx.sellerId, sql`p.shop_id`)];
  if (input.unreplied) filters.push(sql`r.reply IS NULL`);
  if (input.rating) filters.push(sql`r.rating = ${input.rating}`);
  const where = sql.join(filters, sql` AND `);
  const [found, total] = await Promise.all([
    rows<Row>(
      ctx.db,
      sql`SELECT r.id, r.product_id, coalesce(t.name, e.name) AS product_name, p.images, r.rating, r.remark, r.photos,
            u.name AS author, r.created_at, r.reply, r.replied_at
          FROM product_reviews r JOIN products p ON p.id = r.product_id JOIN users u ON u.id = r.user_id
          LEFT JOIN product_translations e ON e.product_id = p.id AND e.lang = 'en'
          LEFT JOIN product_translations t ON t.product_id = p.id AND t.lang = ${ctx.lang}
          WHERE ${where}
          ORDER BY r.created_at DESC, r.id DESC LIMIT ${input.page_size} OFFSET ${(input.page - 1) * input.page_size}`,
    ),
    one<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM product_reviews r JOIN products p ON p.id = r.product_id WHERE ${where}`,
    ),
  ]);
  const items = found.map((r) => ({
    id: r.id,
    product: { id: r.product_id, name: r.product_name ?? '', image: r.images[0] ?? '' },
    rating: r.rating,
    remark: r.remark,
    photos: r.photos,
    author: r.author,
    created_at: iso(r.created_at)!,
    reply: r.reply,
    replied_at: iso(r.replied_at),
  }));
  return { items, total: total?.n ?? 0, page: input.page, page_size: input.page_size };
}
