// Flash-deal campaigns (issue 16): operators create and change campaigns (permission promotions:
// content and support staff are refused), sellers enrol only their own products and withdraw only
// their own pending enrolments, operators decide them in the inbox (type 700) with notices
// 1800/1900, and an approved deal's price holds in the product page, lists, cart and checkout
// while the campaign runs and units are left — not before, not after, not past the quantity.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp } from './helpers.ts';
import { buyer, marketplace, otherSeller, type Session } from './orders-helpers.ts';

let t: TestApp;
let owner: Session;
let operator: TestUser;
let support: TestUser;
let content: TestUser;
let sellerA: Awaited<ReturnType<typeof otherSeller>>;
let sellerB: Awaited<ReturnType<typeof otherSeller>>;

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const post = (user: TestUser | string, url: string, payload: Record<string, unknown>) =>
  as(t.app, user, { method: 'POST', url, payload });
const get = (user: TestUser | string | undefined, url: string) => (user ? as(t.app, user, { url }) : call(t.app, url));

async function member(role: string): Promise<TestUser> {
  const u = await registerUser(t.app);
  expect((await post(owner.token, '/api/admin/staff', { email: u.email, role })).code).toBe(200);
  return u;
}

beforeAll(async () => {
  let admin: Session;
  ({ t, admin } = await marketplace());
  owner = admin;
  [operator, support, content] = [await member('operator'), await member('support'), await member('content')];
  [sellerA, sellerB] = [await otherSeller(t.app, t.database.db), await otherSeller(t.app, t.database.db)];
});
afterAll(() => t.close());

async function campaign(startsIn: number, endsIn: number) {
  const res = await post(operator, '/api/admin/campaigns', {
    titles: { en: 'Test sale', es: 'Rebajas de prueba' },
    starts_at: at(startsIn),
    ends_at: at(endsIn),
  });
  expect(res.code).toBe(200);
  return res.data.id as number;
}

const decide = (user: TestUser | string, id: number, decision: 'approve' | 'reject', remark = '') =>
  post(user, '/api/admin/inbox/decide', { type: 700, id, decision, remark });

