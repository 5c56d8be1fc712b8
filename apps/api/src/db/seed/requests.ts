// Requests waiting for an operator in the demo (issue 13): a seller application with its ID images,
// a new product and a change of a product on sale, a stock-in and a top-up, so a new user sees the
// approval inbox at work at once. Created only with the demo marketplace.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { type Db, one, rows } from '../client.ts';

/** A plain ID card drawn locally: a name, a photo box, lines of text. No real document. */
async function idImage(name: string, holder: boolean): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" fill="${holder ? '#e8dccb' : '#dfe8f3'}"/>
    <rect x="30" y="30" width="580" height="340" rx="22" fill="#fff" stroke="#7a8aa0" stroke-width="4"/>
    <rect x="60" y="80" width="150" height="190" rx="10" fill="#c8d2de"/><circle cx="135" cy="150" r="42" fill="#9aa8ba"/>
    <text x="240" y="110" font-family="sans-serif" font-size="30" fill="#1f2430">DEMO ID CARD</text>
    <text x="240" y="160" font-family="sans-serif" font-size="26" fill="#1f2430">${name}</text>
    <rect x="240" y="190" width="300" height="14" fill="#c8d2de"/><rect x="240" y="220" width="240" height="14" fill="#c8d2de"/>
    ${holder ? '<circle cx="520" cy="330" r="70" fill="#c79a7a"/><rect x="470" y="330" width="110" height="70" fill="#c79a7a"/>' : ''}
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export async function seedDemoRequests(db: Db, storage: Storage, users: Record<string, number>) {
  const applicant = await one<{ id: number }>(
    db,
    sql`INSERT INTO users (email, password_hash, name, phone, role, invitation_code)
        VALUES ('aiko.tanaka@example.com', ${await hashPassword(randomBytes(16).toString('hex'))}, 'Aiko Tanaka',
          '+81 90 1234 5678', 'customer', 'DEMOAIKO01')
        RETURNING id`,
  );
  const kyc: string[] = [];
  for (const holder of [false, true]) {
    const path = `uploads/kyc/demo-${holder ? 'holder' : 'front'}-${randomBytes(6).toString('hex')}.webp`;
    const body = await idImage('Aiko Tanaka', holder);
    await storage.put(`private/${path}`, body);
    await db.execute(
      sql`INSERT INTO uploads (path, user_id, purpose, content_type, size, width, height)
          VALUES (${path}, ${applicant!.id}, 'kyc', 'image/webp', ${body.length}, 640, 400)`,
    );
    kyc.push(path);
  }
  await db.execute(
    sql`INSERT INTO seller_applications (user_id, shop_name, contact_person, phone, email, address, id_front,
          id_with_holder, terms_accepted_at, created_at)
        VALUES (${applicant!.id}, 'Sakura Film Lab', 'Aiko Tanaka', '+81 90 1234 5678', 'aiko.tanaka@example.com',
          '2-11-3 Meguro, Tokyo 153-0063, Japan', ${kyc[0]}, ${kyc[1]}, now() - interval '2 hours', now() - interval '2 hours')`,
  );
  await db.execute(sql`INSERT INTO notices (user_id, type, status, message) VALUES (${applicant!.id}, 100, 0, '')`);

  // two of the demo seller's products on sale: one gets a new product beside it, one a change
  const [first, second] = await rows<{
    id: number;
    category_id: number;
    brand_id: number | null;
    price: number;
    tax_rate: number;
    images: string[];
  }>(
    db,
    sql`SELECT p.id, p.category_id, p.brand_id, p.price, p.tax_rate, p.images FROM products p JOIN shops s ON s.id = p.shop_id
        WHERE s.owner_id = ${users.seller!} AND p.status = 'active' ORDER BY p.id LIMIT 2`,
  );
  if (!first || !second) return;
  const shop = await one<{ id: number }>(db, sql`SELECT shop_id AS id FROM products WHERE id = ${first.id}`);
  const newProduct = {
    category_id: first.category_id,
    ...(first.brand_id ? { brand_id: first.brand_id } : {}),
    sku: 'DCH-STRAP-01',
    price: 2490,
    tax_rate: first.tax_rate,
    images: first.images,
    name_en: 'Leather camera strap, walnut brown',
    short_description_en: 'Full-grain leather, 105 cm, quick-release lugs',
    description_en: 'A soft full-grain leather strap that ages well. Quick-release lugs fit most cameras.',
    name_es: 'Correa de cámara de cuero, marrón nogal',
    short_description_es: 'Cuero de plena flor, 105 cm, anclajes rápidos',
    name_de: 'Kameragurt aus Leder, Walnussbraun',
    name_fr: 'Courroie d’appareil photo en cuir, brun noyer',
    name_zh: '真皮相机背带，胡桃棕',
    name_jp: 'レザーカメラストラップ（ウォルナットブラウン）',
  };
  const made = await one<{ id: number }>(
    db,
    sql`INSERT INTO products (shop_id, category_id, brand_id, sku, price, tax_rate, images, status)
        VALUES (${shop!.id}, ${first.category_id}, ${first.brand_id}, ${newProduct.sku}, ${newProduct.price}, ${first.tax_rate},
          ${`{${first.images.join(',')}}`}::text[], 'pending')
        RETURNING id`,
  );
  await db.execute(
    sql`INSERT INTO product_translations (product_id, lang, name, short_description, description) VALUES
        (${made!.id}, 'en', ${newProduct.name_en}, ${newProduct.short_description_en}, ${newProduct.description_en}),
        (${made!.id}, 'es', ${newProduct.name_es}, ${newProduct.short_description_es}, ''),
        (${made!.id}, 'de', ${newProduct.name_de}, '', ''),
        (${made!.id}, 'fr', ${newProduct.name_fr}, '', ''),
        (${made!.id}, 'zh', ${newProduct.name_zh}, '', ''),
        (${made!.id}, 'jp', ${newProduct.name_jp}, '', '')`,
  );
  const texts = await one<{ name: string; short_description: string; description: string }>(
    db,
    sql`SELECT name, short_description, description FROM product_translations WHERE product_id = ${second.id} AND lang = 'en'`,
  );
  const change = {
    category_id: second.category_id,
    ...(second.brand_id ? { brand_id: second.brand_id } : {}),
    sku: '',
    price: Math.max(100, Math.round((second.price * 0.9) / 100) * 100 - 1),
    tax_rate: second.tax_rate,
    images: second.images,
    name_en: texts?.name ?? 'Camera',
    short_description_en: texts?.short_description ?? '',
    description_en: `${texts?.description ?? ''}\n\nNow with a two-year warranty from the shop.`.trim(),
  };
  await db.execute(
    sql`INSERT INTO product_revisions (product_id, seller_id, kind, data, created_at) VALUES
        (${made!.id}, ${users.seller!}, 'new', ${JSON.stringify(newProduct)}::jsonb, now() - interval '90 minutes'),
        (${second.id}, ${users.seller!}, 'edit', ${JSON.stringify(change)}::jsonb, now() - interval '70 minutes')`,
  );
  const stockIn = await one<{ id: number }>(
    db,
    sql`INSERT INTO stock_in_requests (shop_id, product_id, seller_id, quantity, note, waybill, expected_at, created_at)
        VALUES (${shop!.id}, ${first.id}, ${users.seller!}, 40, 'Restock before the holidays', 'DHL 4821 7730 12',
          (now() + interval '3 days')::date, now() - interval '50 minutes')
        RETURNING id`,
  );
  await db.execute(
    sql`INSERT INTO notices (user_id, type, status, ref_id) VALUES
        (${users.seller!}, 200, 0, ${made!.id}), (${users.seller!}, 200, 0, ${second.id}), (${users.seller!}, 300, 0, ${stockIn!.id})`,
  );
}
