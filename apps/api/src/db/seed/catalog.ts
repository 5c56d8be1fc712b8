// The demo catalogue: categories, brands, shops and products with their texts and images, and the
// flash-deal campaigns (seed/flash.ts). With `products` above the natural count (models × variants) it keeps
// generating numbered editions, for benchmark-sized catalogues.
import { LANG_CODES, type LangCode } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../client.ts';
import { categories } from './data/categories.ts';
import { brands, productTypes, shops, variants } from './data/localized.ts';
import { models } from './data/models.ts';
import type { SeedBrand, SeedModel, SeedProductType, SeedVariant } from './data/types.ts';
import { seedFlashCampaigns } from './flash.ts';
import { brandLogoSvg, categoryIconSvg, shopLogoSvg, writeProductImages, writeWebpFixed } from './images.ts';
import type { ProductLookInput } from './images-products.ts';
import { insertRows, random, textLangs } from './insert.ts';
import { seedShopSettings } from './shop-settings.ts';

export interface CatalogOptions {
  mediaDir: string;
  /** How many products; default the natural count of the demo data (models × variants). */
  products?: number;
  /** Demo accounts by seed key (seed/users.ts): the owners of the shops that name one. */
  owners?: Record<string, number>;
  progress?: (done: number, total: number) => void;
  /** The languages of the numbered editions' texts (benchmark catalogues); every one unless given. */
  editionLangs?: string[];
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The product a category's icon shows: its first product type's, in a typical colour. */
function categoryItem(slug: string): ProductLookInput {
  const top = categories.find((c) => c.slug === slug);
  const children = top ? top.children.map((c) => c.slug) : [slug];
  const type = productTypes.find((t) => children.includes(t.category)) ?? productTypes[0]!;
  const model = models.find((m) => m.type === type.key)!;
  return { type: type.key, shape: type.shape, brand: model.brand, brandColor: '#333333', model: model.model };
}

async function seedCategories(db: Db, mediaDir: string) {
  const ids = new Map<string, { id: number; top: string }>();
  for (const [i, top] of categories.entries()) {
    await writeWebpFixed(mediaDir, `categories/${top.slug}`, categoryIconSvg(top.color, categoryItem(top.slug)), 160);
    const [row] = await insertRows(
      db,
      'categories',
      ['slug', 'icon', 'sort'],
      [[top.slug, `categories/${top.slug}.webp`, i]],
    );
    ids.set(top.slug, { id: row!.id, top: top.slug });
    for (const [j, child] of top.children.entries()) {
      await writeWebpFixed(
        mediaDir,
        `categories/${child.slug}`,
        categoryIconSvg(top.color, categoryItem(child.slug)),
        160,
      );
      const [c] = await insertRows(
        db,
        'categories',
        ['parent_id', 'slug', 'icon', 'sort'],
        [[row!.id, child.slug, `categories/${child.slug}.webp`, j]],
      );
      ids.set(child.slug, { id: c!.id, top: top.slug });
    }
  }
  const names = categories.flatMap((top) => [top, ...top.children]);
  await insertRows(
    db,
    'category_translations',
    ['category_id', 'lang', 'name'],
    names.flatMap((c) => LANG_CODES.map((l) => [ids.get(c.slug)!.id, l, c.name[l] ?? c.name.en])),
    '',
  );
  return ids;
}

async function seedBrands(db: Db, mediaDir: string) {
  const ids = new Map<string, number>();
  for (const [i, b] of brands.entries()) {
    await writeWebpFixed(mediaDir, `brands/${b.slug}`, brandLogoSvg(b.name, b.color), 160);
    const [row] = await insertRows(
      db,
      'brands',
      ['slug', 'name', 'logo', 'sort', 'is_top'],
      [[b.slug, b.name, `brands/${b.slug}.webp`, i, i < 10]],
    );
    ids.set(b.slug, row!.id);
    const langs = new Set<LangCode>([...textLangs(b.description), ...(Object.keys(b.localNames ?? {}) as LangCode[])]);
    await insertRows(
      db,
      'brand_translations',
      ['brand_id', 'lang', 'name', 'description'],
      [...langs].map((l) => [row!.id, l, b.localNames?.[l] ?? null, b.description[l] ?? '']),
      '',
    );
  }
  return ids;
}

/** Basis points of the price (1000 = 10%). */
const DEMO_TAX_RATES = [0, 1000, 500, 0];

async function seedShops(db: Db, mediaDir: string, owners: Record<string, number>) {
  const rnd = random(7);
  const ids = new Map<string, number>();
  for (const s of shops) {
    await writeWebpFixed(mediaDir, `shops/${s.slug}-logo`, shopLogoSvg(s.color, s.categories[0]!), 160);
    const [row] = await insertRows(
      db,
      'shops',
      ['owner_id', 'slug', 'name', 'logo', 'banner', 'rating', 'status'],
      [
        [
          (s.owner && owners[s.owner]) ?? null,
          s.slug,
          s.name,
          `shops/${s.slug}-logo.webp`,
          '',
          (rnd.int(42, 49) / 10).toFixed(1),
          'active',
        ],
      ],
    );
    ids.set(s.slug, row!.id);
    await insertRows(
      db,
      'shop_translations',
      ['shop_id', 'lang', 'description'],
      textLangs(s.description).map((l) => [row!.id, l, s.description[l]]),
      '',
    );
  }
  return ids;
}

interface BaseProduct {
  model: SeedModel;
  brand: SeedBrand;
  type: SeedProductType;
  variant?: SeedVariant;
  /** File stem of its images: the model, and the variant where it changes the look. */
  stem: string;
}

function baseProducts(): BaseProduct[] {
  const typeByKey = new Map(productTypes.map((t) => [t.key, t]));
  const brandBySlug = new Map(brands.map((b) => [b.slug, b]));
  return models.flatMap((model) => {
    const type = typeByKey.get(model.type)!;
    const brand = brandBySlug.get(model.brand)!;
    const stem = `${brand.slug}-${slugify(model.model)}`;
    const own = variants.filter((v) => v.types.includes(type.key));
    return own.length
      ? own.map((variant) => ({ model, brand, type, variant, stem: `${stem}-${variant.key}` }))
      : [{ model, brand, type, stem }];
  });
}

function productText(p: BaseProduct, lang: LangCode, edition: number) {
  const brandName = p.brand.localNames?.[lang] ?? p.brand.name;
  const typeName = p.type.name[lang] ?? p.type.name.en;
  const variantName = p.variant ? (p.variant.name[lang] ?? p.variant.name.en) : '';
  const model = edition ? `${p.model.model} (${edition + 1})` : p.model.model;
  return {
    name: [brandName, model, typeName].join(' ') + (variantName ? ` · ${variantName}` : ''),
    short: p.type.short[lang] ?? p.type.short.en,
    description: p.type.description[lang] ?? p.type.description.en,
  };
}

/** Draws and encodes every base product's images, two at a time (sharp works on its own threads). */
async function productImages(mediaDir: string, base: BaseProduct[]): Promise<string[][]> {
  const out: string[][] = new Array(base.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < base.length; i = next++) {
      const p = base[i]!;
      out[i] = await writeProductImages(mediaDir, p.stem, {
        type: p.type.key,
        shape: p.type.shape,
        brand: p.brand.slug,
        brandColor: p.brand.color,
        model: p.model.model,
        variant: p.variant?.key,
      });
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return out;
}

export function naturalProductCount(): number {
  return baseProducts().length;
}

export async function seedCatalog(db: Db, opts: CatalogOptions) {
  const rnd = random(42);
  const categoryIds = await seedCategories(db, opts.mediaDir);
  const brandIds = await seedBrands(db, opts.mediaDir);
  const shopIds = await seedShops(db, opts.mediaDir, opts.owners ?? {});
  await seedShopSettings(db, opts.mediaDir, shopIds);
  const base = baseProducts();
  const images = await productImages(opts.mediaDir, base);
  const shopsFor = (topSlug: string) => {
    const matching = shops.filter((s) => s.categories.includes(topSlug));
    return (matching.length ? matching : shops).map((s) => shopIds.get(s.slug)!);
  };
  const total = opts.products ?? base.length;
  // the natural catalogue row by row here; numbered editions beyond it in SQL (seedEditions)
  const natural = Math.min(total, base.length);
  const now = Date.now();
  const batch = 1000;
  const productIds: number[] = [];
  for (let start = 0; start < natural; start += batch) {
    const chunk = Array.from({ length: Math.min(batch, natural - start) }, (_, k) => {
      const n = start + k;
      return { p: base[n % base.length]!, edition: Math.floor(n / base.length), n };
    });
    const rowsToInsert = chunk.map(({ p, n }) => {
      const category = categoryIds.get(p.type.category)!;
      const candidates = shopsFor(category.top);
      const ageDays = rnd.int(0, 120);
      return [
        candidates[n % candidates.length],
        category.id,
        brandIds.get(p.brand.slug),
        `PM-${String(n + 1).padStart(6, '0')}`,
        p.model.price + (p.variant?.priceDelta ?? 0),
        rnd.chance(0.05) ? 0 : rnd.int(3, 250),
        `{${images[n % base.length]!.join(',')}}`,
        ageDays < 20,
        rnd.chance(0.15),
        rnd.chance(0.15),
        Math.floor(rnd.next() ** 3 * 2000),
        'active',
        new Date(now - ageDays * 86_400_000 - rnd.int(0, 86_399_999)).toISOString(),
        // a mix of tax-free and taxed (5%, 10%) products, so carts show tax (spec §3)
        DEMO_TAX_RATES[n % DEMO_TAX_RATES.length],
      ];
    });
    const inserted = await insertRows(
      db,
      'products',
      [
        'shop_id',
        'category_id',
        'brand_id',
        'sku',
        'price',
        'stock',
        'images',
        'is_new',
        'is_hot',
        'is_recommended',
        'sales_count',
        'status',
        'created_at',
        'tax_rate',
      ],
      rowsToInsert,
    );
    const texts = chunk.flatMap(({ p, edition }, k) =>
      textLangs(p.type.name).map((lang) => {
        const t = productText(p, lang, edition);
        return [inserted[k]!.id, lang, t.name, t.short, t.description];
      }),
    );
    await insertRows(
      db,
      'product_translations',
      ['product_id', 'lang', 'name', 'short_description', 'description'],
      texts,
      '',
    );
    productIds.push(...inserted.map((r) => r.id));
    opts.progress?.(Math.min(start + batch, total), total);
  }
  const editions = total > natural ? await seedEditions(db, base, productIds, total, opts) : 0;
  await seedFlashCampaigns(db, productIds.slice(0, Math.min(productIds.length, base.length)));
  return {
    categories: categoryIds.size,
    brands: brandIds.size,
    shops: shopIds.size,
    products: productIds.length + editions,
  };
}

/**
 * Benchmark-sized catalogues: product n (from the natural count up to `total`) is edition
 * n / base + 1 of base product n % base, same shop, category, brand, price and images, its name
 * numbered ("… (2)"), with stock, flags, sales and age drawn from a hash of n. Written by
 * INSERT … SELECT over generate_series in batches, so neither the rows nor their texts pass
 * through JavaScript: a million products take minutes and little memory.
 */
async function seedEditions(
  db: Db,
  base: BaseProduct[],
  baseIds: number[],
  total: number,
  opts: CatalogOptions,
): Promise<number> {
  const L = base.length;
  await db.execute(sql`DROP TABLE IF EXISTS seed_edition_text`);
  await db.execute(
    sql`CREATE TABLE seed_edition_text (ord int, lang text, head text, tail text, short text, description text)`,
  );
  const texts = base.flatMap((p, ord) =>
    textLangs(p.type.name)
      .filter((lang) => !opts.editionLangs || opts.editionLangs.includes(lang))
      .map((lang) => {
        const t = productText(p, lang, 0);
        const at = t.name.indexOf(p.model.model) + p.model.model.length;
        return [ord, lang, t.name.slice(0, at), t.name.slice(at), t.short, t.description];
      }),
  );
  await insertRows(db, 'seed_edition_text', ['ord', 'lang', 'head', 'tail', 'short', 'description'], texts, '');
  const baseId = sql.raw(`(ARRAY[${baseIds.join(',')}])[1 + n % ${L}]`);
  const batch = 50_000;
  // a pseudo-random fraction in [0, 1) per product and purpose, the same on every run
  const r = (salt: string) => sql.raw(`((hashtext(n::text || '${salt}') & 1048575) / 1048576.0)`);
  for (let start = L; start < total; start += batch) {
    const end = Math.min(start + batch, total) - 1;
    const before = await one<{ id: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS id FROM products`);
    await db.execute(
      sql`INSERT INTO products (shop_id, category_id, brand_id, sku, price, stock, images, is_new, is_hot,
            is_recommended, sales_count, status, created_at, approved_at, tax_rate)
          SELECT b.shop_id, b.category_id, b.brand_id,
            'PM-' || lpad((n + 1)::text, greatest(6, length((n + 1)::text)), '0'),
            b.price, CASE WHEN ${r('s')} < 0.05 THEN 0 ELSE 3 + floor(${r('q')} * 248)::int END, b.images,
            a.age < 20, ${r('h')} < 0.15, ${r('c')} < 0.15, floor(power(${r('v')}, 3) * 2000)::int, 'active',
            a.at, a.at, ${sql.raw(`(ARRAY[${DEMO_TAX_RATES.join(',')}])`)}[1 + n % ${DEMO_TAX_RATES.length}]
          FROM generate_series(${start}::int, ${end}::int) n
          JOIN products b ON b.id = ${baseId}
          CROSS JOIN LATERAL (SELECT floor(${r('a')} * 121)::int AS age) g
          CROSS JOIN LATERAL (SELECT now() - g.age * interval '1 day' - ${r('t')} * interval '1 day' AS at, g.age) a
          ORDER BY n`,
    );
    await db.execute(
      sql`INSERT INTO product_translations (product_id, lang, name, short_description, description)
          SELECT p.id, t.lang, t.head || ' (' || (k.n / ${L} + 1) || ')' || t.tail, t.short, t.description
          FROM products p
          CROSS JOIN LATERAL (SELECT substring(p.sku FROM 4)::int - 1 AS n) k
          JOIN seed_edition_text t ON t.ord = k.n % ${L}
          WHERE p.id > ${before!.id}`,
    );
    opts.progress?.(end + 1, total);
  }
  await db.execute(sql`DROP TABLE seed_edition_text`);
  return total - L;
}
