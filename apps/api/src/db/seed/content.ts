// Demo editorial content: blog, policy pages, ads in the five positions, an announcement, the
// website configuration and a downloadable document.
import { formatMinor, LANG_CODES } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import type { Storage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import { blogCategories } from './data/blogs.ts';
import { ads, announcements, blogs, policies } from './data/localized.ts';
import { siteName } from './data/site.ts';
import { brandLogoSvg, sceneSvg, writeWebpFixed } from './images.ts';
import { bannerItems } from './images-scenes.ts';
import { insertRows, textLangs } from './insert.ts';

const BLOG_COLORS = ['#2f6fde', '#d9534f', '#1e9e6a', '#8e44ad', '#e67e22', '#16a085'];

export async function seedContent(db: Db, mediaDir: string, storage: Storage) {
  const categoryIds = new Map<string, number>();
  for (const [i, c] of blogCategories.entries()) {
    const [row] = await insertRows(db, 'blog_categories', ['slug', 'sort'], [[c.slug, i]]);
    categoryIds.set(c.slug, row!.id);
    await insertRows(
      db,
      'blog_category_translations',
      ['blog_category_id', 'lang', 'name'],
      LANG_CODES.map((l) => [row!.id, l, c.name[l]]),
      '',
    );
  }
  for (const [i, b] of blogs.entries()) {
    await writeWebpFixed(
      mediaDir,
      `blogs/${b.slug}`,
      sceneSvg(1200, 630, BLOG_COLORS[i % BLOG_COLORS.length]!, bannerItems(b.slug, i)),
      1200,
      true,
    );
    const published = new Date(Date.now() - b.daysAgo * 86_400_000).toISOString();
    const [row] = await insertRows(
      db,
      'blogs',
      ['category_id', 'slug', 'image', 'author', 'published_at'],
      [[categoryIds.get(b.category), b.slug, `blogs/${b.slug}.webp`, b.author, published]],
    );
    await insertRows(
      db,
      'blog_translations',
      ['blog_id', 'lang', 'title', 'summary', 'body'],
      textLangs(b.title).map((l) => [row!.id, l, b.title[l], b.summary[l] ?? b.summary.en, b.body[l] ?? b.body.en]),
      '',
    );
  }
  await insertRows(
    db,
    'policies',
    ['slug', 'lang', 'title', 'body'],
    policies.flatMap((p) => textLangs(p.title).map((l) => [p.slug, l, p.title[l], p.body[l] ?? p.body.en])),
    '',
  );
  for (const [i, ad] of ads.entries()) {
    // Banners carry no text: the title and subtitle come localized from the API and are laid over.
    await writeWebpFixed(
      mediaDir,
      `ads/ad-${i + 1}`,
      sceneSvg(1200, 400, ad.color, bannerItems(ad.link, i)),
      1200,
      true,
    );
    const [row] = await insertRows(
      db,
      'ads',
      ['position', 'image', 'link', 'sort'],
      [[ad.position, `ads/ad-${i + 1}.webp`, ad.link, i]],
    );
    await insertRows(
      db,
      'ad_translations',
      ['ad_id', 'lang', 'title', 'subtitle'],
      textLangs(ad.title).map((l) => [row!.id, l, ad.title[l], ad.subtitle[l] ?? ad.subtitle.en]),
      '',
    );
  }
  for (const a of announcements) {
    const [row] = await insertRows(db, 'announcements', ['published_at'], [[new Date().toISOString()]]);
    await insertRows(
      db,
      'announcement_translations',
      ['announcement_id', 'lang', 'title', 'body'],
      textLangs(a.title).map((l) => [row!.id, l, a.title[l], a.body[l] ?? a.body.en]),
      '',
    );
  }
  await writeWebpFixed(mediaDir, 'site/logo', brandLogoSvg('Polymart', '#2f6fde'), 256);
  const config: Record<string, unknown> = {
    site_name: siteName,
    logo: 'site/logo.webp',
    // The live chat of spec §1 loads only where this is set (an operator's chat service).
    service_url: '',
    contact_email: 'support@polymart.example',
    contact_phone: '',
    return_days: 7,
    min_recharge: 10000,
    // Bank transfer at checkout (the spec's "Turkish net bank"): the operator's account, offered to
    // buyers paying in these currencies (demo values, not a real account)
    bank_transfer: {
      bank_name: 'Demo Katılım Bankası',
      account_holder: 'Polymart Demo Ltd.',
      account_number: 'TR33 0006 1005 1978 6457 8413 26',
      swift: 'DEMOTRIS',
      currencies: ['TRY', 'EUR', 'USD'],
    },
  };
  for (const [key, value] of Object.entries(config)) {
    await db.execute(sql`INSERT INTO website_config (key, value) VALUES (${key}, ${JSON.stringify(value)}::jsonb)
                         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  }
  await seedDocument(db, storage);
}

/** A price list of the catalogue as CSV, downloadable through POST /api/static/{file}. */
async function seedDocument(db: Db, storage: Storage) {
  const result = (await db.execute(
    sql`SELECT p.sku, e.name, p.price FROM products p JOIN product_translations e ON e.product_id = p.id AND e.lang = 'en'
        WHERE p.status = 'active' ORDER BY p.id LIMIT 1000`,
  )) as unknown as { rows: { sku: string; name: string; price: number }[] };
  const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
  const csv = [
    'sku,name,price_usd',
    ...result.rows.map((r) => `${r.sku},${quote(r.name)},${formatMinor(r.price, '')}`),
  ].join('\n');
  await storage.put('documents/price-list.csv', `${csv}\n`);
  await db.execute(sql`INSERT INTO documents (name, content_type, size) VALUES ('price-list.csv', 'text/csv; charset=utf-8', ${Buffer.byteLength(csv) + 1})
                       ON CONFLICT (name) DO UPDATE SET size = EXCLUDED.size`);
}