describe('flash campaigns in the admin area', () => {
  it('are created and changed by operators, audited, and refused to content and support staff', async () => {
    const body = { titles: { en: 'Spring sale', de: 'Frühlingsaktion' }, starts_at: at(HOUR), ends_at: at(5 * HOUR) };
    for (const who of [content, support]) {
      expect((await post(who, '/api/admin/campaigns', body)).code).toBe(2000040);
      expect((await get(who, '/api/admin/campaigns')).code).toBe(2000040);
    }
    const made = await post(operator, '/api/admin/campaigns', body);
    expect(made.data).toMatchObject({ title: 'Spring sale', phase: 'upcoming', enabled: true, pending: 0 });
    expect(made.data.titles).toEqual({ en: 'Spring sale', de: 'Frühlingsaktion' });
    const de = await as(t.app, operator, { url: `/api/admin/campaigns/${made.data.id}`, headers: { lang: 'de' } });
    expect(de.data.title).toBe('Frühlingsaktion');
    const changed = await post(operator, '/api/admin/campaigns', {
      id: made.data.id,
      titles: { en: 'Spring sale', de: '' },
      starts_at: at(-HOUR),
      enabled: false,
    });
    expect(changed.data).toMatchObject({ phase: 'running', enabled: false, titles: { en: 'Spring sale' } });
    // ends before it starts, no English title, missing dates, unknown id
    expect((await post(operator, '/api/admin/campaigns', { ...body, ends_at: at(0) })).code).toBe(1000008);
    expect((await post(operator, '/api/admin/campaigns', { ...body, titles: { es: 'x' } })).code).toBe(1000009);
    expect((await post(operator, '/api/admin/campaigns', { titles: { en: 'x' } })).code).toBe(1000009);
    expect((await post(operator, '/api/admin/campaigns', { id: 99_999_999, enabled: true })).code).toBe(2000019);
    const audit = await rows<{ action: string; actor_id: number }>(
      t.database.db,
      sql`SELECT action, actor_id FROM audit_log WHERE subject_type = 'flash_campaign' AND subject_id = ${made.data.id}
          ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'flash_campaign.create', actor_id: operator.id },
      { action: 'flash_campaign.update', actor_id: operator.id },
    ]);
    const list = await get(operator, '/api/admin/campaigns?phase=running');
    expect(list.data.items.some((c: { id: number }) => c.id === made.data.id)).toBe(true);
  });
});

describe('enrolments', () => {
  it('take only the seller’s own products, below the price, in an open campaign, once', async () => {
    const id = await campaign(HOUR, 3 * HOUR);
    const ended = await campaign(-3 * HOUR, -HOUR);
    const enrol = (s: TestUser, extra: Record<string, unknown>) =>
      post(s, '/api/seller/flash/enrolments', {
        campaign_id: id,
        product_id: sellerA.product,
        deal_price: 1500,
        quantity: 3,
        ...extra,
      });
    expect((await enrol(sellerB, {})).code).toBe(2000021); // another seller's product
    expect((await enrol(sellerA, { deal_price: 2000 })).code).toBe(2000071); // the price is 2000
    expect((await enrol(sellerA, { deal_price: 0 })).code).toBe(1000008);
    expect((await enrol(sellerA, { campaign_id: ended })).code).toBe(2000070);
    const made = await enrol(sellerA, {});
    expect(made.data).toMatchObject({ status: 'pending', deal_price: 1500, quantity: 3, price: 2000, campaign_id: id });
    expect((await enrol(sellerA, { deal_price: 1400 })).code).toBe(2000073);
    // the other seller neither sees nor withdraws it
    expect((await get(sellerB, '/api/seller/flash/enrolments')).data.items).toEqual([]);
    expect((await post(sellerB, `/api/seller/flash/enrolments/${made.data.id}/withdraw`, {})).code).toBe(2000019);
    const open = await get(sellerA, '/api/seller/flash/campaigns');
    const ids = open.data.map((c: { id: number }) => c.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(ended);
    // the owner withdraws it; then it can be asked again
    const gone = await post(sellerA, `/api/seller/flash/enrolments/${made.data.id}/withdraw`, {});
    expect(gone.data.status).toBe('withdrawn');
    expect((await post(sellerA, `/api/seller/flash/enrolments/${made.data.id}/withdraw`, {})).code).toBe(2000074);
    expect((await enrol(sellerA, {})).code).toBe(200);
  });

  it('are decided in the inbox by operators (not support), once, with notices 1800/1900', async () => {
    const id = await campaign(HOUR, 3 * HOUR);
    const a = await post(sellerB, '/api/seller/flash/enrolments', {
      campaign_id: id,
      product_id: sellerB.product,
      deal_price: 1200,
      quantity: 5,
    });
    const inbox = await get(operator, '/api/admin/inbox?type=700');
    const item = inbox.data.items.find((i: { id: number }) => i.id === a.data.id);
    expect(item).toMatchObject({ type: 700, status: 'pending', applicant: { id: sellerB.id } });
    expect(item.detail).toMatchObject({ product_id: sellerB.product, deal_price: 1200, price: 2000, quantity: 5 });
    expect(inbox.data.pending[700]).toBeGreaterThan(0);
    expect((await get(support, '/api/admin/inbox?type=700')).data.items).toEqual([]);
    expect((await decide(support, a.data.id, 'approve')).code).toBe(2000040);
    expect((await decide(operator, a.data.id, 'reject', 'Price too close to the usual one')).code).toBe(200);
    expect((await decide(operator, a.data.id, 'approve')).code).toBe(2000018);
    const mine = await get(sellerB, '/api/seller/flash/enrolments');
    expect(mine.data.items[0]).toMatchObject({
      status: 'rejected',
      decision_remark: 'Price too close to the usual one',
    });
    const again = await post(sellerB, '/api/seller/flash/enrolments', {
      campaign_id: id,
      product_id: sellerB.product,
      deal_price: 1000,
      quantity: 5,
    });
    expect((await decide(operator, again.data.id, 'approve', 'Welcome')).code).toBe(200);
    expect((await post(sellerB, `/api/seller/flash/enrolments/${again.data.id}/withdraw`, {})).code).toBe(2000074);
    const notices = await get(sellerB, '/api/customer/user/notices?page_size=10');
    const types = notices.data.items.map((n: { type: number; ref_id: number }) => [n.type, n.ref_id]);
    expect(types).toContainEqual([1900, a.data.id]);
    expect(types).toContainEqual([1800, again.data.id]);
    const audit = await one<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'flash_enrolment' AND actor_id = ${operator.id}`,
    );
    expect(audit!.n).toBe(2);
  });
});

