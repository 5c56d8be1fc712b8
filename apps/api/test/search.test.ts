// Search: relevance, localized text, typo tolerance, filters, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const search = (keyword: string, query = '', lang = 'en') =>
  call(t.app, { method: 'GET', url: `/api/search/${encodeURIComponent(keyword)}?${query}`, headers: { lang } });
const ids = (res: { data: { items: { id: number }[] } }) => res.data.items.map((p) => p.id);

describe('search', () => {
  it('finds products by a word of their name', async () => {
    const res = await search('canon', 'page_size=50');
    expect(res.data.total).toBeGreaterThan(0);
    for (const p of res.data.items) expect(p.name.toLowerCase()).toContain('canon');
  });

  it('needs every word of the query', async () => {
    const both = await search('sony lens', 'page_size=100');
    expect(both.data.total).toBeGreaterThan(0);
    const sony = await search('sony', 'page_size=100');
    expect(both.data.total).toBeLessThan(sony.data.total);
  });

  it('still finds a word of five letters or more with one wrong, missing or extra letter', async () => {
    const exact = await search('canon', 'page_size=100');
    for (const typo of ['cenon', 'canin', 'caon', 'canonn', 'cannon']) {
      const res = await search(typo, 'page_size=100');
      expect(ids(res), typo).toEqual(expect.arrayContaining(ids(exact)));
    }
    const tripod = await search('tripod', 'page_size=100');
    expect(tripod.data.total).toBeGreaterThan(0);
    expect(ids(await search('tripd', 'page_size=100'))).toEqual(expect.arrayContaining(ids(tripod)));
  });

  it('finds the product in the first five next to a correct word, whatever the one-letter typo', async () => {
    // swapped neighbours ("cmaera") share too few trigrams with their word for similarity alone
    const cases = [
      ['mirrorless camera', ['mirrorless cmaera', 'mirrorless camra', 'mirrorless cammera', 'mirrorless camefa']],
      ['protection filter', ['protection fitler', 'protection filer', 'protection filtter', 'protection filtar']],
      ['manfrotto tripod', ['manfrotto tirpod', 'manfrotto trpod', 'mnafrotto tripod']],
    ] as const;
    for (const [exact, typos] of cases) {
      const top = ids(await search(exact, 'page_size=5'));
      expect(top.length, exact).toBeGreaterThan(0);
      for (const typo of typos) expect(ids(await search(typo, 'page_size=5')), typo).toEqual(top);
    }
  });

  it('searches the buyer’s language as well as English', async () => {
    const es = await search('cámara', 'page_size=5', 'es');
    expect(es.data.total).toBeGreaterThan(0);
    expect(es.data.items[0].name.toLowerCase()).toContain('cámara');
    const zh = await search('相机', 'page_size=5', 'zh');
    expect(zh.data.total).toBeGreaterThan(0);
    // an English brand name works in every language
    expect((await search('canon', '', 'jp')).data.total).toBe((await search('canon')).data.total);
  });

  it('ranks closer matches first and sorts on request', async () => {
    const res = await search('mirrorless camera', 'page_size=30');
    expect(res.data.items[0].name.toLowerCase()).toContain('mirrorless');
    const asc = await search('camera', 'sort=price_asc&page_size=50');
    const prices = asc.data.items.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('filters by brand and price', async () => {
    const all = await search('lens', 'page_size=100');
    const brandId = all.data.items[0].brand_id;
    const one = await search('lens', `brand_id=${brandId}&page_size=100`);
    for (const p of one.data.items) expect(p.brand_id).toBe(brandId);
    const cheap = await search('lens', 'max_price=50000&page_size=100');
    for (const p of cheap.data.items) expect(p.price).toBeLessThanOrEqual(50000);
  });

  it('filters by a price range and a brand together, in any order, and pages the filtered list', async () => {
    const all = await search('camera', 'page_size=100&sort=price_asc');
    const prices = all.data.items.map((p: { price: number }) => p.price);
    const [min, max] = [prices[Math.floor(prices.length / 4)], prices[Math.floor((prices.length * 3) / 4)]];
    const range = await search('camera', `min_price=${min}&max_price=${max}&page_size=100&sort=price_desc`);
    const inRange = all.data.items.filter((p: { price: number }) => p.price >= min && p.price <= max);
    expect(range.data.total).toBe(inRange.length);
    expect(new Set(ids(range))).toEqual(new Set(inRange.map((p: { id: number }) => p.id)));
    const desc = range.data.items.map((p: { price: number }) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const brandId = range.data.items[0].brand_id;
    const both = await search('camera', `min_price=${min}&max_price=${max}&brand_id=${brandId}&page_size=100`);
    expect(both.data.total).toBe(inRange.filter((p: { brand_id: number }) => p.brand_id === brandId).length);
    const page2 = await search('camera', `min_price=${min}&max_price=${max}&page=2&page_size=3&sort=price_desc`);
    expect(ids(page2)).toEqual(ids(range).slice(3, 6));
  });

  it('offers the brands of the matches on the first page, each with its count, whatever the filters', async () => {
    const all = await search('lens', 'page_size=100');
    expect(all.data.total).toBeLessThanOrEqual(100);
    const brands: { id: number; name: string; count: number }[] = all.data.brands;
    expect(brands.length).toBeGreaterThan(1);
    for (const b of brands) {
      expect(b.count).toBe(all.data.items.filter((p: { brand_id: number }) => p.brand_id === b.id).length);
      expect(b.name).not.toBe('');
    }
    const counts = brands.map((b) => b.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // a filter in force leaves the choices as they are, so the buyer can switch brand
    const filtered = await search('lens', `brand_id=${brands[0]?.id}&max_price=1`);
    expect(filtered.data.total).toBe(0);
    expect(filtered.data.brands).toEqual(brands);
    expect((await search('lens', 'page=2&page_size=5')).data.brands).toBeUndefined();
  });

  it('refuses bad filters with the field named, never a 500', async () => {
    const swapped = await search('lens', 'min_price=5000&max_price=100');
    expect(swapped.code).toBe(1000008);
    expect(swapped.message).toContain('max_price');
    expect((await search('lens', 'brand_id=abc')).code).toBe(1000008);
    expect((await search('lens', 'min_price=-1')).code).toBe(1000008);
    expect((await search('lens', 'sort=cheapest')).code).toBe(1000008);
  });

  it('matches a word of one or two Latin letters or digits at the start of a word, other scripts anywhere', async () => {
    // "is" finds the words starting with it, not every "display"; through the trigram index
    const words = await search('is', 'page_size=100');
    expect(ids(words).length).toBeGreaterThan(0);
    for (const p of words.data.items as { name: string; short_description: string }[])
      expect(`${p.name} ${p.short_description}`.toLowerCase()).toMatch(/(^|\s)is/);
    const mark = await search('mark ii', 'page_size=100');
    expect(mark.data.items.some((p: { name: string }) => p.name.startsWith('Canon EOS R6 Mark II '))).toBe(true);
    // two Chinese characters stand inside a longer run of them: still found anywhere
    const zh = await search('相机', 'page_size=5', 'zh');
    expect(zh.data.total).toBeGreaterThan(0);
  });

  it('answers an empty page when nothing matches, and treats wildcards as text', async () => {
    const none = await search('qwxzvbnm');
    expect(none.data).toEqual({ items: [], total: 0, page: 1, page_size: 20, total_capped: false, brands: [] });
    expect((await search('%')).data.total).toBe(0);
    expect((await search('_')).data.total).toBe(0);
  });

  it('refuses a keyword that is too long and bad paging', async () => {
    expect((await search('x'.repeat(101))).code).toBe(1000008);
    expect((await search('canon', 'page=0')).code).toBe(1000008);
  });
});

describe('search of a broad word (the plan that walks products in order)', () => {
  let broad: TestApp;
  beforeAll(async () => {
    // the same database, with limits low enough that "camera" counts as broad
    broad = await testApp({ SEARCH_PROBE_LIMIT: '20', SEARCH_BROAD_ROWS: '40' }, t.database);
  });
  afterAll(() => broad.close());

  const inBroad = (keyword: string, query: string) =>
    call(broad.app, {
      method: 'GET',
      url: `/api/search/${encodeURIComponent(keyword)}?${query}`,
      headers: { lang: 'en' },
    });

  it('finds the same products as the narrow plan, best sellers first, with a capped total', async () => {
    const narrow = await search('camera', 'page_size=100&sort=best_selling');
    expect(narrow.data.total_capped).toBe(false);
    const wide = await inBroad('camera', 'page_size=100');
    expect(wide.data.total_capped).toBe(true);
    expect(wide.data.total).toBe(20);
    expect(ids(wide)).toEqual(ids(narrow));
    const sales = wide.data.items.map((p: { sales: number }) => p.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    // the brand choices count the same first matches the total does
    const counted = wide.data.brands.reduce((n: number, b: { count: number }) => n + b.count, 0);
    expect(counted).toBeLessThanOrEqual(20);
    expect(counted).toBeGreaterThan(0);
  });

  it('keeps sort, filters, typo tolerance and paging', async () => {
    const asc = await inBroad('camera', 'sort=price_asc&page_size=30');
    const prices = asc.data.items.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ids(asc)).toEqual(ids(await search('camera', 'sort=price_asc&page_size=30')));
    const typo = await inBroad('camra', 'page_size=100&sort=best_selling');
    expect(ids(typo)).toEqual(expect.arrayContaining(ids(await inBroad('camera', 'page_size=100&sort=best_selling'))));
    const page2 = await inBroad('camera', 'page=2&page_size=5');
    expect(ids(page2)).toEqual(ids(await search('camera', 'page=2&page_size=5&sort=best_selling')));
    const cheap = await inBroad('camera', 'max_price=60000&min_price=20000&page_size=50&sort=price_asc');
    expect(ids(cheap)).toEqual(
      ids(await search('camera', 'max_price=60000&min_price=20000&page_size=50&sort=price_asc')),
    );
    for (const p of cheap.data.items) expect(p.price).toBeGreaterThanOrEqual(20000);
  });
});
