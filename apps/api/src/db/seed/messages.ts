// A few conversations the demo has lived through (issue 16), so the storefront's messages, the
// seller area's and the admin backend's reported conversations open on real threads: the demo
// buyer asked the demo seller about a product (the latest answer still unread, with its notice),
// asked the second shop about an order, another customer's question waits for the demo seller's
// answer, and one buyer's abuse the demo seller reported to the operators.
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../client.ts';

interface Line {
  from: 'buyer' | 'seller';
  text: string;
  /** hours before now */
  at: number;
}
interface SeedConversation {
  buyerId: number;
  shopId: number;
  productId?: number | null;
  orderId?: number | null;
  lines: Line[];
  /** the side that has read everything; the other has the last line(s) of the other side unread */
  buyerRead: boolean;
  sellerRead: boolean;
  report?: string;
}

const ago = (hours: number) => sql`now() - make_interval(mins => ${Math.round(hours * 60)})`;

async function insertConversation(db: Db, c: SeedConversation) {
  const owner = await one<{ owner_id: number | null }>(db, sql`SELECT owner_id FROM shops WHERE id = ${c.shopId}`);
  const created = await one<{ id: number }>(
    db,
    sql`INSERT INTO conversations (buyer_id, shop_id, created_at) VALUES (${c.buyerId}, ${c.shopId}, ${ago(c.lines[0]!.at)})
        ON CONFLICT (buyer_id, shop_id) DO NOTHING RETURNING id`,
  );
  if (!created) return; // seeded before
  let last = 0;
  let lastBuyerSide = 0;
  let lastSellerSide = 0;
  for (const [i, line] of c.lines.entries()) {
    const m = await one<{ id: number }>(
      db,
      sql`INSERT INTO conversation_messages (conversation_id, sender, sender_id, body, product_id, order_id, created_at)
          VALUES (${created.id}, ${line.from}, ${line.from === 'buyer' ? c.buyerId : (owner?.owner_id ?? null)}, ${line.text},
                  ${i === 0 ? (c.productId ?? null) : null}, ${i === 0 ? (c.orderId ?? null) : null}, ${ago(line.at)})
          RETURNING id`,
    );
    last = m!.id;
    if (line.from === 'buyer') lastBuyerSide = last;
    else lastSellerSide = last;
  }
  // a side has read up to its own last message at least (writing answers what came before)
  const buyerRead = c.buyerRead ? last : lastBuyerSide;
  const sellerRead = c.sellerRead ? last : lastSellerSide;
  await db.execute(
    sql`UPDATE conversations SET last_message_id = ${last}, last_message_at = ${ago(c.lines.at(-1)!.at)},
          buyer_read_id = ${buyerRead}, seller_read_id = ${sellerRead}
        WHERE id = ${created.id}`,
  );
  const unreadFor = !c.buyerRead ? c.buyerId : !c.sellerRead ? owner?.owner_id : null;
  if (unreadFor) {
    await db.execute(
      sql`INSERT INTO notices (user_id, type, status, ref_id, message, created_at)
          VALUES (${unreadFor}, 1700, 0, ${created.id}, '', ${ago(c.lines.at(-1)!.at)})`,
    );
  }
  if (c.report && owner?.owner_id) {
    await db.execute(
      sql`INSERT INTO conversation_reports (conversation_id, reporter_id, reason, created_at)
          VALUES (${created.id}, ${owner.owner_id}, ${c.report}, ${ago(c.lines.at(-1)!.at - 0.5)})`,
    );
  }
}

export async function seedMessages(db: Db, users: Record<string, number>) {
  const buyer = users.customer!;
  const shopOf = async (owner: number | undefined) =>
    owner
      ? (await one<{ id: number }>(db, sql`SELECT id FROM shops WHERE owner_id = ${owner} ORDER BY id LIMIT 1`))?.id
      : undefined;
  const [shop, shop2] = [await shopOf(users.seller), await shopOf(users.seller2)];
  if (!shop) return;
  const product = await one<{ id: number }>(
    db,
    sql`SELECT id FROM products WHERE shop_id = ${shop} AND status = 'active' ORDER BY id LIMIT 1`,
  );
  const order = shop2
    ? await one<{ id: number }>(
        db,
        sql`SELECT id FROM orders WHERE user_id = ${buyer} AND shop_id = ${shop2} ORDER BY created_at DESC LIMIT 1`,
      )
    : undefined;
  const others = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE role = 'customer' AND id <> ${buyer} ORDER BY id LIMIT 2`,
  );
  const conversations: SeedConversation[] = [
    {
      buyerId: buyer,
      shopId: shop,
      productId: product?.id,
      buyerRead: false,
      sellerRead: true,
      lines: [
        { from: 'buyer', text: 'Hi! Does this come with a European plug, or do I need an adapter?', at: 50 },
        { from: 'seller', text: 'Hello! It ships with an EU plug (type C). No adapter needed in Spain.', at: 47 },
        { from: 'buyer', text: 'Great, thanks. And is the warranty two years?', at: 30 },
        { from: 'seller', text: 'Yes, two years from delivery. Keep the invoice we send by e-mail.', at: 3 },
      ],
    },
    ...(shop2 && order
      ? [
          {
            buyerId: buyer,
            shopId: shop2,
            orderId: order.id,
            buyerRead: true,
            sellerRead: true,
            lines: [
              {
                from: 'buyer' as const,
                text: 'Could you wrap the order as a gift? It is a birthday present.',
                at: 120,
              },
              {
                from: 'seller' as const,
                text: 'Of course! We will add gift paper and leave the invoice out.',
                at: 118,
              },
            ],
          },
        ]
      : []),
    ...(others[0]
      ? [
          {
            buyerId: others[0].id,
            shopId: shop,
            productId: product?.id,
            buyerRead: true,
            sellerRead: false,
            lines: [{ from: 'buyer' as const, text: 'Hola, ¿tenéis este modelo en negro? Gracias.', at: 5 }],
          },
        ]
      : []),
    ...(others[1]
      ? [
          {
            buyerId: others[1].id,
            shopId: shop,
            buyerRead: true,
            sellerRead: true,
            report: 'Insults after we refused a discount; please have a look.',
            lines: [
              { from: 'buyer' as const, text: 'Give me 50% off or I will leave one-star reviews everywhere.', at: 26 },
              { from: 'seller' as const, text: 'Sorry, we cannot offer that discount on this item.', at: 25 },
              { from: 'buyer' as const, text: 'You are thieves. Watch your reviews.', at: 24 },
            ],
          },
        ]
      : []),
  ];
  for (const c of conversations) await insertConversation(db, c);
}
