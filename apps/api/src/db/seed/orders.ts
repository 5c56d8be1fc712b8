// The demo shops' order history (issue 13): about 150 orders of the last 75 days, from the demo
// customers (buyers.ts), in every state a shop sees, and the demo buyer's own orders in each state a
// buyer meets (orders-demo-buyer.ts, issue 17). Each step goes through the real services
// (checkout, payment, delivery, cancel, receipt, returns, reviews), played in the order of time,
// so stock, sales counts, wallets and the ledger agree with the orders as they would in use; the
// timestamps are then moved back in SQL to when the plan (orders-plan.ts) says each step happened.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, loadConfig } from '../../config.ts';
import type { Ctx, SellerCtx, UserCtx } from '../../lib/ctx.ts';
import { AppError } from '../../lib/errors.ts';
import { accountId, postJournal } from '../../modules/ledger/ledger.service.ts';
import { payOrder, submitCheckout } from '../../modules/orders/checkout.service.ts';
import { advanceDelivery } from '../../modules/orders/fulfilment.service.ts';
import { cancelOrder, confirmReceipt } from '../../modules/orders/orders.service.ts';
import { closeOrder, completeOrder, type LockedOrder, lockedOrderColumns } from '../../modules/orders/transitions.ts';
import { SANDBOX_CARDS, sandboxProvider } from '../../modules/payments/card-provider.ts';
import { sellerDecide } from '../../modules/refunds/refund-decide.service.ts';
import { applyRefund } from '../../modules/refunds/refunds.service.ts';
import { replyToReview, reviewOrderItem } from '../../modules/reviews/reviews.service.ts';
import { type Db, one, rows } from '../client.ts';
import { type DemoBuyer, seedDemoBuyers } from './buyers.ts';
import { backdate, type Stamps } from './orders-backdate.ts';
import { DEMO_BUYER_ADDRESS, demoBuyerPlans } from './orders-demo-buyer.ts';
import { DAY, HOUR, MIN, type OrderPlan, type PoolProduct, planOrders, type ShopKey } from './orders-plan.ts';

const CARD = { card: { number: SANDBOX_CARDS.approve, exp_month: 12, exp_year: 2099, cvc: '123' } };
const DECLINED = { card: { ...CARD.card, number: SANDBOX_CARDS.decline } };
const SYSTEM = { id: null, role: 'system' } as const;

export const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  level: 'silent',
  child: () => quiet,
} as unknown as FastifyBaseLogger;

/** What the domain's services need to run for the seed: no cache, no log, no request. */
export const seedCtx = (db: Db, config: Config): Ctx => ({
  db,
  lang: 'en',
  currency: 'USD',
  cache: {
    wrap: (_k, load) => load(),
    clear: async () => {},
    size: () => 0,
    stats: () => ({ hits: 0, misses: 0 }),
    close: async () => {},
  },
  config,
  log: quiet,
  staticBase: '',
  origin: '',
  sellerBase: '',
  ip: '127.0.0.1',
});

/** The products each demo shop sells in the history: not in the flash deal, not the ones the
 * demo's waiting requests change, in stock; about half of the shop, so others stay unsold. */
async function pools(db: Db, shops: Record<ShopKey, number>): Promise<Record<ShopKey, PoolProduct[]>> {
  const out = {} as Record<ShopKey, PoolProduct[]>;
  for (const [key, shopId] of Object.entries(shops) as [ShopKey, number][]) {
    const found = await rows<PoolProduct>(
      db,
      sql`SELECT id, price, stock FROM products p
          WHERE shop_id = ${shopId} AND status = 'active' AND stock >= 15
            AND NOT EXISTS (SELECT 1 FROM flash_deal_items f WHERE f.product_id = p.id)
          ORDER BY id OFFSET 2`,
    );
    out[key] = found.filter((_, k) => k % 2 === 0 || k % 5 === 1);
  }
  return out;
}

async function lockOrder(tx: Db, id: number) {
  return (await one<LockedOrder>(tx, sql`SELECT ${lockedOrderColumns} FROM orders WHERE id = ${id} FOR UPDATE`))!;
}

