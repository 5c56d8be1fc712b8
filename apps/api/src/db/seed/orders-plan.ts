// What happened to each demo order and when: a deterministic plan over the last 75 days, busier
// lately and at the weekend, that orders.ts plays through the real services in the order of time.
// Every step falls before `now`; a step that would come later simply has not happened yet, so the
// recent orders wait to be shipped or delivered and the older ones are completed.
import type { DemoBuyer } from './buyers.ts';
import { random } from './insert.ts';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
const DAYS = 75;

export type ShopKey = 'demo' | 'lens';
export type Method = 'wallet' | 'card' | 'cod';

export interface PoolProduct {
  id: number;
  price: number;
  stock: number;
}

export interface OrderPlan {
  buyer: DemoBuyer;
  shop: ShopKey;
  lines: { product_id: number; quantity: number; price: number }[];
  method: Method;
  express: boolean;
  placed: number;
  /** The first card charge was declined; the order waits for payment. */
  declined?: boolean;
  /** Paid with another card after the decline. */
  repaid?: number;
  cancelled?: { at: number; by: 'customer' | 'system'; reason: string };
  shipped?: { at: number; carrier: string; tracking: string };
  transit?: number;
  delivered?: number;
  completed?: { at: number; auto: boolean };
  refund?: { at: number; reason: string; decided?: { at: number; approve: boolean; remark: string } };
  review?: { at: number; rating: number; remark: string; reply?: { at: number; text: string } };
}

const CARRIERS: Record<ShopKey, [string, (r: ReturnType<typeof random>) => string][]> = {
  demo: [
    ['Correos Express', (r) => `CE${digits(r, 11)}ES`],
    ['SEUR', (r) => digits(r, 14)],
    ['DHL Express', (r) => digits(r, 10)],
    ['UPS', (r) => `1Z${alnum(r, 6)}${digits(r, 10)}`],
  ],
  lens: [
    ['DHL Paket', (r) => `JJD${digits(r, 18)}`],
    ['DPD', (r) => digits(r, 14)],
    ['GLS', (r) => digits(r, 11)],
    ['Hermes', (r) => `H${digits(r, 19)}`],
  ],
};

const CANCEL_REASONS = [
  'Ordered the wrong lens mount',
  'Found a better price elsewhere',
  'Ordered twice by mistake',
  'Changed my mind, sorry',
  'Need a different delivery address',
  'Delivery time too long for my trip',
  'Decided on another model',
];
const DECLINED_REASON = 'My card was declined; I will order again later';

const REFUND_REASONS = [
  'The lens cap was missing from the box',
  'Small scratch on the front element',
  'Not compatible with my camera body',
  'The battery does not hold a charge',
  'Arrived with a dented box and a rattling part',
  'Colour differs from the photos',
  'Autofocus hunts constantly in good light',
];
const APPROVED = [
  'Sorry about that: refunded. No need to send it back.',
  'Refund approved; a return label is on its way by email.',
  'Confirmed from your photos; refunded to your wallet.',
];
const REJECTED = [
  'The item shows signs of use beyond testing; see our return policy.',
  'Our tests found no fault; happy to help with the settings by email.',
  'The return window for this item had passed.',
];

const REVIEWS: Record<number, string[]> = {
  5: [
    'Arrived in two days, perfectly packed. Sharp as promised!',
    'Exactly as described, original box and all accessories.',
    'Great seller, answered my question within an hour.',
    'Excellent condition, better than I expected for the price.',
    'Fast shipping and a handwritten thank-you note. Lovely.',
    'Colours are beautiful straight out of the camera.',
    'My second order here, and again flawless.',
    '',
  ],
  4: [
    'Very good, only the manual was missing from the box.',
    'Works well; delivery took a day longer than estimated.',
    'Solid build, a bit heavier than I thought.',
    'Good value. The strap that came with it is basic.',
    '',
  ],
  3: [
    'Does the job, but the packaging could have been better.',
    'Okay for the price; autofocus is a bit slow indoors.',
  ],
  2: ['Arrived late and the box was damaged, though the item works.'],
  1: ['Stopped working after a week; waiting on the warranty.'],
};
const REPLIES = [
  'Thank you for the kind words! Enjoy your new gear.',
  'Thanks for your order, and happy shooting!',
  'Thank you for the feedback; we now add the manual to every box.',
  'Sorry about the delay: the carrier had a backlog that week. Thanks for your patience.',
  'Glad you like it! Send us a photo you took with it.',
];

function digits(r: ReturnType<typeof random>, n: number) {
  return Array.from({ length: n }, () => r.int(0, 9)).join('');
}
function alnum(r: ReturnType<typeof random>, n: number) {
  const set = 'ABCDEFGHJKLMNPRSTUVWXY0123456789';
  return Array.from({ length: n }, () => set[r.int(0, set.length - 1)]).join('');
}

