// Shop settings of the demo shops (issue 13, seller area point 6), so a new user sees them at once:
// the demo seller's shop has a banner, contacts, return policies in several languages and its own
// delivery fees; Lens & Light Co. (seller2) goes on a short vacation three weeks after seeding, so
// its products show "ships after" only once that day comes, and no test that buys from it today
// is disturbed. The standard fee stays 4.99 below 35.00, as the tests' orders of the demo shop assume.
import type { LangCode } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sceneSvg, writeWebpFixed } from './images.ts';
import { bannerItems } from './images-scenes.ts';

const RETURN_POLICY: Partial<Record<LangCode, string>> = {
  en: 'Return any item within 30 days of delivery, unused and in its original box. We refund the item and the delivery fee when the item arrived faulty or not as described; otherwise the return postage is yours. Write to us first and we send you the return address.',
  es: 'Puedes devolver cualquier artículo en los 30 días siguientes a la entrega, sin usar y en su caja original. Reembolsamos el artículo y el envío si llegó defectuoso o no coincide con la descripción; en otro caso, el envío de vuelta corre de tu cuenta. Escríbenos primero y te enviamos la dirección de devolución.',
  fr: 'Retournez tout article dans les 30 jours suivant la livraison, non utilisé et dans sa boîte d’origine. Nous remboursons l’article et la livraison s’il est arrivé défectueux ou non conforme ; sinon, les frais de retour sont à votre charge. Écrivez-nous d’abord et nous vous envoyons l’adresse de retour.',
  de: 'Jeder Artikel kann innerhalb von 30 Tagen nach Lieferung unbenutzt und in der Originalverpackung zurückgegeben werden. Kam er defekt oder nicht wie beschrieben an, erstatten wir Artikel und Versand; sonst trägst du die Rücksendekosten. Schreib uns zuerst, dann schicken wir dir die Rücksendeadresse.',
  jp: 'お届けから30日以内であれば、未使用・元箱入りの商品を返品できます。不良品や説明と異なる商品の場合は商品代金と送料を返金します。それ以外の場合、返送料はお客様のご負担となります。まずはご連絡ください。返送先住所をお知らせします。',
};

const SHOP_HOURS_NOTE =
  'Our workshop is closed for the annual inventory; orders placed meanwhile ship on the first day back.';

export async function seedShopSettings(db: Db, mediaDir: string, shopIds: Map<string, number>) {
  const demo = shopIds.get('demo-camera-house');
  if (demo) {
    await writeWebpFixed(
      mediaDir,
      'shops/demo-camera-house-banner',
      // what the shop sells, without text like every demo banner (the page shows the shop's name)
      sceneSvg(1200, 300, '#2f6fde', bannerItems('cameras', 0)),
      1200,
      true,
    );
    await db.execute(
      sql`UPDATE shops SET banner = 'shops/demo-camera-house-banner.webp', contact_person = 'Dana Demo',
            phone = '+34 600 000 100', email = 'shop@demo.test', address = '12 Calle de la Luz, 28001 Madrid, Spain'
          WHERE id = ${demo}`,
    );
    for (const [lang, policy] of Object.entries(RETURN_POLICY)) {
      await db.execute(
        sql`INSERT INTO shop_translations (shop_id, lang, return_policy) VALUES (${demo}, ${lang}, ${policy})
            ON CONFLICT (shop_id, lang) DO UPDATE SET return_policy = excluded.return_policy`,
      );
    }
    await db.execute(
      sql`INSERT INTO delivery_methods (shop_id, code, fee, free_from, min_days, max_days, position) VALUES
            (${demo}, 'standard', 499, 3500, 2, 5, 0), (${demo}, 'express', 999, NULL, 1, 2, 1)`,
    );
  }
  const lens = shopIds.get('lens-and-light-co');
  if (lens) {
    await db.execute(
      sql`UPDATE shops SET contact_person = 'Lena Licht', phone = '+49 30 1234 5678', email = 'hello@lens-light.test',
            address = 'Lichtstraße 8, 10115 Berlin, Germany', vacation_from = (now() AT TIME ZONE 'UTC')::date + 21,
            vacation_to = (now() AT TIME ZONE 'UTC')::date + 27, vacation_note = ${SHOP_HOURS_NOTE}
          WHERE id = ${lens}`,
    );
  }
}
