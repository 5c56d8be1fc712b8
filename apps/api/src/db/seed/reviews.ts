// Reviews on most products that have sold (issue 17, fault 13: "0 reviews" next to "1,964 sold"):
// a few on each, more on the best sellers, rated around 4.4 on average with each product a little
// better or worse than that, in the languages their writers buy in, some with a photo and some with
// the shop's answer; the products' and shops' ratings and counts follow them as the reviews
// service keeps them (refreshRatings).
//
// A product's sales count stands for sales from before the 75 days of detailed order history
// (orders.ts); these reviews stand for those sales too, so they belong to no order item (the column
// allows it). Reviews through the app still need a completed order (reviews.service.ts); the
// history's own reviews do (orders-plan.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Storage } from '../../lib/storage.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { type Db, rows } from '../client.ts';
import {
  BY_CATEGORY,
  GENERIC,
  LANG_OF_COUNTRY,
  REPLIES,
  REVIEWERS,
  type ReviewLang,
  type ReviewText,
} from './data/reviews.ts';
import { insertRows, random } from './insert.ts';
import { reviewPhoto } from './review-photos.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Photos are few, and each costs an image: at most this many in the demo. */
const MAX_PHOTOS = 20;

type Rnd = ReturnType<typeof random>;
const pick = <T>(r: Rnd, list: readonly T[]): T => list[r.int(0, list.length - 1)]!;

interface Reviewer {
  id: number;
  lang: ReviewLang;
  joined: number;
}

interface Product {
  id: number;
  shop_id: number;
  created_at: string;
  sales_count: number;
  top: string;
  image: string;
}

/** The reviewers: the demo customers, and people who bought before the order history began. */
async function reviewers(db: Db, now: number): Promise<Reviewer[]> {
  const hash = await hashPassword(randomBytes(16).toString('hex'));
  await insertRows(
    db,
    'users',
    ['email', 'password_hash', 'name', 'role', 'invitation_code', 'created_at'],
    REVIEWERS.map(([name, local, , years], k) => [
      `${local}@example.com`,
      hash,
      name,
      'customer',
      `DEMOREV${String(k + 1).padStart(3, '0')}`,
      new Date(now - years * 365 * DAY).toISOString(),
    ]),
    '',
  );
  const found = await rows<{ id: number; email: string; created_at: string; country: string | null }>(
    db,
    sql`SELECT u.id, u.email, u.created_at::text,
          (SELECT a.country FROM addresses a WHERE a.user_id = u.id AND a.is_default) AS country
        FROM users u WHERE u.invitation_code LIKE 'DEMOREV%' OR u.invitation_code LIKE 'DEMOBYR%' ORDER BY u.id`,
  );
  const langOf = new Map(REVIEWERS.map(([, local, lang]) => [`${local}@example.com`, lang]));
  return found.map((u) => ({
    id: u.id,
    lang: langOf.get(u.email) ?? LANG_OF_COUNTRY[u.country ?? ''] ?? 'en',
    joined: Date.parse(u.created_at),
  }));
}

/** How many reviews a product has: none unsold, a few, about eight on the best sellers. */
function reviewCount(r: Rnd, sales: number): number {
  if (sales <= 0) return 0;
  return Math.max(0, Math.min(12, Math.round(Math.log2(1 + sales / 8)) + r.int(-1, 1)));
}

/** A rating around 4.45; `bias` (−0.35 … 0.35) makes a product a little worse or better than most. */
function rating(r: Rnd, bias: number): number {
  const w = [0, 2 - 3 * bias, 2.5 - 3 * bias, 7 - 9 * bias, 24, 64 + 40 * bias];
  let x = r.next() * w.reduce((s, n) => s + n, 0);
  for (let stars = 5; stars >= 1; stars--) {
    x -= w[stars]!;
    if (x < 0) return stars;
  }
  return 5;
}

/** What the reviewer wrote for this rating: about the product's kind when they can, or nothing. */
function remark(r: Rnd, lang: ReviewLang, top: string, stars: number): string {
  if (r.chance(0.17)) return '';
  const exact = (list: ReviewText[] | undefined) => (list ?? []).filter(([n]) => n === stars).map(([, t]) => t);
  const specific = exact(BY_CATEGORY[lang]?.[top as keyof (typeof BY_CATEGORY)['en']]);
  if (specific.length && r.chance(0.55)) return pick(r, specific);
  const generic = exact(GENERIC[lang]);
  return generic.length ? pick(r, generic) : '';
}

