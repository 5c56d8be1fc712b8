// The storefront's first script to run (vite.config.ts names its chunk in index.html as an async
// script, and main.tsx imports it too): it starts the two downloads the first screen waits for —
// the texts of the visitor's language and the screen the address opens — about one round trip
// after the page, instead of after the whole module graph of main.tsx has arrived and run (issue
// 17, speed). i18n/index.ts and router.tsx import the same modules later; each downloads once.
// It imports nothing, so that its chunk holds it alone and runs at once: the seller and admin
// areas never load it.

const texts = import.meta.glob('../../i18n/locales/*.json', { query: '?part=store' });

/** The screens visitors land on from outside (links, searches, ads); others load as they open. */
const LANDING: Record<string, () => Promise<unknown>> = {
  '': () => import('./routes/home.tsx'),
  'pages/home/home': () => import('./routes/home.tsx'),
  'pages/category/detail': () => import('./routes/category-detail.tsx'),
  'pages/prouduct/detail': () => import('./routes/product.tsx'),
};

function savedLanguage(): string | null {
  try {
    return localStorage.getItem('lang'); // lib/storage.ts KEYS.lang
  } catch {
    return null;
  }
}

// index.html is written in the default language (DEFAULT_LANG), until i18n/index.ts sets the chosen one
const lang = savedLanguage() ?? document.documentElement.lang;
texts[`../../i18n/locales/${lang}.json`]?.().catch(() => {});
const path = window.location.hash.replace(/^#\/?/, '').split('?')[0] ?? '';
LANDING[path]?.().catch(() => {});
