// Reading conversations, for each kind of reader. A reader's conversations are named by one SQL
// condition (`owner`), so the owner stands in every query's WHERE: the buyer's own, the seller's
// shops' (db/ownership.ts), and for operators only those a seller reported.
import type { ConversationMessage, ConversationSummary, ConversationThread, MessageSide } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';

export type Reader = { side: 'buyer'; userId: number } | { side: 'seller'; sellerId: number } | { side: 'admin' };

/** The condition naming the reader's conversations (alias `c`). */
export function owner(reader: Reader): SQL {
  if (reader.side === 'buyer') return sql`c.buyer_id = ${reader.userId}`;
  if (reader.side === 'seller') return ownedShop(reader.sellerId, sql`c.shop_id`);
  return sql`EXISTS (SELECT 1 FROM conversation_reports r WHERE r.conversation_id = c.id)`;
}

/** The other side's messages the reader has not read (operators read without a read state). */
function unreadOf(reader: Reader): SQL {
  if (reader.side === 'admin') return sql`0`;
  const [from, readId] =
    reader.side === 'buyer' ? [sql`'seller'`, sql`c.buyer_read_id`] : [sql`'buyer'`, sql`c.seller_read_id`];
  return sql`(SELECT count(*)::int FROM conversation_messages x
              WHERE x.conversation_id = c.id AND x.sender = ${from} AND x.id > ${readId})`;
}

const iso = (v: string | Date) => new Date(v).toISOString();

interface SummaryRow {
  id: number;
  shop_id: number;
  shop_name: string;
  shop_logo: string;
  buyer_name: string;
  buyer_avatar: string;
  last_from: MessageSide | null;
  last_text: string | null;
  last_images: number | null;
  last_at: string | Date | null;
  unread: number;
  blocked: boolean;
  reported: boolean;
  updated_at: string | Date;
}

const summaryColumns = (reader: Reader) => sql`c.id, c.shop_id, s.name AS shop_name, s.logo AS shop_logo,
  u.name AS buyer_name, u.avatar AS buyer_avatar, m.sender AS last_from, m.body AS last_text,
  cardinality(m.images) AS last_images, m.created_at AS last_at, ${unreadOf(reader)} AS unread,
  c.blocked_at IS NOT NULL AS blocked,
  EXISTS (SELECT 1 FROM conversation_reports r WHERE r.conversation_id = c.id AND r.handled_at IS NULL) AS reported,
  c.last_message_at AS updated_at`;
const summaryFrom = sql`conversations c JOIN shops s ON s.id = c.shop_id JOIN users u ON u.id = c.buyer_id
  LEFT JOIN conversation_messages m ON m.id = c.last_message_id`;

export function toSummary(r: SummaryRow): ConversationSummary {
  return {
    id: r.id,
    shop: { id: r.shop_id, name: r.shop_name, logo: r.shop_logo },
    buyer: { name: r.buyer_name, avatar: r.buyer_avatar },
    last_message:
      r.last_from && r.last_at
        ? { from: r.last_from, text: r.last_text ?? '', images: r.last_images ?? 0, created_at: iso(r.last_at) }
        : null,
    unread: r.unread,
    blocked: r.blocked,
    reported: r.reported,
    updated_at: iso(r.updated_at),
  };
}

/** The reader's conversations with at least one message, newest first. */
export async function listConversations(
  db: Db,
  reader: Reader,
  q: { page: number; page_size: number; unread?: boolean; extra?: SQL },
) {
  const parts = [owner(reader), sql`c.last_message_id > 0`];
  if (q.unread) parts.push(sql`${unreadOf(reader)} > 0`);
  if (q.extra) parts.push(q.extra);
  const where = sql.join(parts, sql` AND `);
  const [found, total] = await Promise.all([
    rows<SummaryRow>(
      db,
      sql`SELECT ${summaryColumns(reader)} FROM ${summaryFrom} WHERE ${where}
          ORDER BY c.last_message_at DESC, c.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM conversations c WHERE ${where}`),
  ]);
  return { items: found.map(toSummary), total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

export async function findConversation(db: Db, reader: Reader, id: number): Promise<ConversationSummary | undefined> {
  const row = await one<SummaryRow>(
    db,
    sql`SELECT ${summaryColumns(reader)} FROM ${summaryFrom} WHERE c.id = ${id} AND ${owner(reader)}`,
  );
  return row && toSummary(row);
}

/** Every unread message of the reader's side, over all their conversations. */
export async function unreadTotal(db: Db, reader: Reader): Promise<number> {
  if (reader.side === 'admin') return 0;
  const [from, readId] =
    reader.side === 'buyer' ? [sql`'seller'`, sql`c.buyer_read_id`] : [sql`'buyer'`, sql`c.seller_read_id`];
  const row = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM conversation_messages x JOIN conversations c ON c.id = x.conversation_id
        WHERE ${owner(reader)} AND x.sender = ${from} AND x.id > ${readId}`,
  );
  return row?.n ?? 0;
}

interface MessageRow {
  id: number;
  conversation_id: number;
  from: MessageSide;
  text: string;
  images: string[];
  product_id: number | null;
  product_name: string | null;
  product_images: string[] | null;
  order_id: number | null;
  created_at: string | Date;
}

/** Messages of the reader's conversations matching `filter` (alias `m`), newest first. */
export async function readMessages(
  db: Db,
  reader: Reader,
  lang: string,
  filter: SQL,
  limit: number,
): Promise<ConversationMessage[]> {
  const found = await rows<MessageRow>(
    db,
    sql`SELECT m.id, m.conversation_id, m.sender AS "from", m.body AS text, m.images, m.product_id,
          coalesce(t.name, e.name) AS product_name, p.images AS product_images, m.order_id, m.created_at
        FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id
        LEFT JOIN products p ON p.id = m.product_id
        LEFT JOIN product_translations e ON e.product_id = p.id AND e.lang = 'en'
        LEFT JOIN product_translations t ON t.product_id = p.id AND t.lang = ${lang}
        WHERE ${owner(reader)} AND ${filter}
        ORDER BY m.id DESC LIMIT ${limit}`,
  );
  return found.map((r) => ({
    id: r.id,
    conversation_id: r.conversation_id,
    from: r.from,
    text: r.text,
    images: r.images,
    product: r.product_id ? { id: r.product_id, name: r.product_name ?? '', image: r.product_images?.[0] ?? '' } : null,
    order_id: r.order_id,
    created_at: iso(r.created_at),
  }));
}

/** One page of a thread, oldest first, ending before the message `before` (the newest page without it). */
export async function readThread(
  db: Db,
  reader: Reader,
  lang: string,
  id: number,
  q: { before?: number; limit: number },
): Promise<ConversationThread | undefined> {
  const conversation = await findConversation(db, reader, id);
  if (!conversation) return undefined;
  const before = q.before ? sql`AND m.id < ${q.before}` : sql``;
  // one more than asked tells whether an older page exists
  const page = await readMessages(db, reader, lang, sql`m.conversation_id = ${id} ${before}`, q.limit + 1);
  const more = page.length > q.limit;
  const messages = page.slice(0, q.limit).reverse();
  return { conversation, messages, next_before: more ? messages[0]!.id : null };
}