type Rnd = ReturnType<typeof random>;
const pick = <T>(r: Rnd, list: readonly T[]): T => list[r.int(0, list.length - 1)]!;
const between = (r: Rnd, from: number, to: number) => from + Math.floor(r.next() * (to - from));

/** Orders by the hour of the day (UTC): quiet at night, busiest in the European evening. */
const HOURS = [1, 1, 1, 1, 1, 2, 2, 3, 4, 5, 5, 5, 5, 5, 5, 5, 6, 6, 7, 8, 8, 7, 4, 2];

function weighted<T>(r: Rnd, items: T[], weight: (t: T) => number): T {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let x = r.next() * total;
  for (const t of items) {
    x -= weight(t);
    if (x < 0) return t;
  }
  return items.at(-1)!;
}

function chooseLines(r: Rnd, pool: PoolProduct[]): OrderPlan['lines'] {
  const count = weighted(r, [1, 2, 3], (n) => [0, 68, 24, 8][n]!);
  const lines: OrderPlan['lines'] = [];
  for (let k = 0; k < count * 3 && lines.length < count; k++) {
    // cheaper things sell more often
    const p = weighted(r, pool, (q) => 1 / Math.sqrt(q.price));
    const quantity = p.price < 15_000 && r.chance(0.3) ? 2 : 1;
    if (lines.some((l) => l.product_id === p.id) || p.stock - quantity < 6) continue;
    p.stock -= quantity;
    lines.push({ product_id: p.id, quantity, price: p.price });
  }
  return lines;
}

/** What happens after the order is paid (or, cash on delivery, accepted): delivery and after. */
function deliver(r: Rnd, o: OrderPlan, start: number, now: number) {
  const shipAt = start + between(r, 12 * HOUR, 72 * HOUR);
  if (shipAt >= now) return;
  const [carrier, tracking] = pick(r, CARRIERS[o.shop]);
  o.shipped = { at: shipAt, carrier, tracking: tracking(r) };
  let last = shipAt;
  if (r.chance(0.45)) {
    const transit = shipAt + between(r, 6 * HOUR, 20 * HOUR);
    if (transit >= now) return;
    o.transit = last = transit;
  }
  const delivered = last + between(r, 20 * HOUR, 3.5 * DAY);
  if (delivered >= now) return;
  o.delivered = delivered;
  const auto = r.chance(0.2);
  const completed = auto ? delivered + 7 * DAY + between(r, 0, HOUR) : delivered + between(r, 3 * HOUR, 3 * DAY);
  if (completed >= now) return;
  o.completed = { at: completed, auto };
  if (!auto && r.chance(0.09)) {
    // a return asked after confirming receipt, within the 7-day window from delivery
    const at = completed + between(r, 4 * HOUR, Math.max(5 * HOUR, delivered + 6 * DAY - completed));
    if (at >= now) return;
    o.refund = { at, reason: pick(r, REFUND_REASONS) };
    const decidedAt = at + between(r, 8 * HOUR, 2.5 * DAY);
    if (decidedAt < now) {
      const approve = r.chance(0.6);
      o.refund.decided = { at: decidedAt, approve, remark: pick(r, approve ? APPROVED : REJECTED) };
    }
    return;
  }
  if (!r.chance(0.45)) return;
  const reviewAt = completed + between(r, 2 * HOUR, 4 * DAY);
  if (reviewAt >= now) return;
  const rating = weighted(r, [5, 4, 3, 2, 1], (n) => [0, 3, 4, 10, 28, 55][n]!);
  o.review = { at: reviewAt, rating, remark: pick(r, REVIEWS[rating]!) };
  const replyAt = reviewAt + between(r, 5 * HOUR, 2 * DAY);
  if ((rating <= 3 || r.chance(0.3)) && replyAt < now) o.review.reply = { at: replyAt, text: pick(r, REPLIES) };
}

function fate(r: Rnd, o: OrderPlan, now: number, payMinutes: number) {
  const roll = r.next();
  if (o.method === 'card' && roll < 0.07) {
    o.declined = true;
    const then = r.next();
    if (then < 0.4) {
      o.repaid = o.placed + between(r, 2 * MIN, 9 * MIN);
      deliver(r, o, o.repaid, now);
    } else if (then < 0.75) {
      o.cancelled = { at: o.placed + (payMinutes + r.int(1, 3)) * MIN, by: 'system', reason: 'not paid in time' };
    } else {
      o.cancelled = { at: o.placed + between(r, 5 * MIN, 25 * MIN), by: 'customer', reason: DECLINED_REASON };
    }
    return;
  }
  if (roll < 0.13) {
    const at = o.placed + between(r, 40 * MIN, 9 * HOUR);
    if (at < now) {
      o.cancelled = { at, by: 'customer', reason: pick(r, CANCEL_REASONS) };
      return;
    }
  }
  deliver(r, o, o.placed + MIN, now);
}

/**
 * The plan, oldest order first. `pools` are each shop's products that sell in the demo; their
 * `stock` is lowered as units are planned, never below six.
 */
