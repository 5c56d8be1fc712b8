// Content reads: currencies, languages, wallets, ads, site settings, policies, announcements,
// blog and document downloads.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ PUBLIC_HOSTS: 'shop.test' });
});
afterAll(() => t.close());

const get = (url: string, lang = 'en') =>
  call(t.app, { method: 'GET', url, headers: { lang, host: 'shop.test:3000' } });
const post = (url: string, lang = 'en') => call(t.app, { method: 'POST', url, headers: { lang } });

describe('currencies, languages, wallets', () => {
  it('lists currencies with integer rates, USD as default, and the image base url', async () => {
    const res = await get('/api/customer/index/get_currency');
    const codes = res.data.list.map((c: { code: string }) => c.code);
    for (const code of [
      'USD',
      'EUR',
      'GBP',
      'CNY',
      'JPY',
      'KRW',
      'THB',
      'TRY',
      'BRL',
      'IDR',
      'KZT',
      'HUF',
      'CZK',
      'PLN',
      'SEK',
      'DKK',
    ]) {
      expect(codes).toContain(code);
    }
    expect(res.data.default).toBe('USD');
    const usd = res.data.list.find((c: { code: string }) => c.code === 'USD');
    expect(usd).toMatchObject({ rate: 100, symbol: '$', is_default: true });
    for (const c of res.data.list) expect(Number.isInteger(c.rate) && c.rate > 0).toBe(true);
    expect(res.data.static).toBe('http://shop.test:3000/media/');
  });

  it('lists the 19 languages with es as default', async () => {
    const res = await get('/api/customer/index/get_languages');
    expect(res.data.list).toHaveLength(19);
    expect(res.data.default).toBe('es');
    expect(res.data.list.map((l: { code: string }) => l.code)).toEqual(expect.arrayContaining(['jp', 'zhtw', 'kk']));
  });

  it('lists the wallet currencies by name and code', async () => {
    const res = await post('/api/customer/index/get_wallets');
    expect(res.data.length).toBeGreaterThan(1);
    expect(res.data[0]).toMatchObject({ name: expect.any(String), code: expect.stringMatching(/^[A-Z]{3}$/) });
  });
});

describe('store: ads and website configuration', () => {
  it('gives ads in all five positions, localized', async () => {
    const en = await get('/api/customer/index/store?type=advert');
    const es = await get('/api/customer/index/store?type=advert', 'es');
    for (const pos of ['top', 'center_top', 'center', 'center_bottom', 'bottom']) {
      expect(en.data[pos].length).toBeGreaterThan(0);
      expect(en.data[pos][0].image).toMatch(/^ads\/.+\.webp$/);
    }
    expect(es.data.top[0].title).not.toBe(en.data.top[0].title);
  });

  it('gives the website configuration with the site name in the caller’s language', async () => {
    const en = await get('/api/customer/index/store?type=website_config');
    const zh = await get('/api/customer/index/store?type=website_config', 'zh');
    expect(en.data).toHaveProperty('service_url');
    expect(typeof en.data.site_name).toBe('string');
    expect(zh.data.site_name).not.toBe(en.data.site_name);
  });
});

describe('policies', () => {
  it('serves the five policy pages, about us by POST', async () => {
    for (const [path, slug] of [
      ['/api/privacy-policy', 'privacy'],
      ['/api/return_policy-policy', 'return'],
      ['/api/support-policy', 'support'],
      ['/api/terms-policy', 'terms'],
    ]) {
      const res = await get(path!, 'es');
      expect(res.data).toMatchObject({ slug, lang: 'es', title: expect.any(String) });
      expect(res.data.body.length).toBeGreaterThan(200);
    }
    const about = await post('/api/about_us-policy', 'fr');
    expect(about.data).toMatchObject({ slug: 'about_us', lang: 'fr' });
  });

  it('falls back to English where a page is not translated', async () => {
    // the demo writes every language: take one page's Hungarian away
    await t.database.db.execute(sql`DELETE FROM policies WHERE slug = 'terms' AND lang = 'hu'`);
    const res = await get('/api/terms-policy', 'hu');
    expect(res.data.lang).toBe('en');
  });
});

describe('announcements and blog', () => {
  it('lists the current announcement', async () => {
    const res = await get('/api/customer/index/systemnotify', 'de');
    expect(res.data).toHaveLength(1);
    expect(res.data[0].title.length).toBeGreaterThan(0);
  });

  it('pages blog posts newest first and shows one', async () => {
    const list = await get('/api/customer/blog/list?page_size=10', 'jp');
    expect(list.data.total).toBe(6);
    const dates = list.data.items.map((b: { published_at: string }) => new Date(b.published_at).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const post1 = await get(`/api/customer/blog/detail?id=${list.data.items[0].id}`, 'jp');
    expect(post1.data.title).toBe(list.data.items[0].title);
    expect(post1.data.body.length).toBeGreaterThan(200);
    expect((await get('/api/customer/blog/detail?id=999999')).code).toBe(2000019);
    const categories = await get('/api/customer/blog/categories');
    expect(categories.data.length).toBe(3);
    const one = await get(`/api/customer/blog/list?category_id=${categories.data[0].id}`);
    for (const b of one.data.items) expect(b.category_id).toBe(categories.data[0].id);
  });
});

describe('document download', () => {
  it('sends a published document and refuses unknown names and paths', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/static/price-list.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.split('\n')[0]).toBe('sku,name,price_usd');
    expect(res.body).toMatch(/\n"?PM-000001/);
    expect((await call(t.app, { method: 'POST', url: '/api/static/nothing.pdf' })).code).toBe(2000019);
    expect((await call(t.app, { method: 'POST', url: '/api/static/..%2F..%2Fetc%2Fpasswd' })).code).toBe(1000008);
  });
});
