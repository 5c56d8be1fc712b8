// The demo variant families (data/variant-families.ts): for each, one product per combination of
// its axes in its shop, grouped (migration 0011) and each naming its options in all 19 languages
// (migration 0034), with its own price, stock, SKU and photos (the camera's colour and kit, the
// headphones' and the backpack's colour). The catalogue's own versions of the model become members
// where they match (moved to the family's shop); the rest are added. All before the orders are
// seeded, so they sell and get reviewed like the rest.
import { LANG_CODES, type LangCode } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../client.ts';
import { brands, productTypes, variants } from './data/localized.ts';
import { models } from './data/models.ts';
import type { FullText, Text } from './data/types.ts';
import { AXES, families, type SeedFamily, SIZES } from './data/variant-families.ts';
import { writeProductImages } from './images.ts';
import { VARIANT_COLORS } from './images-kit.ts';
import { insertRows } from './insert.ts';

const DAY = 86_400_000;

/** A value's name: a catalogue variant's (colour, kit) or a size. */
function valueText(key: string): Text | FullText {
  const found = variants.find((v) => v.key === key) ?? SIZES[key as keyof typeof SIZES];
  if (!found) throw new Error(`variant family: unknown value ${key}`);
  return 'name' in found ? found.name : found;
}
const inLang = (t: Text | FullText, lang: LangCode) => t[lang] ?? t.en;

async function seedFamily(db: Db, mediaDir: string, family: SeedFamily, index: number, now: number) {
  const model = models.find((m) => m.model === family.model);
  const type = productTypes.find((t) => t.key === model?.type);
  const brand = brands.find((b) => b.slug === model?.brand);
  if (!model || !type || !brand) throw new Error(`variant family: unknown model ${family.model}`);
  const [refs] = await rows<{ shop: number; category: number; brand: number }>(
    db,
    sql`SELECT (SELECT id FROM shops WHERE slug = ${family.shop}) AS shop,
          (SELECT id FROM categories WHERE slug = ${type.category}) AS category,
          (SELECT id FROM brands WHERE slug = ${brand.slug}) AS brand`,
  );
  if (!refs?.shop) return 0;
  // the catalogue's own versions of the model ("X-T5 · Body only", in this shop or another) become
  // members where they match one, moved to this shop: the model is then not sold twice under one
  // name; the other combinations are added
  const existing = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT p.id, e.name FROM products p JOIN product_translations e ON e.product_id = p.id AND e.lang = 'en'
        WHERE p.brand_id = ${refs.brand} AND p.variant_group IS NULL
          AND e.name LIKE ${`${brand.name} ${model.model} ${type.name.en} · %`}
        ORDER BY p.shop_id = ${refs.shop} DESC, p.id`,
  );
  const claim = (values: string[]) => {
    const own = variants.find((v) => values.includes(v.key) && v.types.includes(type.key));
    const at = existing.findIndex((e) => own && e.name.endsWith(` · ${own.name.en}`));
    return at < 0 ? undefined : Number(existing.splice(at, 1)[0]!.id);
  };
  const ids: number[] = [];
  let added = 0;
  for (const [k, m] of family.members.entries()) {
    const colour = m.values[family.axes.indexOf('colour')];
    const kit = m.values[family.axes.indexOf('kit')];
    // the drawing adds what the kit brings, or shows the colour; a camera shows both
    const images = await writeProductImages(
      mediaDir,
      `${brand.slug}-${family.sku.toLowerCase()}-${m.values.join('-')}`,
      {
        type: type.key,
        shape: type.shape,
        brand: brand.slug,
        brandColor: brand.color,
        model: model.model,
        variant: kit ?? colour,
        color: colour ? VARIANT_COLORS[colour] : undefined,
      },
    );
    const sku = `${family.sku}-${m.values.map((v) => v.split('-')[0]!.slice(0, 4).toUpperCase()).join('-')}`;
    const own = {
      sku,
      price: model.price + m.priceDelta,
      stock: m.stock,
      images: `{${images.join(',')}}`,
    };
    const claimed = claim(m.values);
    if (claimed) {
      await db.execute(
        sql`UPDATE products SET shop_id = ${refs.shop}, sku = ${own.sku}, price = ${own.price}, stock = ${own.stock},
              images = ${own.images}::text[]
            WHERE id = ${claimed}`,
      );
      await db.execute(sql`DELETE FROM product_translations WHERE product_id = ${claimed}`);
      ids.push(claimed);
      continue;
    }
    const [made] = await insertRows(
      db,
      'products',
      ['shop_id', 'category_id', 'brand_id', 'sku', 'price', 'stock', 'images', 'status', 'created_at', 'sales_count'],
      [
        [
          refs.shop,
          refs.category,
          refs.brand,
          own.sku,
          own.price,
          own.stock,
          own.images,
          'active',
          new Date(now - (200 + index * 40 + k) * DAY).toISOString(),
          40 + ((k * 37 + index * 11) % 90),
        ],
      ],
    );
    ids.push(Number(made!.id));
    added++;
  }
  await db.execute(
    sql`UPDATE products SET variant_group = ${ids[0]}, approved_at = coalesce(approved_at, created_at)
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const texts = family.members.flatMap((m, k) =>
    LANG_CODES.map((lang) => {
      const pairs = family.axes.map((axis, a) => [AXES[axis][lang], inLang(valueText(m.values[a]!), lang)]);
      const label = pairs.map(([, v]) => v).join(' / ');
      const name = `${brand.localNames?.[lang] ?? brand.name} ${model.model} ${inLang(type.name, lang)} · ${label}`;
      return [
        ids[k],
        lang,
        name,
        inLang(type.short, lang),
        inLang(type.description, lang),
        label,
        JSON.stringify(pairs),
      ];
    }),
  );
  await insertRows(
    db,
    'product_translations',
    ['product_id', 'lang', 'name', 'short_description', 'description', 'variant_label', 'variant_options'],
    texts,
    '',
  );
  return added;
}

/** Seeds the families; answers how many products they added to the catalogue (not claimed from it). */
export async function seedVariantFamilies(db: Db, mediaDir: string, now = Date.now()) {
  let count = 0;
  for (const [i, family] of families.entries()) count += await seedFamily(db, mediaDir, family, i, now);
  return count;
}
