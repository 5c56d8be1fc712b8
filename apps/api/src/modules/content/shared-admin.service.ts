// What the content editors' services share: a new image must be an upload of the staff's public
// purpose (the current one may stay), a new post or category gets a readable, unique slug from its
// English name.
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { isUpload } from '../uploads/uploads.service.ts';

/** Public images of the staff (category banners, blog and ad images, the logo) upload as `catalog`. */
export const CONTENT_UPLOAD = 'catalog' as const;

export async function checkImage(ctx: AdminCtx, image: string, current: string | undefined, field = 'image') {
  if (image === current) return;
  if (!(await isUpload(ctx, image, CONTENT_UPLOAD))) {
    fail('INVALID_PARAMETER', `invalid parameter: ${field}: not an uploaded image`, { field });
  }
}

/** The English entry of a per-language list (the contract requires it). */
export const english = <T extends { lang: string }>(list: T[]): T => list.find((e) => e.lang === 'en')!;

/** A slug of the English text, unique in `table` (blogs or blog_categories): "new-lenses", "new-lenses-2". */
export async function slugFor(tx: Db, table: 'blogs' | 'blog_categories', text: string): Promise<string> {
  const base =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'post';
  const taken = sql.raw(table);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await one(tx, sql`SELECT 1 FROM ${taken} WHERE slug = ${slug}`))) return slug;
  }
}