export async function seedReviews(db: Db, storage: Storage, mediaDir: string, now = Date.now()) {
  const r = random(1717);
  const people = await reviewers(db, now);
  const products = await rows<Product>(
    db,
    sql`SELECT p.id, p.shop_id, greatest(p.created_at, s.created_at)::text AS created_at, p.sales_count,
          top.slug AS top, p.images[1] AS image
        FROM products p JOIN shops s ON s.id = p.shop_id
        JOIN categories c ON c.id = p.category_id JOIN categories top ON top.id = coalesce(c.parent_id, c.id)
        WHERE p.status = 'active' ORDER BY p.id`,
  );
  const out: unknown[][] = [];
  const photos: { row: unknown[]; image: string; user: number }[] = [];
  for (const p of products) {
    const bias = (r.next() - 0.5) * 0.7;
    const listed = Date.parse(p.created_at);
    const taken = new Set<number>();
    for (let n = reviewCount(r, p.sales_count); n > 0; n--) {
      // someone who was a customer while the product sold, and has not reviewed it yet
      let who: Reviewer | undefined;
      for (let tries = 0; tries < 6 && !who; tries++) {
        const c = pick(r, people);
        if (!taken.has(c.id) && Math.max(c.joined, listed) < now - 3 * DAY) who = c;
      }
      if (!who) continue;
      taken.add(who.id);
      const from = Math.max(who.joined, listed) + 2 * DAY;
      const at = from + r.next() ** 0.7 * (now - HOUR - from);
      const stars = rating(r, bias);
      const text = remark(r, who.lang, p.top, stars);
      const answers = REPLIES[who.lang];
      const replied = answers && (stars <= 3 ? r.chance(0.55) : r.chance(0.12));
      const replyAt = Math.min(at + (5 + r.int(0, 40)) * HOUR, now - 10 * 60_000);
      const row: unknown[] = [
        p.id,
        who.id,
        stars,
        text,
        '{}',
        replied ? pick(r, stars <= 3 ? answers.sorry : answers.thanks) : null,
        replied ? new Date(replyAt).toISOString() : null,
        new Date(at).toISOString(),
      ];
      out.push(row);
      // a photo with some of the reviews that say something: mostly of pleased buyers, and of damage
      if (text && p.image && (stars >= 4 ? r.chance(0.09) : stars <= 2 && r.chance(0.3))) {
        photos.push({ row, image: p.image, user: who.id });
      }
    }
  }
  const uploads: unknown[][] = [];
  for (const [k, ph] of photos.slice(0, MAX_PHOTOS).entries()) {
    const made = await reviewPhoto(storage, mediaDir, ph.image, k);
    if (!made) continue;
    ph.row[4] = `{${made.path}}`;
    uploads.push([made.path, ph.user, 'review', 'image/webp', made.size, made.width, made.height]);
  }
  if (uploads.length) {
    await insertRows(
      db,
      'uploads',
      ['path', 'user_id', 'purpose', 'content_type', 'size', 'width', 'height'],
      uploads,
      '',
    );
  }
  await insertRows(
    db,
    'product_reviews',
    ['product_id', 'user_id', 'rating', 'remark', 'photos', 'reply', 'replied_at', 'created_at'],
    out,
    '',
  );
  // what refreshRatings (reviews.service.ts) keeps, for every product and shop at once
  await db.execute(
    sql`UPDATE products p SET rating = coalesce(r.avg, 0), review_count = r.n
        FROM (SELECT product_id, round(avg(rating), 2) AS avg, count(*)::int AS n FROM product_reviews
              WHERE NOT hidden GROUP BY product_id) r
        WHERE p.id = r.product_id`,
  );
  await db.execute(
    sql`UPDATE shops s SET rating = r.avg
        FROM (SELECT p.shop_id, round(avg(r.rating), 2) AS avg FROM product_reviews r JOIN products p ON p.id = r.product_id
              WHERE NOT r.hidden GROUP BY p.shop_id) r
        WHERE s.id = r.shop_id`,
  );
  return out.length;
}
