// Shop settings (issue 13, seller area point 6): the seller reads and saves their shop's images,
// texts per language, contacts, delivery fees and vacation; buyers see them on the shop page, the
// product page and the checkout quote. Another seller's shop cannot be reached.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { as, registerUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';
import { buyer, demoLogin, products, type Session } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

let t: TestApp;
let seller: Session;
let seller2: Session;
beforeAll(async () => {
  t = await testApp();
  [seller, seller2] = [await demoLogin(t.app, 'seller@demo.test'), await demoLogin(t.app, 'seller2@demo.test')];
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const read = (token: string) => as(t.app, token, { url: '/api/seller/shop' });
const save = (token: string, payload: Record<string, unknown>) =>
  as(t.app, token, { method: 'POST', url: '/api/seller/shop', payload });
const BASE = {
  contact_person: 'Dana Demo',
  phone: '+34 600 000 100',
  email: 'shop@demo.test',
  address: '12 Calle de la Luz, 28001 Madrid',
  description_en: 'Cameras, lenses and what goes with them, tested before they ship.',
};
const shopPage = (slug: string, lang = 'en') => call(t.app, { url: `/api/shop/${slug}/1`, headers: { lang } });
const contactOf = async (id: number) =>
  (await one<{ contact_person: string }>(t.database.db, sql`SELECT contact_person FROM shops WHERE id = ${id}`))!
    .contact_person;

describe('shop settings', () => {
  it('reads the demo shop as seeded: banner, contacts, return policies, own delivery fees', async () => {
    const res = await read(seller.token);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Demo Camera House',
      banner: 'shops/demo-camera-house-banner.webp',
      contact_person: 'Dana Demo',
      vacation_from: null,
    });
    expect(res.data.texts.en.description).toContain('flagship');
    expect(res.data.texts.es.return_policy).toContain('30 días');
    expect(res.data.delivery).toEqual([
      { code: 'standard', enabled: true, fee: 499, free_from: 3500, min_days: 2, max_days: 5, own: true },
      { code: 'express', enabled: true, fee: 999, free_from: null, min_days: 1, max_days: 2, own: true },
    ]);
    // seller2's shop is another shop, with the platform's methods and a vacation three weeks ahead
    const other = await read(seller2.token);
    expect(other.data).toMatchObject({ name: 'Lens & Light Co.', vacation_from: day(21), vacation_to: day(27) });
    expect(other.data.delivery.every((m: { own: boolean }) => !m.own)).toBe(true);
  });

  it('saves images, texts per language, contacts and fees; buyers get their language or English', async () => {
    const logo = await uploadImage(t.app, seller.token, 'shop');
    const banner = await uploadImage(t.app, seller.token, 'shop');
    const res = await save(seller.token, {
      ...BASE,
      logo,
      banner,
      description_es: 'Cámaras, objetivos y todo lo que los acompaña.',
      return_policy_en: '14 days to change your mind.',
      return_policy_de: '14 Tage Rückgaberecht.',
      delivery: JSON.stringify([
        { code: 'standard', enabled: true, fee: 250, free_from: null, min_days: 3, max_days: 6 },
        { code: 'express', enabled: false, fee: 1500, min_days: 1, max_days: 1 },
      ]),
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ logo, banner, vacation_from: null });
    expect(Object.keys(res.data.texts).sort()).toEqual(['de', 'en', 'es']);
    expect(res.data.delivery[1]).toMatchObject({ code: 'express', enabled: false, fee: 1500, own: true });
    expect((await read(seller.token)).data).toEqual(res.data);

    const es = (await shopPage('demo-camera-house', 'es')).data.shop;
    expect(es).toMatchObject({ logo, banner, description: 'Cámaras, objetivos y todo lo que los acompaña.' });
    // no Spanish policy any more: English stands in
    expect(es.return_policy).toBe('14 days to change your mind.');
    expect((await shopPage('demo-camera-house', 'de')).data.shop).toMatchObject({
      description: BASE.description_en,
      return_policy: '14 Tage Rückgaberecht.',
    });
    expect((await shopPage('demo-camera-house', 'fr')).data.shop.description).toBe(BASE.description_en);

    // checkout offers the shop's methods with the shop's fee; a disabled one is not offered
    const user = await buyer(t.app, t.database.db);
    const [p] = await products(t.database.db, 1, { shopOwner: seller.id, price: 5000 });
    const q = await as(t.app, user, {
      method: 'POST',
      url: '/api/checkout/onepage/summary',
      payload: { items: JSON.stringify([{ product_id: p!.id, quantity: 1 }]) },
    });
    expect(q.data.shops[0]).toMatchObject({ delivery_method: 'standard', delivery_fee: 250, vacation: null });
    expect(q.data.shops[0].delivery_options.map((o: { code: string }) => o.code)).toEqual(['standard']);
  });

  it('refuses bad input with the field and its code, and writes nothing of it', async () => {
    const before = await read(seller.token);
    const bad = async (payload: Record<string, unknown>, code: number, field: string) => {
      const res = await save(seller.token, { ...BASE, contact_person: 'Should Not Stay', ...payload });
      expect([res.code, res.data?.field], JSON.stringify(payload)).toEqual([code, field]);
    };
    await bad({ description_en: undefined }, 1000009, 'description_en');
    await bad({ description_en: 'short' }, 1000008, 'description_en');
    await bad({ email: 'not-an-email' }, 1000008, 'email');
    await bad({ vacation_from: day(5), vacation_to: day(2) }, 1000008, 'vacation_to');
    await bad({ vacation_from: day(5) }, 1000009, 'vacation_to');
    await bad({ vacation_from: '2031-02-30', vacation_to: '2031-03-02' }, 1000008, 'vacation_from');
    await bad({ vacation_from: day(-9), vacation_to: day(-2) }, 1000008, 'vacation_to');
    await bad({ vacation_from: day(1), vacation_to: day(400) }, 1000008, 'vacation_to');
    await bad({ return_policy_fr: 'Retours sous 14 jours.', return_policy_en: undefined }, 1000009, 'return_policy_en');
    await bad({ logo: 'shops/someone-else.webp' }, 1000008, 'logo');
    await bad({ banner: await uploadImage(t.app, seller2.token, 'shop') }, 1000008, 'banner');
    await bad({ logo: await uploadImage(t.app, seller.token, 'product') }, 1000008, 'logo');
    const fees = (delivery: unknown) => ({ delivery: JSON.stringify(delivery) });
    await bad(fees([{ code: 'teleport', fee: 1, min_days: 1, max_days: 2 }]), 1000008, 'delivery');
    await bad(fees([{ code: 'standard', fee: -1, min_days: 1, max_days: 2 }]), 1000008, 'delivery');
    await bad(fees([{ code: 'standard', fee: 1.5, min_days: 1, max_days: 2 }]), 1000008, 'delivery');
    await bad(fees([{ code: 'standard', fee: 1, min_days: 4, max_days: 2 }]), 1000008, 'delivery');
    await bad(fees([{ code: 'standard', enabled: false, fee: 1, min_days: 1, max_days: 2 }]), 1000008, 'delivery');
    expect((await read(seller.token)).data).toEqual(before.data);
  });

  it('keeps each seller to their own shop, and customers and visitors out', async () => {
    const demo = (await read(seller.token)).data;
    const res = await save(seller2.token, { ...BASE, contact_person: 'Intruder', shop_id: demo.id, id: demo.id });
    // the request's ids name nothing: seller2 saved seller2's shop
    expect(res.data?.name ?? res.code).not.toBe('Demo Camera House');
    expect(await contactOf(demo.id)).toBe('Dana Demo');
    const customer = await registerUser(t.app);
    expect((await read(customer.token)).code).toBe(2000040);
    expect((await save(customer.token, BASE)).code).toBe(2000040);
    expect((await call(t.app, { url: '/api/seller/shop' })).code).toBe(1100003);
    expect(await contactOf(demo.id)).toBe('Dana Demo');
  });

  it('shows a vacation on the shop page, the product page and the checkout quote; orders still go through', async () => {
    const res = await save(seller.token, {
      ...BASE,
      vacation_from: day(0),
      vacation_to: day(4),
      vacation_note: 'Back after the trade fair.',
    });
    expect(res.data).toMatchObject({
      vacation_from: day(0),
      vacation_to: day(4),
      vacation_note: 'Back after the trade fair.',
    });
    const vacation = { from: day(0), to: day(4), note: 'Back after the trade fair.', active: true };
    expect((await shopPage('demo-camera-house')).data.shop.vacation).toEqual(vacation);
    const [p] = await products(t.database.db, 1, { shopOwner: seller.id, price: 1000, stock: 5 });
    const detail = await call(t.app, `/api/customer/product/detail?id=${p!.id}`);
    expect(detail.data.shop.vacation).toEqual(vacation);
    // every product card of the shop says when it ships; other shops' cards say nothing (the
    // cheapest first: the page read above is cached without the product made since)
    const cards = async () =>
      (await call(t.app, '/api/shop/demo-camera-house/1?sort=price_asc')).data.products.items as {
        id: number;
        away_until: unknown;
      }[];
    expect((await cards()).find((i) => i.id === p!.id)?.away_until).toBe(day(4));
    const other = (await shopPage('lens-and-light-co')).data.products.items as { away_until: unknown }[];
    expect(other.every((i) => i.away_until === null)).toBe(true);
    const user = await buyer(t.app, t.database.db, 100_000);
    const items = JSON.stringify([{ product_id: p!.id, quantity: 1 }]);
    const q = await as(t.app, user, { method: 'POST', url: '/api/checkout/onepage/summary', payload: { items } });
    expect(q.data.shops[0].vacation).toEqual(vacation);
    const placed = await as(t.app, user, {
      method: 'POST',
      url: '/api/checkout/onepage/submit',
      payload: { items, payment_method: 'wallet' },
    });
    expect(placed.code).toBe(200);

    // an upcoming vacation is announced, not active; ending it clears it everywhere
    await save(seller.token, { ...BASE, vacation_from: day(10), vacation_to: day(12) });
    expect((await call(t.app, `/api/customer/product/detail?id=${p!.id}`)).data.shop.vacation).toMatchObject({
      active: false,
      note: '',
    });
    expect((await cards()).find((i) => i.id === p!.id)?.away_until).toBeNull();
    await save(seller.token, BASE);
    expect((await shopPage('demo-camera-house')).data.shop.vacation).toBeNull();
    expect((await read(seller.token)).data).toMatchObject({ vacation_from: null, vacation_to: null });
  });
});