export function planOrders(
  now: number,
  buyers: DemoBuyer[],
  pools: Record<ShopKey, PoolProduct[]>,
  payMinutes: number,
): OrderPlan[] {
  const r = random(2026);
  const today = Math.floor(now / DAY) * DAY;
  const plans: OrderPlan[] = [];
  const order = (placed: number): OrderPlan | null => {
    const shop: ShopKey = r.chance(0.6) ? 'demo' : 'lens';
    const lines = chooseLines(r, pools[shop]);
    if (!lines.length) return null;
    const method = weighted<Method>(r, ['wallet', 'card', 'cod'], (m) => ({ wallet: 33, card: 42, cod: 25 })[m]);
    // a few regular customers buy more often than the rest
    const buyer = weighted(r, buyers, (b) => 1 + (b.id % 4));
    return { buyer, shop, lines, method, express: r.chance(0.2), placed };
  };
  for (let d = DAYS - 1; d >= 0; d--) {
    const start = today - d * DAY;
    const end = d === 0 ? now - (payMinutes + 5) * MIN : start + DAY;
    if (end <= start) continue;
    const weekend = [0, 6].includes(new Date(start).getUTCDay());
    const busy = (0.9 + 2 * (1 - d / DAYS)) * (weekend ? 1.3 : 1);
    const count = Math.floor(busy * (0.55 + 0.9 * r.next()) + 0.5);
    const times = Array.from({ length: count }, () => {
      const hour = weighted(r, [...HOURS.keys()], (h) => HOURS[h]!);
      return start + hour * HOUR + r.int(0, HOUR - 1);
    })
      .filter((t) => t < end)
      .sort((a, b) => a - b);
    for (const placed of times) {
      const o = order(placed);
      if (!o) continue;
      fate(r, o, now, payMinutes);
      plans.push(o);
    }
  }
  // a few orders of the last minutes whose card was declined: they wait for payment
  for (const minutesAgo of [22, 13, 6]) {
    const o = order(now - minutesAgo * MIN);
    if (!o) continue;
    o.method = 'card';
    o.declined = true;
    plans.push(o);
  }
  ensureStates(plans, now);
  ensureRefunds(r, plans, now);
  return plans;
}

const STAGES = ['to_ship', 'shipped', 'in_transit', 'delivered'] as const;
const stage = (o: OrderPlan) => (o.completed ? 4 : o.delivered ? 3 : o.transit ? 2 : o.shipped ? 1 : 0);

/** Holds an order back at a stage of delivery: what came after has not happened (yet). */
function holdAt(o: OrderPlan, at: number, now: number) {
  if (at < 1) delete o.shipped;
  if (at === 2 && !o.transit) o.transit = Math.min(o.shipped!.at + 8 * HOUR, now - HOUR);
  if (at < 2) delete o.transit;
  if (at < 3) delete o.delivered;
  delete o.completed;
  delete o.refund;
  delete o.review;
}

/**
 * Every shop has orders waiting at each stage of delivery, whatever the hour of seeding: when the
 * dice left a stage empty, the newest orders further on are held back at it.
 */
function ensureStates(plans: OrderPlan[], now: number) {
  const need = [2, 1, 1, 2];
  for (const shop of ['demo', 'lens'] as const) {
    const flowing = plans.filter((o) => o.shop === shop && !o.cancelled && (!o.declined || o.repaid)).reverse();
    STAGES.forEach((_, at) => {
      let missing = need[at]! - flowing.filter((o) => stage(o) === at).length;
      for (const o of flowing) {
        if (missing <= 0) break;
        if (stage(o) <= at || (at === 2 && o.shipped!.at > now - 2 * HOUR)) continue;
        holdAt(o, at, now);
        missing--;
      }
    });
  }
}

/** At least one return request waits, one was approved and one rejected, whatever the dice said. */
function ensureRefunds(r: Rnd, plans: OrderPlan[], now: number) {
  const open = (o: OrderPlan) => o.completed && !o.completed.auto && !o.refund && !o.review;
  const has = (s: 'pending' | true | false) =>
    plans.some((o) => o.refund && (s === 'pending' ? !o.refund.decided : o.refund.decided?.approve === s));
  const late = plans.filter((o) => open(o) && o.delivered! < now - 10 * DAY);
  for (const approve of [true, false]) {
    if (has(approve)) continue;
    const o = late.pop();
    if (!o) continue;
    const at = o.completed!.at + 6 * HOUR;
    o.refund = {
      at,
      reason: pick(r, REFUND_REASONS),
      decided: { at: at + DAY, approve, remark: pick(r, approve ? APPROVED : REJECTED) },
    };
  }
  if (!has('pending')) {
    const o = plans.filter((p) => open(p) && p.completed!.at < now - 3 * HOUR).at(-1);
    if (o) o.refund = { at: Math.max(o.completed!.at + HOUR, now - 2 * HOUR), reason: pick(r, REFUND_REASONS) };
  }
}
