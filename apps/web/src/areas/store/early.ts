// The storefront's first script to run (vite.config.ts names its chunk in index.html as an async
// script, before the others, and main.tsx imports it too): it starts what the first screen waits
// for about one round trip after the page, instead of after the whole module graph of main.tsx
// has arrived and run (issue 17, speed):
// - the texts of the visitor's language and the screen the address opens (i18n/index.ts and
//   router.tsx import the same modules later; each downloads once);
// - the launch's currency list, categories (and session) and the landing screen's data
//   (early-plan.ts), whose answers api() takes instead of asking again (`earlyAnswers`, handed
//   over by main.tsx);
// - as soon as those answer, the image the screen shows largest (its largest paint), preloaded
//   exactly as its <img> will ask for it.
// It imports only early-plan.ts, which shares its chunk, so that the chunk runs at once: the
// seller and admin areas never load it.
import {
  API_BASE,
  answerBook,
  CATEGORIES_PATH,
  CURRENCY_PATH,
  type ImageHint,
  landing,
  USER_PATH,
} from './early-plan.ts';

const texts = import.meta.glob('../../i18n/locales/*.json', { query: '?part=store' });

/** The screens visitors land on from outside (links, searches, ads); others load as they open. */
const LANDING: Record<string, () => Promise<unknown>> = {
  '': () => import('./routes/home.tsx'),
  'pages/home/home': () => import('./routes/home.tsx'),
  'pages/category/detail': () => import('./routes/category-detail.tsx'),
  'pages/prouduct/detail': () => import('./routes/product.tsx'),
};

function saved(key: string): string | null {
  try {
    return localStorage.getItem(key); // lib/storage.ts KEYS.lang, KEYS.token
  } catch {
    return null;
  }
}

// index.html is written in the default language (DEFAULT_LANG), until i18n/index.ts sets the chosen one
const lang = saved('lang') ?? document.documentElement.lang;
const token = saved('access-token');
texts[`../../i18n/locales/${lang}.json`]?.().catch(() => {});
const path = window.location.hash.replace(/^#\/?/, '').split('?')[0] ?? '';
LANDING[path]?.().catch(() => {});

export const earlyAnswers = answerBook();

/**
 * A request as api() sends it (a POST with an empty form); resolves to its answer's `data`, read
 * from a copy (api() reads the answer itself).
 */
function send(method: 'GET' | 'POST', apiPath: string): Promise<unknown> {
  const url = `${API_BASE}${apiPath}`;
  const headers: Record<string, string> = { lang };
  if (token) headers['access-token'] = token;
  if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
  const answer = fetch(url, { method, headers, body: method === 'POST' ? '' : undefined });
  earlyAnswers.add({ method, url, body: '', lang, token }, answer);
  return answer.then((res) => (res.ok ? res.clone().json() : null)).then((envelope) => envelope?.data ?? null);
}
const get = (apiPath: string) => send('GET', apiPath);

function preload(image: ImageHint): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = image.href;
  if (image.srcset) link.imageSrcset = image.srcset;
  if (image.sizes) link.imageSizes = image.sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}

const currency = get(CURRENCY_PATH);
if (token) get(USER_PATH).catch(() => {});
send('POST', CATEGORIES_PATH).catch(() => {});
const screen = landing(window.location.hash);
const [largest, ...others] = screen?.paths.map(get) ?? [];
for (const other of others) other.catch(() => {});
Promise.all([largest, currency])
  .then(([data, list]) => {
    // lib/api.ts imageUrl's base comes from the currency list
    const base = (list as { static?: unknown } | null)?.static;
    const image = screen?.image(data, typeof base === 'string' ? base : '/media/');
    if (image) preload(image);
  })
  .catch(() => {});
