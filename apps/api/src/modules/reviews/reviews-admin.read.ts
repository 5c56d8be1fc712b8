// Operators look through every shop's reviews (issue 15 §7) by rating, hidden or shown, shop and a
// part of the product's name, newest first, to hide or restore one (reviews.service.ts hideReview).
import type { AdminReview, Paged } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';

interface Input {
  rating?: number;
  hidden?: boolean;
  shop_id?: number;
  keyword?: string;
  page: number;
  page_size: number;
}

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function adminReviews(ctx: AdminCtx, input: Input): Promise<Paged<AdminReview>> {
  const filters: SQL[] = [sql`true`];
  if (input.rating) filters.push(sql`r.rating = ${input.rating}`);
  if (input.hidden !== undefined) filters.push(sql`r.hidden = ${input.hidden}`);
  if (input.shop_id) filters.push(sql`p.shop_id = ${input.shop_id}`);
  const word = input.keyword?.trim();
  if (word) {
    filters.push(
      sql`EXISTS (SELECT 1 FROM product_translations n WHERE n.product_id = p.id AND n.name ILIKE ${`%${escapeLike(word)}%`})`,
    );
  }
  const where = sql.join(filters, sql` AND `);
  const [found, total] = await Promise.all([
    rows<{
      id: number;
      product_id: number;
      product_name: string | null;
      shop_id: number;
      shop_name: string;
      user_id: number;
      user_name: string;
      email: string;
      rating: number;
      remark: string;
      photos: string[];
      reply: string | null;
      hidden: boolean;
      created_at: string | Date;
    }>(
      ctx.db,
      sql`SELECT r.id, r.product_id, coalesce(t.name, e.name) AS product_name, p.shop_id, s.name AS shop_name,
            r.user_id, u.name AS user_name, u.email, r.rating, r.remark, r.photos, r.reply, r.hidden, r.created_at
          FROM product_reviews r JOIN products p ON p.id = r.product_id JOIN shops s ON s.id = p.shop_id
          JOIN users u ON u.id = r.user_id
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
    id: Number(r.id),
    product: { id: Number(r.product_id), name: r.product_name ?? '' },
    shop: { id: Number(r.shop_id), name: r.shop_name },
    author: { id: Number(r.user_id), name: r.user_name, email: r.email },
    rating: r.rating,
    remark: r.remark,
    photos: r.photos,
    reply: r.reply,
    hidden: r.hidden,
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { items, total: total?.n ?? 0, page: input.page, page_size: input.page_size };
}
