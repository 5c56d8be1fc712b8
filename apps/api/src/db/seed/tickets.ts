// A few support tickets the demo has lived through, in every state, so the storefront's "support
// tickets" and the admin backend's #/tickets open on real conversations: the demo buyer waits on
// an answer about a parcel (support asked for a photo: an unread answer), a double charge that was
// solved, the demo seller's question nobody has taken yet, a closed account question and a refund
// question support still has to answer. Support's side is the demo owner's.
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../client.ts';

interface Message {
  staff: boolean;
  body: string;
  /** hours before now */
  at: number;
}
interface SeedTicket {
  userId: number;
  subject: string;
  category: string;
  state: 'open' | 'waiting' | 'solved' | 'closed';
  orderId?: number | null;
  assigned: boolean;
  messages: Message[];
}

async function insertTicket(db: Db, staffId: number, t: SeedTicket) {
  const first = t.messages[0]!;
  const last = t.messages[t.messages.length - 1]!;
  const ago = (hours: number) => sql`now() - make_interval(mins => ${Math.round(hours * 60)})`;
  const row = await one<{ id: number }>(
    db,
    sql`INSERT INTO tickets (user_id, subject, category, order_id, state, assignee_id, lang, created_at, last_message_at,
                             customer_unread, awaiting_support)
        VALUES (${t.userId}, ${t.subject}, ${t.category}, ${t.orderId ?? null}, ${t.state},
                ${t.assigned ? staffId : null}, 'en', ${ago(first.at)}, ${ago(last.at)},
                ${last.staff && t.state === 'waiting'}, ${!last.staff})
        RETURNING id`,
  );
  for (const m of t.messages) {
    await db.execute(
      sql`INSERT INTO ticket_messages (ticket_id, author_id, staff, body, created_at)
          VALUES (${row!.id}, ${m.staff ? staffId : t.userId}, ${m.staff}, ${m.body}, ${ago(m.at)})`,
    );
  }
}

export async function seedTickets(db: Db, users: Record<string, number>) {
  const staffId = users.admin!;
  const buyer = users.customer!;
  const order = await one<{ id: number }>(
    db,
    sql`SELECT id FROM orders WHERE user_id = ${buyer} AND status IN ('delivered', 'completed', 'shipped', 'in_transit')
        ORDER BY created_at DESC LIMIT 1`,
  );
  const others = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE role = 'customer' AND id <> ${buyer} ORDER BY id LIMIT 2`,
  );
  const [ana, ben] = [others[0]?.id ?? buyer, others[1]?.id ?? buyer];
  const tickets: SeedTicket[] = [
    {
      userId: buyer,
      subject: 'Tracking says delivered, but the parcel never arrived',
      category: 'order',
      state: 'waiting',
      orderId: order?.id ?? null,
      assigned: true,
      messages: [
        {
          staff: false,
          body: 'Hi, the tracking page says my order was delivered yesterday at 14:02, but nothing came. I was at home all afternoon and my neighbours have not seen it either. Can you help?',
          at: 30,
        },
        {
          staff: true,
          body: 'Sorry to hear that! I have asked the courier for the proof of delivery. Meanwhile, could you check your mailbox and any safe place the courier may have used, and send us a photo of your door number? Thank you.',
          at: 26,
        },
      ],
    },
    {
      userId: buyer,
      subject: 'Charged twice for one order',
      category: 'payment',
      state: 'solved',
      assigned: true,
      messages: [
        {
          staff: false,
          body: 'My card statement shows two identical charges for the same order. Please refund one.',
          at: 120,
        },
        {
          staff: true,
          body: 'Thanks for the screenshot. The second charge was only a pending authorisation from a payment that did not go through; your bank releases it within 5 working days. Nothing was taken twice.',
          at: 118,
        },
        { staff: false, body: 'It has disappeared from my statement now. Thanks for explaining!', at: 70 },
        {
          staff: true,
          body: 'Glad it is sorted. I am marking this as solved; just reply here if anything else comes up.',
          at: 69,
        },
      ],
    },
    {
      userId: users.seller!,
      subject: "How do I change my shop's payout bank account?",
      category: 'seller',
      state: 'open',
      assigned: false,
      messages: [
        {
          staff: false,
          body: 'We moved our business account to another bank. Where can I update the account number for withdrawals, and does a pending withdrawal still go to the old account?',
          at: 5,
        },
      ],
    },
    {
      userId: ana,
      subject: 'Cannot change the email address on my account',
      category: 'account',
      state: 'closed',
      assigned: true,
      messages: [
        {
          staff: false,
          body: 'I want to use my new work email for orders, but the profile page does not let me edit it.',
          at: 400,
        },
        {
          staff: true,
          body: 'For your security the email cannot be changed from the profile. I have updated it for you after checking your identity; please sign in with the new address from now on.',
          at: 396,
        },
        { staff: false, body: 'Works perfectly, thank you.', at: 380 },
      ],
    },
    {
      userId: ben,
      subject: 'Refund approved but not in my wallet yet',
      category: 'refund',
      state: 'open',
      assigned: true,
      messages: [
        {
          staff: false,
          body: 'The shop approved my return three days ago (two mugs, one arrived broken). The refund shows as approved, but my wallet balance has not changed. When will I get the money?',
          at: 3,
        },
      ],
    },
  ];
  for (const t of tickets) await insertTicket(db, staffId, t);
}
