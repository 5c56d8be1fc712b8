// Writing in conversations: a buyer opens one with a shop (one per pair), either side sends
// messages, marks them read; the buyer blocks and unblocks the shop. Each write checks the caller's
// side of the conversation in its WHERE and runs in one transaction; new messages are published to
// the open streams after the commit.
//
// Block semantics: a blocked conversation takes no message from either side — the shop is refused
// with 2000066, the buyer with 2000065 until they unblock it. History stays readable to both.
import { MESSAGES_PER_MINUTE, type OpenConversationBody, type SendMessageBody } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import type { SellerCtx, UserCtx } from '../../lib/ctx.ts';
import { AppError, fail } from '../../lib/errors.ts';
import { isUpload } from '../uploads/uploads.service.ts';
import { owner, type Reader, readMessages, unreadTotal } from './conversations.read.ts';
import type { MessageHub } from './message-hub.ts';

/** A message notice (1700): at most one unread per conversation and person. */
const NOTICE_MESSAGE = 1700;

export const buyerReader = (ctx: UserCtx): Reader => ({ side: 'buyer', userId: ctx.user.id });
export const sellerReader = (ctx: SellerCtx): Reader => ({ side: 'seller', sellerId: ctx.sellerId });

const invalid = (field: string, why: string) =>
  fail('INVALID_PARAMETER', `invalid parameter: ${field}: ${why}`, { field });

interface Locked {
  id: number;
  buyer_id: number;
  shop_id: number;
  shop_owner: number | null;
  shop_name: string;
  buyer_name: string;
  blocked: boolean;
}

/** The buyer opens (or finds) their conversation with a shop; with a text or images, writes in it. */
export async function openConversation(ctx: UserCtx, hub: MessageHub, input: OpenConversationBody) {
  const shop = await one<{ owner_id: number | null }>(
    ctx.db,
    sql`SELECT owner_id FROM shops WHERE id = ${input.shop_id} AND status = 'active'`,
  );
  if (!shop) return fail('NO_DATA', 'shop not found');
  if (shop.owner_id === ctx.user.id) return fail('OWN_SHOP_MESSAGE');
  await checkContext(ctx.db, { buyerId: ctx.user.id, shopId: input.shop_id }, input);
  // the unique pair settles two first messages racing: both land in one conversation
  const found = await one<{ id: number }>(
    ctx.db,
    sql`INSERT INTO conversations (buyer_id, shop_id) VALUES (${ctx.user.id}, ${input.shop_id})
        ON CONFLICT (buyer_id, shop_id) DO UPDATE SET buyer_id = EXCLUDED.buyer_id RETURNING id`,
  );
  const id = found!.id;
  if (!input.text && input.images.length === 0) return { id, message: null };
  return sendMessage(ctx, hub, buyerReader(ctx), id, input);
}

/** A product of the conversation's shop; an order the buyer placed with it. */
async function checkContext(
  db: Db,
  c: { buyerId: number; shopId: number },
  input: { product_id?: number; order_id?: number },
) {
  if (input.product_id) {
    const product = await one(db, sql`SELECT 1 FROM products WHERE id = ${input.product_id} AND shop_id = ${c.shopId}`);
    if (!product) invalid('product_id', 'not a product of this shop');
  }
  if (input.order_id) {
    const order = await one(
      db,
      sql`SELECT 1 FROM orders WHERE id = ${input.order_id} AND user_id = ${c.buyerId} AND shop_id = ${c.shopId}`,
    );
    if (!order) invalid('order_id', "not the buyer's order from this shop");
  }
}