export async function seedDemoOrders(db: Db, users: Record<string, number>) {
  const config = loadConfig();
  const now = Date.now();
  const shopRows = await rows<{ id: number; owner_id: number }>(
    db,
    sql`SELECT id, owner_id FROM shops WHERE owner_id IN (${users.seller!}, ${users.seller2!})`,
  );
  const shopOf = (owner: number) => shopRows.find((s) => s.owner_id === owner)?.id;
  const demo = shopOf(users.seller!);
  const lens = shopOf(users.seller2!);
  if (!demo || !lens) return { orders: 0 };
  const shops: Record<ShopKey, number> = { demo, lens };
  const owners: Record<ShopKey, number> = { demo: users.seller!, lens: users.seller2! };

  const buyers = await seedDemoBuyers(db);
  const pool = await pools(db, shops);
  const plans = planOrders(now, buyers, pool, config.orderPayMinutes);
  // the demo buyer's own orders, one in each state (orders-demo-buyer.ts), played with the rest
  const customer = await withAddress(db, users.customer);
  const own = customer ? demoBuyerPlans(now, customer, pool.demo) : [];
  plans.push(...own);

  const base = seedCtx(db, config);
  const asBuyer = (o: OrderPlan): UserCtx => ({
    ...base,
    user: { id: o.buyer.id, email: o.buyer.email, name: o.buyer.name, role: 'customer' },
    token: '',
  });
  const asSeller = (shop: ShopKey): SellerCtx => ({
    ...base,
    user: { id: owners[shop], email: '', name: '', role: 'seller' },
    token: '',
    sellerId: owners[shop],
    shopIds: [shops[shop]],
  });
  const provider = sandboxProvider();
  const stamps: Stamps = { orders: new Map(), payments: [], topups: [], refunds: new Map(), reviews: new Map() };
  const ids = new Map<OrderPlan, number>();
  const refundIds = new Map<OrderPlan, number>();
  const reviewIds = new Map<OrderPlan, number>();
  /** When each buyer last did something, as the steps are played. */
  const lastStep = new Map<number, number>();

  /** A wallet short of an order's likely total is topped up, as its owner would, shortly before. */
  async function topUpFor(o: OrderPlan) {
    const likely = o.lines.reduce((s, l) => s + l.price * l.quantity, 0) * 1.11 + 1_300;
    const wallet = await one<{ available: number }>(
      db,
      sql`SELECT available FROM wallet_accounts WHERE user_id = ${o.buyer.id} AND kind = 'customer'`,
    );
    const short = likely - (wallet?.available ?? 0);
    if (short <= 0) return;
    const amount = Math.ceil((short + 10_000) / 10_000) * 10_000;
    await db.transaction(async (tx) => {
      const request = await one<{ id: number }>(
        tx,
        sql`INSERT INTO wallet_requests (user_id, kind, amount, currency, actual_amount, transaction_id, payment_method,
              remark, status, decided_by, decided_at, decision_remark)
            VALUES (${o.buyer.id}, 'topup', ${amount}, 'USD', ${amount}, ${`DEMO-TOPUP-${stamps.topups.length + 1}`},
              'bank transfer', '', 'completed', ${users.admin!}, now(), 'received')
            RETURNING id`,
      );
      await postJournal(tx, {
        kind: 'topup',
        refType: 'wallet_request',
        refId: request!.id,
        createdBy: users.admin!,
        lines: [
          { platform: 'bank_received', amount: -amount },
          { account: (await accountId(tx, o.buyer.id, 'customer'))!, available: amount, direction: 'income' },
        ],
      });
      // a while before the order, yet after the buyer's last step: their wallet's history stays in order
      const before = o.placed - 3 * HOUR + (stamps.topups.length % 7) * 20 * MIN;
      const last = lastStep.get(o.buyer.id) ?? 0;
      stamps.topups.push({ id: request!.id, at: before > last ? before : last + (o.placed - last) / 2 });
    });
  }

  async function place(o: OrderPlan) {
    if (o.method === 'wallet') await topUpFor(o);
    const input = {
      items: o.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
      delivery: o.express ? { [shops[o.shop]]: 'express' } : {},
      payment_method: o.method,
      card: o.method === 'card' ? (o.declined ? DECLINED : CARD) : {},
    };
    let answer: Awaited<ReturnType<typeof submitCheckout>>;
    try {
      answer = await submitCheckout(asBuyer(o), provider, input as Parameters<typeof submitCheckout>[2]);
    } catch (e) {
      if (!(o.declined && e instanceof AppError)) throw e;
      answer = e.data as typeof answer;
    }
    const id = answer.orders[0]!.id;
    ids.set(o, id);
    stamps.orders.set(id, o);
    stamps.payments.push({
      id: answer.payment.id,
      at: o.placed,
      paid: o.method === 'cod' ? undefined : o.placed + MIN,
    });
  }

  // every step of every order, played in the order of time
  const steps: { at: number; buyer: number; run: () => Promise<unknown> }[] = [];
  for (const o of plans) {
    const id = () => ids.get(o)!;
    steps.push({ buyer: o.buyer.id, at: o.placed, run: () => place(o) });
    if (o.repaid) {
      steps.push({
        buyer: o.buyer.id,
        at: o.repaid,
        run: async () => {
          const paid = await payOrder(asBuyer(o), provider, {
            order_id: id(),
            payment_method: 'card',
            card: CARD,
          } as Parameters<typeof payOrder>[2]);
          stamps.payments.push({ id: paid.payment.id, at: o.repaid!, paid: o.repaid! + MIN });
        },
      });
    }
    const c = o.cancelled;
    if (c) {
      steps.push({
        buyer: o.buyer.id,
        at: c.at,
        run: () =>
          c.by === 'customer'
            ? cancelOrder(asBuyer(o), { order_id: id(), cancel_remark: c.reason })
            : db.transaction(async (tx) => closeOrder(tx, await lockOrder(tx, id()), SYSTEM, c.reason, 'expired')),
      });
    }
    const s = o.shipped;
    if (s) {
      steps.push({
        buyer: o.buyer.id,
        at: s.at,
        run: () =>
          advanceDelivery(asSeller(o.shop), 'ship', { order_id: id(), log_sn: s.tracking, arrival_method: s.carrier }),
      });
    }
    if (o.transit)
      steps.push({
        buyer: o.buyer.id,
        at: o.transit,
        run: () => advanceDelivery(asSeller(o.shop), 'transit', { order_id: id() }),
      });
    if (o.delivered) {
      steps.push({
        buyer: o.buyer.id,
        at: o.delivered,
        run: () => advanceDelivery(asSeller(o.shop), 'deliver', { order_id: id() }),
      });
    }
    const done = o.completed;
    if (done) {
      steps.push({
        buyer: o.buyer.id,
        at: done.at,
        run: () =>
          done.auto
            ? db.transaction(async (tx) => completeOrder(tx, await lockOrder(tx, id()), SYSTEM, 'auto_completed'))
            : confirmReceipt(asBuyer(o), id()),
      });
    }
    const refund = o.refund;
    if (refund) {
      steps.push({
        buyer: o.buyer.id,
        at: refund.at,
        run: async () => {
          const first = o.lines[0]!;
          const made = await applyRefund(asBuyer(o), {
            order_id: id(),
            items: [{ product_id: first.product_id, quantity: 1 }],
            reason: refund.reason,
            photos: [],
          });
          refundIds.set(o, made.id);
          stamps.refunds.set(made.id, refund);
        },
      });
      const decided = refund.decided;
      if (decided) {
        steps.push({
          buyer: o.buyer.id,
          at: decided.at,
          run: () =>
            sellerDecide(asSeller(o.shop), { id: refundIds.get(o)!, approve: decided.approve, remark: decided.remark }),
        });
      }
    }
    const review = o.review;
    if (review) {
      steps.push({
        buyer: o.buyer.id,
        at: review.at,
        run: async () => {
          const made = await reviewOrderItem(asBuyer(o), {
            order_id: id(),
            product_id: o.lines[0]!.product_id,
            rating: review.rating,
            remark: review.remark,
            photos: [],
          });
          reviewIds.set(o, made.id);
          stamps.reviews.set(made.id, review);
        },
      });
      const reply = review.reply;
      if (reply) {
        steps.push({
          buyer: o.buyer.id,
          at: reply.at,
          run: () => replyToReview(asSeller(o.shop), { id: reviewIds.get(o)!, reply: reply.text }),
        });
      }
    }
  }
  // stable: steps of one order at the same moment keep their order
  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) {
    await step.run();
    lastStep.set(step.buyer, step.at);
  }

  if (customer && own.length) await openedBefore(db, stamps, customer.id, own[0]!.placed - 20 * DAY);
  await backdate(db, stamps, config.orderPayMinutes);
  // the journeys give the demo buyer its address themselves (e2e kit.ts); the orders keep their copy
  if (customer) await db.execute(sql`DELETE FROM addresses WHERE user_id = ${customer.id}`);
  return { orders: plans.length };
}

