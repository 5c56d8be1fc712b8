// What the storefront's first script (early.ts) asks the API for before the app has arrived, and
// which image it then preloads (issue 17, speed). Pure, and it imports nothing: it is part of
// early.ts's chunk (vite.config.ts), which must run before the rest of the app has arrived. The
// requests are written exactly as api() writes them (lib/api.ts takes an answer only for the same
// path, query, language and token), and the image exactly as the screen's <img> asks for it, so
// nothing downloads twice; test/early-plan.test.ts keeps both equal to the app's own code.

/** lib/api.ts's base, and how long an early answer may be taken (a query's freshness, main.tsx). */
export const API_BASE = '/api';
export const FRESH_MS = 60_000;

/** The launch's GET that every screen waits for: it also names the base of relative image paths. */
export const CURRENCY_PATH = '/customer/index/get_currency';
/** The signed-in visitor's session, read at launch when a token is saved. */
export const USER_PATH = '/customer/info/get_userinfo';
/** The categories, which the launch reads for every screen (a POST with an empty form, spec §7). */
export const CATEGORIES_PATH = '/customer/index/get-all-category';

/** The attributes of an image's <link rel=preload>, as its <img> writes them. */
export interface ImageHint {
  href: string;
  srcset?: string;
  sizes?: string;
}

export interface Landing {
  /** The screen's GETs, under the API base: the first one holds what the screen shows largest. */
  paths: string[];
  /** The image the first view shows largest, from the `data` of the first GET's answer. */
  image: (data: unknown, staticBase: string) => ImageHint | null;
}

/** lib/api.ts imageUrl: relative image paths get the static base of the currency answer (spec §7). */
export function imageUrl(path: string, staticBase: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('/')) return path;
  return (staticBase.endsWith('/') ? staticBase : `${staticBase}/`) + path;
}

/** components/product-image.tsx: the 200/400/800 px files of a product image, 400 px as the fallback. */
export function productImage(path: string, staticBase: string, sizes: string): ImageHint {
  const at = (size: number) => imageUrl(path.replace(/-\d+\.webp$/, `-${size}.webp`), staticBase);
  return { href: at(400), srcset: `${at(200)} 200w, ${at(400)} 400w, ${at(800)} 800w`, sizes };
}

/** The sizes the product cards (features/catalog/product-card.tsx) and the gallery give their images. */
export const CARD_SIZES = '(min-width: 960px) 220px, 45vw';
export const GALLERY_SIZES = '(min-width: 960px) 480px, 100vw';

type Json = Record<string, unknown> | undefined;
const field = (value: unknown, key: string): unknown => (value as Json)?.[key];
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : undefined);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The landing screen's requests for an address (its hash), or null for a screen without them. The
 * category page only when the address carries no sort or filter (the links of the home page and
 * the menus): the page's own request then asks for sort=newest, the default.
 */
export function landing(hash: string): Landing | null {
  const [rawPath = '', rawQuery = ''] = hash.replace(/^#\/?/, '').split('?');
  const query = new URLSearchParams(rawQuery);
  if (rawPath === '' || rawPath === 'pages/home/home') {
    return {
      // the top carousel's ads, and the announcement drawn above the categories
      paths: ['/customer/index/store?type=advert', '/customer/index/systemnotify'],
      image: (data, base) => {
        const ad = text(field(first(field(data, 'top')), 'image'));
        return ad ? { href: imageUrl(ad, base) } : null;
      },
    };
  }
  if (rawPath === 'pages/category/detail') {
    const idOrSlug = query.get('id') ?? query.get('slug') ?? '';
    const filtered = ['sort', 'brand_id', 'min_price', 'max_price'].some((key) => query.has(key));
    if (!idOrSlug || filtered) return null;
    return {
      paths: [`/category/${encodeURIComponent(idOrSlug)}/1?sort=newest`],
      image: (data, base) => {
        const path = text(field(first(field(field(data, 'products'), 'items')), 'image'));
        return path ? productImage(path, base, CARD_SIZES) : null;
      },
    };
  }
  if (rawPath === 'pages/prouduct/detail') {
    const id = Number(query.get('id'));
    if (!(id > 0) || !Number.isSafeInteger(id)) return null;
    return {
      paths: [`/customer/product/detail?id=${id}`],
      image: (data, base) => {
        const path = text(field(first(field(field(data, 'product'), 'images')), 'medium'));
        return path ? productImage(path, base, GALLERY_SIZES) : null;
      },
    };
  }
  return null;
}

/** One request as api() would send it: method, URL with query, form body ('' for none), headers. */
export interface Sent {
  method: 'GET' | 'POST';
  url: string;
  body: string;
  lang: string;
  token: string | null;
}

/**
 * The answers of the requests early.ts sent, for api() (lib/api.ts EarlyAnswers): an identical
 * call (same method, URL with query, form body, language and token) takes one, once, while it is
 * as fresh as a query's data; any other call asks the server.
 */
export function answerBook(now: () => number = () => performance.now()) {
  const started = now();
  const sent = new Map<string, Promise<Response>>();
  const keyOf = (r: Sent) => JSON.stringify([r.method, r.url, r.body, r.lang, r.token ?? '']);
  return {
    add(request: Sent, answer: Promise<Response>): void {
      sent.set(keyOf(request), answer);
    },
    take(method: string, url: string, body: string, lang: string, token: string | null): Promise<Response> | undefined {
      const key = keyOf({ method: method as Sent['method'], url, body, lang, token });
      const answer = sent.get(key);
      sent.delete(key);
      return answer && now() - started < FRESH_MS ? answer : undefined;
    },
  };
}
