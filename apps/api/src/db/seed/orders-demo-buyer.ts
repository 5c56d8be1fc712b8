// The demo buyer's own orders (issue 17): one in each state a buyer meets — waiting for payment,
// paid and to be shipped, shipped, on its way, delivered, completed and reviewed, cancelled, a
// return asked for, a return refunded — all from the demo seller's shop, so both demo accounts
// open on screens with something real in them. orders.ts plays them through the services with the
// customers' history.
//
// The journeys count on the demo buyer's wallet (1,000.00 to start with): the orders are paid by
// card or cash on delivery, except the two whose money comes back in full (the cancelled one and
// the refunded one), which are paid from the wallet, so its balance ends where it started.
import type { DemoBuyer } from './buyers.ts';
import { DAY, HOUR, MIN, type OrderPlan, type PoolProduct } from './orders-plan.ts';

/** A wallet-paid order stays well within the opening balance (tax and delivery on top). */
const WALLET_MAX_PRICE = 40_000;

/** The address the demo buyer's orders went to: the one the journeys give it (e2e kit.ts). */
export const DEMO_BUYER_ADDRESS = {
  street: 'Calle Mayor 2',
  postal_code: '28013',
  city: 'Madrid',
  country: 'ES',
  phone: '+34 600 444 555',
};

/**
 * The plans, oldest first, over products of `pool` (whose stock is lowered as in planOrders). The
 * first is placed `first` ms before `now`: the wallet's opening balance must come before it.
 */
export function demoBuyerPlans(now: number, buyer: DemoBuyer, pool: PoolProduct[]): OrderPlan[] {
  const cheap = pool.filter((p) => p.price <= WALLET_MAX_PRICE && p.stock >= 8).sort((a, b) => a.price - b.price);
  const used = new Set<number>();
  const take = (list: PoolProduct[], k: number) => {
    const p = list.filter((q) => !used.has(q.id) && q.stock >= 8)[k % Math.max(1, list.length)];
    if (!p) return null;
    used.add(p.id);
    p.stock -= 1;
    return [{ product_id: p.id, quantity: 1, price: p.price }];
  };
  const plan = (
    ago: number,
    method: OrderPlan['method'],
    list: PoolProduct[],
    k: number,
    then: (o: OrderPlan, t: number) => void,
  ) => {
    const lines = take(list, k);
    if (!lines) return null;
    const o: OrderPlan = { buyer, shop: 'demo', lines, method, express: false, placed: now - ago };
    then(o, o.placed);
    return o;
  };
  const ship = (o: OrderPlan, t: number, tracking: string) => {
    o.shipped = { at: t, carrier: 'Correos Express', tracking };
  };
  const plans = [
    // completed weeks ago and reviewed; the shop thanked them
    plan(41 * DAY, 'card', pool, 7, (o, t) => {
      ship(o, t + 20 * HOUR, 'CE40817263519ES');
      o.transit = t + 30 * HOUR;
      o.delivered = t + 3 * DAY;
      o.completed = { at: t + 3 * DAY + 5 * HOUR, auto: false };
      o.review = {
        at: t + 5 * DAY,
        rating: 5,
        remark: 'Arrived in three days, well packed, exactly as described.',
        reply: { at: t + 5 * DAY + 9 * HOUR, text: 'Thank you! Enjoy it, and send us a photo you took.' },
      };
    }),
    // paid from the wallet, returned after delivery and refunded in full
    plan(30 * DAY, 'wallet', cheap, 2, (o, t) => {
      ship(o, t + 26 * HOUR, 'CE40820481736ES');
      o.delivered = t + 3 * DAY;
      o.completed = { at: t + 3 * DAY + 2 * HOUR, auto: false };
      o.refund = {
        at: t + 4 * DAY,
        reason: 'The box was opened before and the lens cap is missing',
        decided: { at: t + 5 * DAY, approve: true, remark: 'Sorry about that: refunded to your wallet.' },
      };
    }),
    // paid from the wallet, cancelled before it shipped: the money went back
    plan(19 * DAY, 'wallet', cheap, 5, (o, t) => {
      o.cancelled = { at: t + 2 * HOUR, by: 'customer', reason: 'Ordered the wrong colour' };
    }),
    // received, then a return asked for: the shop has not decided yet
    plan(6 * DAY, 'card', pool, 11, (o, t) => {
      ship(o, t + 18 * HOUR, 'CE40831150624ES');
      o.delivered = t + 2 * DAY;
      o.completed = { at: t + 2 * DAY + 6 * HOUR, auto: false };
      o.refund = { at: now - 20 * HOUR, reason: 'Autofocus hunts constantly in good light' };
    }),
    // delivered yesterday, waiting for the buyer to confirm receipt (cash paid at the door)
    plan(4 * DAY, 'cod', pool, 13, (o, t) => {
      ship(o, t + 22 * HOUR, 'CE40833907145ES');
      o.transit = t + 40 * HOUR;
      o.delivered = now - 26 * HOUR;
    }),
    // on its way
    plan(3 * DAY, 'card', pool, 17, (o, t) => {
      ship(o, t + 20 * HOUR, 'CE40835592318ES');
      o.transit = now - 14 * HOUR;
    }),
    // shipped this morning
    plan(2 * DAY, 'card', pool, 19, (o, t) => {
      ship(o, t + 30 * HOUR, 'CE40836671092ES');
    }),
    // paid an hour ago, to be shipped
    plan(70 * MIN, 'card', pool, 23, () => {}),
    // the card was declined minutes ago: waiting for payment
    plan(8 * MIN, 'card', pool, 29, (o) => {
      o.declined = true;
    }),
  ];
  return plans.filter((o): o is OrderPlan => o !== null);
}