/** The demo buyer, with the default address its orders go to while they are placed. */
async function withAddress(db: Db, id: number | undefined): Promise<DemoBuyer | null> {
  const user = id ? await one<DemoBuyer>(db, sql`SELECT id, name, email FROM users WHERE id = ${id}`) : null;
  if (!user) return null;
  const a = DEMO_BUYER_ADDRESS;
  await db.execute(
    sql`INSERT INTO addresses (user_id, name, street, postal_code, city, state, country, phone, email, is_default)
        VALUES (${user.id}, ${user.name}, ${a.street}, ${a.postal_code}, ${a.city}, '', ${a.country}, ${a.phone}, ${user.email}, true)`,
  );
  return { ...user, country: a.country };
}

/**
 * The demo buyer joined, and its wallet got its opening balance (wallets.ts), before its first
 * order: the wallet's history then runs in the order of time.
 */
async function openedBefore(db: Db, stamps: Stamps, userId: number, at: number) {
  const opening = await one<{ id: number }>(
    db,
    sql`SELECT id FROM wallet_requests WHERE user_id = ${userId} AND transaction_id = 'DEMO-OPENING-BALANCE'`,
  );
  if (opening) stamps.topups.push({ id: opening.id, at });
  await db.execute(sql`UPDATE users SET created_at = ${new Date(at - DAY).toISOString()} WHERE id = ${userId}`);
}