/** Sends a message as the reader's side (buyer or seller) into their conversation `id`. */
export async function sendMessage(
  ctx: UserCtx,
  hub: MessageHub,
  reader: Reader,
  id: number,
  input: SendMessageBody | OpenConversationBody,
) {
  const side = reader.side === 'seller' ? 'seller' : 'buyer';
  const sent = await ctx.db.transaction(async (tx) => {
    const c = await one<Locked>(
      tx,
      sql`SELECT c.id, c.buyer_id, c.shop_id, s.owner_id AS shop_owner, s.name AS shop_name, u.name AS buyer_name,
            c.blocked_at IS NOT NULL AS blocked
          FROM conversations c JOIN shops s ON s.id = c.shop_id JOIN users u ON u.id = c.buyer_id
          WHERE c.id = ${id} AND ${owner(reader)} FOR UPDATE OF c`,
    );
    if (!c) return fail('NO_DATA', 'conversation not found');
    if (c.blocked) return fail(side === 'buyer' ? 'SHOP_BLOCKED' : 'BUYER_BLOCKED_SHOP');
    const recent = await one<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM conversation_messages
          WHERE sender_id = ${ctx.user.id} AND created_at > now() - interval '1 minute'`,
    );
    if ((recent?.n ?? 0) >= MESSAGES_PER_MINUTE) {
      throw new AppError('RATE_LIMITED', `at most ${MESSAGES_PER_MINUTE} messages a minute`, null, 429);
    }
    for (const path of input.images) {
      if (!(await isUpload({ ...ctx, db: tx }, path, 'message'))) invalid('images', 'not a message image you uploaded');
    }
    await checkContext(tx, { buyerId: c.buyer_id, shopId: c.shop_id }, input);
    const message = await one<{ id: number }>(
      tx,
      sql`INSERT INTO conversation_messages (conversation_id, sender, sender_id, body, images, product_id, order_id)
          VALUES (${id}, ${side}, ${ctx.user.id}, ${input.text}, ${sql`ARRAY[${sql.join(
            input.images.map((p) => sql`${p}`),
            sql`, `,
          )}]::text[]`}, ${input.product_id ?? null}, ${input.order_id ?? null})
          RETURNING id`,
    );
    // writing answers everything before it: the sender's side has read the thread
    const readColumn = side === 'buyer' ? sql`buyer_read_id` : sql`seller_read_id`;
    await tx.execute(
      sql`UPDATE conversations SET last_message_id = ${message!.id}, last_message_at = now(), ${readColumn} = ${message!.id}
          WHERE id = ${id}`,
    );
    const recipient = side === 'buyer' ? c.shop_owner : c.buyer_id;
    if (recipient !== null) {
      await tx.execute(
        sql`INSERT INTO notices (user_id, type, status, ref_id, message)
            SELECT ${recipient}, ${NOTICE_MESSAGE}, 0, ${id}, ${side === 'buyer' ? c.buyer_name : c.shop_name}
            WHERE NOT EXISTS (SELECT 1 FROM notices WHERE user_id = ${recipient} AND type = ${NOTICE_MESSAGE}
                                AND ref_id = ${id} AND read_at IS NULL)`,
      );
    }
    return { conversation: c, messageId: message!.id };
  });
  const c = sent.conversation;
  await publishQuietly(ctx, hub, {
    to: [`buyer:${c.buyer_id}`, ...(c.shop_owner ? [`seller:${c.shop_owner}`] : [])],
    kind: 'message',
    conversation_id: id,
    message_id: sent.messageId,
  });
  const [message] = await readMessages(ctx.db, reader, ctx.lang, sql`m.id = ${sent.messageId}`, 1);
  return { id, message: message! };
}

/** A message is stored once committed; a stream that misses it finds it on the next read. */
async function publishQuietly(ctx: UserCtx, hub: MessageHub, event: Parameters<MessageHub['publish']>[0]) {
  try {
    await hub.publish(event);
  } catch (error) {
    ctx.log.warn({ err: error }, 'publishing a message event failed');
  }
}

/** Marks the thread read for the reader's side, and their message notice of it. */
export async function markRead(ctx: UserCtx, hub: MessageHub, reader: Reader, id: number) {
  const column = reader.side === 'buyer' ? sql`buyer_read_id` : sql`seller_read_id`;
  const done = await one<{ id: number }>(
    ctx.db,
    sql`UPDATE conversations c SET ${column} = c.last_message_id WHERE c.id = ${id} AND ${owner(reader)} RETURNING c.id`,
  );
  if (!done) return fail('NO_DATA', 'conversation not found');
  await ctx.db.execute(
    sql`UPDATE notices SET read_at = now()
        WHERE user_id = ${ctx.user.id} AND type = ${NOTICE_MESSAGE} AND ref_id = ${id} AND read_at IS NULL`,
  );
  const key = reader.side === 'buyer' ? `buyer:${ctx.user.id}` : `seller:${ctx.user.id}`;
  await publishQuietly(ctx, hub, { to: [key], kind: 'read', conversation_id: id });
  return { id, unread_total: await unreadTotal(ctx.db, reader) };
}

/** The buyer blocks (or unblocks) the shop of their conversation. */
export async function setBlocked(ctx: UserCtx, id: number, blocked: boolean) {
  const done = await one<{ id: number }>(
    ctx.db,
    sql`UPDATE conversations c SET blocked_at = ${blocked ? sql`coalesce(c.blocked_at, now())` : sql`NULL`}
        WHERE c.id = ${id} AND c.buyer_id = ${ctx.user.id} RETURNING c.id`,
  );
  if (!done) return fail('NO_DATA', 'conversation not found');
  return { id, blocked };
}

/** The seller reports the conversation to operators (one open report at a time). */
export async function reportConversation(ctx: SellerCtx, id: number, reason: string) {
  const c = await one<{ id: number }>(
    ctx.db,
    sql`SELECT c.id FROM conversations c WHERE c.id = ${id} AND ${owner(sellerReader(ctx))}`,
  );
  if (!c) return fail('NO_DATA', 'conversation not found');
  // the partial unique index keeps one open report, even when two reports race
  const report = await one<{ id: number }>(
    ctx.db,
    sql`INSERT INTO conversation_reports (conversation_id, reporter_id, reason) VALUES (${id}, ${ctx.user.id}, ${reason})
        ON CONFLICT (conversation_id) WHERE handled_at IS NULL DO NOTHING RETURNING id`,
  );
  if (!report) return fail('CONVERSATION_REPORTED');
  return { id, report_id: report.id, reported: true };
}
