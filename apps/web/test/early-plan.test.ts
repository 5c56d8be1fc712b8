// The storefront's early start (areas/store/early.ts, issue 17 speed): its requests must be the
// very requests the app makes, and its image preload the very file the screen's <img> asks for,
// or the page downloads both twice. Requests are captured by a real HTTP server, as in
// api-client.test.ts; the images are read from the components' own output.
import './local-storage.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answerBook,
  CARD_SIZES,
  CATEGORIES_PATH,
  CURRENCY_PATH,
  FRESH_MS,
  GALLERY_SIZES,
  type Landing,
  landing,
  productImage,
  USER_PATH,
} from '../src/areas/store/early-plan.ts';
import { ProductImage } from '../src/components/product-image.tsx';
import { categoriesQuery, fetchCategoryPage, productQuery } from '../src/features/catalog/api/queries.ts';
import { GALLERY_IMAGE_SIZES } from '../src/features/catalog/gallery.tsx';
import { CARD_IMAGE_SIZES } from '../src/features/catalog/product-card.tsx';
import { adsQuery, announcementsQuery } from '../src/features/content/api/queries.ts';
import { api, imageUrl, setApiBase, setEarlyAnswers, setStaticBase } from '../src/lib/api.ts';
import { initCurrency } from '../src/lib/currency.ts';
import { restoreSession } from '../src/lib/session.ts';

let server: Server;
let seen: { method: string; url: string; body: string; type?: string }[] = [];
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, type: req.headers['content-type'] });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, message: 'success', data: { from: 'server' } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setApiBase(`${origin}/api`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  localStorage.clear();
  setEarlyAnswers(answerBook());
});

const context = { signal: new AbortController().signal } as unknown as QueryFunctionContext<never>;
const plan = (hash: string): Landing => {
  const found = landing(hash);
  if (!found) throw new Error(`no plan for ${hash}`);
  return found;
};
/** What the server saw, as early.ts writes it (under the API base, with the query). */
const asked = () => seen.map((r) => `${r.method} ${r.url.replace(/^\/api/, '')}`);

describe('early start: the same requests as the app', () => {
  it('asks for the launch steps as the app does', async () => {
    localStorage.setItem('access-token', 'tok-1');
    await initCurrency();
    await restoreSession();
    expect(asked()).toEqual([`GET ${CURRENCY_PATH}`, `GET ${USER_PATH}`]);
  });

  it('asks for the categories as the launch does: a POST with an empty form', async () => {
    await categoriesQuery('es').queryFn!(context);
    expect(asked()).toEqual([`POST ${CATEGORIES_PATH}`]);
    // early.ts sends this body and content type
    expect(seen[0]).toMatchObject({ body: '', type: 'application/x-www-form-urlencoded' });
  });

  it('asks for the home page’s banners and announcement as the page does', async () => {
    await adsQuery('es').queryFn!(context);
    await announcementsQuery('es').queryFn!(context);
    expect(asked()).toEqual(plan('#/').paths.map((p) => `GET ${p}`));
    expect(plan('#/pages/home/home').paths).toEqual(plan('#/').paths);
    expect(plan('').paths).toEqual(plan('#/').paths);
  });

  it('asks for a category’s first page as the page does when the address has no filters', async () => {
    await fetchCategoryPage('cámaras y más', 1, { sort: 'newest' });
    expect(asked()).toEqual(plan('#/pages/category/detail?slug=cámaras y más').paths.map((p) => `GET ${p}`));
    seen = [];
    await fetchCategoryPage('12', 1, { sort: 'newest' });
    expect(asked()).toEqual(plan('#/pages/category/detail?id=12').paths.map((p) => `GET ${p}`));
    // a sort or a filter in the address: the page asks for something else, so nothing is sent early
    expect(landing('#/pages/category/detail?slug=cameras&sort=price_asc')).toBeNull();
    expect(landing('#/pages/category/detail?slug=cameras&brand_id=3')).toBeNull();
    expect(landing('#/pages/category/detail')).toBeNull();
  });

  it('asks for a product as its page does', async () => {
    await productQuery('es', 7).queryFn!(context);
    expect(asked()).toEqual(plan('#/pages/prouduct/detail?id=7').paths.map((p) => `GET ${p}`));
    expect(landing('#/pages/prouduct/detail?id=abc')).toBeNull();
    expect(landing('#/pages/prouduct/detail?id=0')).toBeNull();
    expect(landing('#/pages/cart/cart')).toBeNull();
  });
});

