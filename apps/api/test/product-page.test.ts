// Issue 17's product page and cards: the detail quotes the shop's delivery methods for one unit
// (the shop's own, else the platform's), and list items say when the default one is free.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const get = (url: string) => call(t.app, { method: 'GET', url, headers: { lang: 'en' } });

interface Item {
  id: number;
  price: number;
  deal_price: number | null;
  free_delivery: boolean;
}

describe('product page delivery', () => {
  it("quotes the demo shop's own methods for one unit, the default first", async () => {
    const shop = await get('/api/shop/demo-camera-house/1?page_size=50');
    const items: Item[] = shop.data.products.items;
    // the demo shop: standard 4.99, free from 35.00, 2–5 days; express 9.99, 1–2 days (seed)
    const cheap = items.find((p) => (p.deal_price ?? p.price) < 3500);
    const dear = items.find((p) => (p.deal_price ?? p.price) >= 3500);
    expect(dear).toBeDefined();
    const detail = await get(`/api/customer/product/detail?id=${dear!.id}`);
    expect(detail.data.delivery).toEqual([
      { code: 'standard', fee: 499, free_from: 3500, min_days: 2, max_days: 5, charged: 0 },
      { code: 'express', fee: 999, free_from: null, min_days: 1, max_days: 2, charged: 999 },
    ]);
    expect(dear!.free_delivery).toBe(true);
    if (cheap) {
      const small = await get(`/api/customer/product/detail?id=${cheap.id}`);
      expect(small.data.delivery[0]).toMatchObject({ code: 'standard', charged: 499 });
      expect(cheap.free_delivery).toBe(false);
    }
  });

  it("gives other shops the platform's methods, and cards agree with the page", async () => {
    const list = await get('/api/customer/product/get_all_products?page_size=40');
    const demo = (await get('/api/shop/demo-camera-house/1?page_size=1')).data.shop.id;
    const others: (Item & { shop_id: number })[] = list.data.items.filter(
      (p: { shop_id: number }) => p.shop_id !== demo,
    );
    expect(others.length).toBeGreaterThan(3);
    for (const item of others.slice(0, 4)) {
      const detail = await get(`/api/customer/product/detail?id=${item.id}`);
      const codes = detail.data.delivery.map((m: { code: string }) => m.code);
      expect(codes).toEqual(['standard', 'express']);
      expect(item.free_delivery).toBe(detail.data.delivery[0].charged === 0);
      expect(detail.data.product.free_delivery).toBe(item.free_delivery);
    }
  });
});