describe('the deal price', () => {
  it('holds everywhere while the campaign runs and units are left, and nowhere before or after', async () => {
    const seller = await otherSeller(t.app, t.database.db);
    const product = seller.product; // price 2000, stock 10, no tax
    const id = await campaign(HOUR, 3 * HOUR);
    const e = await post(seller, '/api/seller/flash/enrolments', {
      campaign_id: id,
      product_id: product,
      deal_price: 1500,
      quantity: 2,
    });
    expect((await decide(operator, e.data.id, 'approve')).code).toBe(200);
    const shopper = await buyer(t.app, t.database.db, 1_000_000);
    expect((await post(shopper, '/api/customer/cart/add', { product_id: product, quantity: 2 })).code).toBe(200);
    const prices = async () => {
      const detail = (await get(undefined, `/api/customer/product/detail?id=${product}`)).data.product;
      const shop = (await get(undefined, `/api/shop/${seller.shop}/1`)).data.products.items[0];
      const cart = (await get(shopper, '/api/customer/cart/list')).data.groups[0].lines[0];
      const deals = (await get(undefined, '/api/customer/product/flash_deals')).data as { id: number; items: any[] }[];
      const row = deals.find((d) => d.id === id)?.items.find((i) => i.id === product);
      return { detail: detail.deal_price, shop: shop.deal_price, cart: cart.price, row: row?.deal_price ?? null };
    };
    expect(await prices()).toEqual({ detail: null, shop: null, cart: 2000, row: null }); // before
    await post(operator, '/api/admin/campaigns', { id, starts_at: at(-HOUR) });
    expect(await prices()).toEqual({ detail: 1500, shop: 1500, cart: 1500, row: 1500 }); // during
    const deals = (await get(undefined, '/api/customer/product/flash_deals')).data;
    const deal = deals.find((d: { id: number }) => d.id === id);
    expect(Math.abs(Date.parse(deal.server_time) - Date.now())).toBeLessThan(5000);
    expect(deal.items[0]).toMatchObject({ left: 2, quantity_cap: 2 });
    // three units: more than the deal has left, so the line is at the regular price
    const three = await post(shopper, '/api/checkout/onepage/summary', {
      items: JSON.stringify([{ product_id: product, quantity: 3 }]),
    });
    expect(three.data.shops[0].lines[0].price).toBe(2000);
    const bought = await post(shopper, '/api/checkout/onepage/submit', {
      items: JSON.stringify([{ product_id: product, quantity: 2 }]),
      payment_method: 'wallet',
    });
    expect(bought.code).toBe(200);
    expect(bought.data.orders[0].items[0]).toMatchObject({ price: 1500, quantity: 2 });
    // sold out: the regular price everywhere at once (the cache is cleared), checkout at the price
    expect(await prices()).toEqual({ detail: null, shop: null, cart: 2000, row: null });
    const regular = await post(shopper, '/api/checkout/onepage/submit', {
      items: JSON.stringify([{ product_id: product, quantity: 1 }]),
      payment_method: 'wallet',
    });
    expect(regular.data.orders[0].items[0].price).toBe(2000);
    // a cancelled deal order gives its units back while the campaign runs
    const cancel = await post(shopper, '/api/customer/order/cancel', { order_id: bought.data.orders[0].id });
    expect(cancel.code).toBe(200);
    // (cart and checkout read it at once; cached product reads within CACHE_TTL_MS)
    expect((await prices()).cart).toBe(1500);
    const sold = () =>
      one<{ sold: number }>(t.database.db, sql`SELECT sold FROM flash_deal_items WHERE flash_deal_id = ${id}`);
    expect((await sold())!.sold).toBe(0);
    // bought again at the deal price; after the end the regular price, and a cancellation then
    // gives nothing back to the ended campaign (its sold count stays the record)
    const second = await post(shopper, '/api/checkout/onepage/submit', {
      items: JSON.stringify([{ product_id: product, quantity: 2 }]),
      payment_method: 'wallet',
    });
    expect(second.data.orders[0].items[0].price).toBe(1500);
    await post(operator, '/api/admin/campaigns', { id, starts_at: at(-2 * HOUR), ends_at: at(-HOUR) });
    expect(await prices()).toEqual({ detail: null, shop: null, cart: 2000, row: null });
    const after = await post(shopper, '/api/checkout/onepage/submit', {
      items: JSON.stringify([{ product_id: product, quantity: 1 }]),
      payment_method: 'wallet',
    });
    expect(after.data.orders[0].items[0].price).toBe(2000);
    expect((await post(shopper, '/api/customer/order/cancel', { order_id: second.data.orders[0].id })).code).toBe(200);
    expect((await sold())!.sold).toBe(2);
  });
});