describe('early start: the preloaded image is the one the screen shows', () => {
  const base = 'https://cdn.example/media/';
  beforeEach(() => setStaticBase(base));

  it('preloads a product image with the srcset and sizes of its <img>', () => {
    expect(CARD_SIZES).toBe(CARD_IMAGE_SIZES);
    expect(GALLERY_SIZES).toBe(GALLERY_IMAGE_SIZES);
    const path = 'products/canon-r6-81ce3398-400.webp';
    const img = ProductImage({ path, alt: '', sizes: CARD_IMAGE_SIZES, eager: true }).props as Record<string, unknown>;
    expect(productImage(path, base, CARD_SIZES)).toEqual({ href: img.src, srcset: img.srcSet, sizes: img.sizes });
    expect(img.fetchPriority).toBe('high');
  });

  it('takes the image of the first card, the first gallery image and the first top banner', () => {
    const item = (image: string) => ({ id: 1, image });
    const category = { products: { items: [item('products/a-400.webp'), item('products/b-400.webp')] } };
    expect(plan('#/pages/category/detail?slug=cameras').image(category, base)).toEqual(
      productImage('products/a-400.webp', base, CARD_SIZES),
    );
    const product = { product: { images: [{ small: 'products/p-200.webp', medium: 'products/p-400.webp' }] } };
    expect(plan('#/pages/prouduct/detail?id=1').image(product, base)).toEqual(
      productImage('products/p-400.webp', base, GALLERY_SIZES),
    );
    // the banner is a plain <img src> (components/ad-banner.tsx)
    const ads = { top: [{ image: 'ads/ad-1.webp' }, { image: 'ads/ad-2.webp' }], center: [] };
    expect(plan('#/').image(ads, base)).toEqual({ href: imageUrl('ads/ad-1.webp') });
    expect(plan('#/').image({ top: [{ image: '/static/x.webp' }] }, base)).toEqual({
      href: imageUrl('/static/x.webp'),
    });
    // nothing to show, or an answer of another shape: no preload
    expect(plan('#/').image({ top: [] }, base)).toBeNull();
    expect(plan('#/pages/category/detail?slug=cameras').image(null, base)).toBeNull();
    expect(plan('#/pages/prouduct/detail?id=1').image({ product: { images: 'x' } }, base)).toBeNull();
  });
});

describe('early answers in the API client', () => {
  const answer = (data: unknown) =>
    Promise.resolve(new Response(JSON.stringify({ code: 200, message: 'success', data })));

  const get = (url: string, lang = 'es', token: string | null = null) =>
    ({ method: 'GET', url, body: '', lang, token }) as const;

  it('takes an answer once, for the same method, URL, body, language and token only', () => {
    const book = answerBook();
    const sent = answer(1);
    book.add(get('/api/a?x=1'), sent);
    expect(book.take('GET', '/api/a?x=1', '', 'de', null)).toBeUndefined();
    expect(book.take('GET', '/api/a?x=1', '', 'es', 'tok')).toBeUndefined();
    expect(book.take('GET', '/api/a', '', 'es', null)).toBeUndefined();
    expect(book.take('POST', '/api/a?x=1', '', 'es', null)).toBeUndefined();
    expect(book.take('GET', '/api/a?x=1', 'y=2', 'es', null)).toBeUndefined();
    expect(book.take('GET', '/api/a?x=1', '', 'es', null)).toBe(sent);
    expect(book.take('GET', '/api/a?x=1', '', 'es', null)).toBeUndefined();
  });

  it('leaves an answer older than a query’s freshness to the server', () => {
    let now = 0;
    const book = answerBook(() => now);
    book.add(get('/api/a'), answer(1));
    now = FRESH_MS;
    expect(book.take('GET', '/api/a', '', 'es', null)).toBeUndefined();
  });

  it('reads a call from the early answer instead of asking the server, once', async () => {
    const book = answerBook();
    setEarlyAnswers(book);
    book.add(get(`${origin}/api/echo?page=2`), answer({ from: 'early' }));
    book.add({ ...get(`${origin}/api/form`), method: 'POST' }, answer({ from: 'early form' }));
    expect(await api('/echo', { query: { page: 2 } })).toEqual({ from: 'early' });
    expect(seen).toEqual([]);
    expect(await api('/echo', { query: { page: 2 } })).toEqual({ from: 'server' });
    expect(await api('/form', { method: 'POST', body: {} })).toEqual({ from: 'early form' });
    expect(seen).toHaveLength(1);
  });

  it('never reads another method, query or language, a call with extra headers or an upload from it', async () => {
    const book = answerBook();
    setEarlyAnswers(book);
    book.add(get(`${origin}/api/echo`), answer({ from: 'early' }));
    expect(await api('/echo', { method: 'POST', body: {} })).toEqual({ from: 'server' });
    expect(await api('/echo', { query: { a: 1 } })).toEqual({ from: 'server' });
    expect(await api('/echo', { headers: { 'Idempotency-Key': 'k' } })).toEqual({ from: 'server' });
    expect(await api('/echo', { file: new Blob(['x']) })).toEqual({ from: 'server' });
    localStorage.setItem('lang', 'de');
    expect(await api('/echo')).toEqual({ from: 'server' });
    expect(seen).toHaveLength(5);
  });

  it('gives up waiting for an early answer when the caller aborts', async () => {
    const book = answerBook();
    setEarlyAnswers(book);
    book.add(get(`${origin}/api/echo`), new Promise<Response>(() => {}));
    const stop = new AbortController();
    const call = api('/echo', { signal: stop.signal });
    stop.abort(new DOMException('left', 'AbortError'));
    await expect(call).rejects.toThrow('left');
  });
});
