// The web build: storefront, seller area and admin area. Assets get content hashes (cached for ever
// by the server); every text asset is also written pre-compressed (.br, .gz) so the server sends
// them compressed at no cost.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { type LocalePart, localePart } from './src/i18n/parts.ts';

/**
 * `./locales/xx.json?part=store` (or `=areas`): one part of a locale file as a module of its own,
 * so the storefront downloads the texts it shows and not the seller and admin areas' (parts.ts).
 */
function localeParts(): Plugin {
  const PREFIX = '\0polymart-locale-part:';
  return {
    name: 'polymart-locale-parts',
    enforce: 'pre',
    async resolveId(source, importer) {
      const match = /^(.+\.json)\?part=(store|areas)$/.exec(source);
      if (!match) return null;
      const file = await this.resolve(match[1]!, importer, { skipSelf: true });
      // the part last: an id ending in .json would go through Vite's JSON plugin as well
      return file ? `${PREFIX}${file.id}:${match[2]}` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const rest = id.slice(PREFIX.length);
      const file = rest.slice(0, rest.lastIndexOf(':'));
      const part = rest.slice(file.length + 1) as LocalePart;
      this.addWatchFile(file);
      const tree = JSON.parse(await readFile(file, 'utf8'));
      // JSON.parse of a string literal is faster for the browser than the same object literal
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(localePart(tree, part)))});`;
    },
  };
}

const FRAMEWORK =
  /node_modules\/(preact|react-router|@tanstack\/(react-query|query-core))\/|\/src\/i18n\/(engine|react)\.ts$/;

/**
 * The app is written and type-checked against React's API, and runs on Preact's compatibility layer
 * (decision 0010): react-dom alone was 67 KB gzip of the storefront's first 166 KB; Preact with
 * compat is about 11 KB. Every React import, ours and the libraries' (React Router, TanStack Query,
 * react-i18next), resolves to it.
 */
const PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * i18next and react-i18next were 18.5 KB gzip of the first load for a dozen calls: the screens'
 * imports of them resolve to our own subset (src/i18n/engine.ts, react.ts; decision 0010), and so
 * do their types (tsconfig.json paths).
 */
const I18N = [
  { find: /^i18next$/, replacement: fileURLToPath(new URL('./src/i18n/engine.ts', import.meta.url)) },
  { find: /^react-i18next$/, replacement: fileURLToPath(new URL('./src/i18n/react.ts', import.meta.url)) },
];

/** early.ts and the plan of requests that only it imports: one chunk that imports nothing. */
const EARLY = /\/src\/areas\/store\/early(-plan)?\.ts$/;

/**
 * The storefront page also names src/areas/store/early.ts's chunk as a script of its own, `async`:
 * the browser runs it as soon as it arrives (it imports nothing), so the language's texts, the
 * landing screen and its data start downloading ~1 round trip after the page instead of after the
 * whole module graph of main.tsx has arrived and run (issue 17, speed). main.tsx imports it too:
 * one module. It comes first in the page, so the browser asks for it before the other scripts.
 */
function earlyStart(): Plugin {
  return {
    name: 'polymart-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (
          !ctx.bundle ||
          !/(^|\/)index\.html$/.test(ctx.path) ||
          ctx.path.includes('/seller/') ||
          ctx.path.includes('/admin/')
        )
          return;
        const early = Object.values(ctx.bundle).find(
          (c) => c.type === 'chunk' && c.moduleIds.some((id) => EARLY.test(id)),
        );
        if (!early) return;
        const script = `<script type="module" async crossorigin src="./${early.fileName}"></script>`;
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('earlyStart: the storefront page has no module script');
        return `${html.slice(0, at)}${script}\n    ${html.slice(at)}`;
      },
    },
  };
}

/**
 * The modules the storefront's entry imports statically (it runs none of its screens before all of
 * them have arrived), split into those another area's entry imports too and the storefront's own:
 * two chunks instead of ~20 files of 1 KB, each a request and a round trip on a slow phone's
 * HTTP/1.1 connections before the first screen can draw (issue 17, speed). Known at the end of the
 * build's module graph, read when the chunks are made.
 */
function startChunks(): {
  plugin: Plugin;
  shared: (id: string) => boolean;
  store: (id: string) => boolean;
  screen: (name: string) => (id: string) => boolean;
} {
  let store = new Set<string>();
  let others = new Set<string>();
  /** Each of our modules a landing screen imports (and the start does not), by landing screen. */
  let screens = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'polymart-start-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (entries: string[]) => {
        const seen = new Set<string>();
        const todo = [...entries];
        while (todo.length) {
          const id = todo.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const isStore = (id: string) => /(^|\/)web\/index\.html$/.test(id);
      // a module that imports a library outside `framework` stays out: a group takes a module's
      // imports along, and the contract's schema files would bring zod (26 KB gzip), of which
      // the storefront uses nothing (tree-shaking drops it when it is left alone)
      const library = (id: string) => id.includes('/node_modules/') && !FRAMEWORK.test(id);
      store = new Set([...closure(entries.filter(isStore))].filter((id) => ![...closure([id])].some(library)));
      others = closure(entries.filter((id) => !isStore(id)));
      const all = [...this.getModuleIds()];
      screens = new Map();
      for (const [name, file] of Object.entries(LANDING_SCREENS)) {
        const route = all.find((id) => id.endsWith(`/src/areas/store/routes/${file}`));
        if (!route) throw new Error(`startChunks: no module for the landing screen ${file}`);
        const own = [...closure([route])].filter((id) => !store.has(id) && ![...closure([id])].some(library));
        screens.set(name, new Set(own));
      }
    },
  };
  // our own code only (the libraries are `framework`'s); entries stay entry chunks, styles are
  // Vite's to bundle
  const eligible = (id: string) =>
    store.has(id) &&
    !id.includes('/node_modules/') &&
    !/\.(html|css)$/.test(id) &&
    !/\/areas\/[^/]+\/main\.tsx$/.test(id);
  const ours = (id: string) => !id.includes('/node_modules/') && !/\.html$/.test(id);
  const landings = (id: string) => [...screens].filter(([, ids]) => ids.has(id)).map(([name]) => name);
  return {
    plugin,
    // what the seller or admin area's entry imports too, the landing screens' share of it included
    // (in a screen's file, those areas would download the screen at their start)
    shared: (id) => (eligible(id) || (ours(id) && landings(id).length > 0)) && others.has(id),
    store: (id) => eligible(id) && !others.has(id),
    // `screens` holds what two or more landing screens import, `screen-x` what only x does
    screen: (name) => (id) => {
      if (!ours(id) || others.has(id)) return false;
      const names = landings(id);
      return name === 'screens' ? names.length > 1 : names.length === 1 && names[0] === name;
    },
  };
}

/**
 * The screens visitors land on from outside (early.ts LANDING): each one's code in a file of its
 * own, and what they share in one more, instead of the ~20 files of 1 KB its imports made, which a
 * phone's six HTTP/1.1 connections fetched in four round trips before the screen could draw (issue
 * 17, speed: the product page's largest paint waited 600 ms for them on Lighthouse's phone).
 */
const LANDING_SCREENS = { home: 'home.tsx', category: 'category-detail.tsx', product: 'product.tsx' } as const;

function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'polymart-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => /\.(js|css|html|json|svg)$/.test(f));
      for (const file of files) {
        const path = join(outDir, file);
        const body = await readFile(path);
        if (body.length < 1024) continue;
        await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  // A production build must get React's production build and the production JSX transform, even
  // when it runs under a tool that set NODE_ENV to something else (vitest sets "test").
  if (mode === 'production') process.env.NODE_ENV = 'production';
  return config(mode);
});

const config = (mode: string, start = startChunks()) => ({
  define: mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  plugins: [localeParts(), earlyStart(), start.plugin, precompress()],
  resolve: { alias: [...PREACT, ...I18N] },
  // JSX through Preact's automatic runtime (the compat one, which also loads the compat layer)
  oxc: { jsx: { runtime: 'automatic' as const, importSource: 'preact/compat' } },
  base: './',
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    // three entries: the storefront, the seller area and the admin area, each downloading only its
    // own code (DESIGN §4)
    rollupOptions: {
      input: { main: 'index.html', seller: 'seller/index.html', admin: 'admin/index.html' },
      // the libraries every screen of every area runs on, in one file: one request and one
      // compression window instead of nine small files on the first screen (issue 17, speed)
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            // Vite's helper for dynamic imports, which every area uses: apart, or it would land in
            // `early` and the seller and admin areas would run early.ts to get it
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 2 },
            // a chunk of its own that imports nothing, so that it can run before the others arrive
            { name: 'early', test: EARLY, priority: 1 },
            // what the storefront's entry imports: shared with another area, and its own
            { name: 'start', test: start.shared },
            { name: 'store-start', test: start.store },
            // before the screens' own: a group takes its modules' imports along (the groups before
            // it have taken theirs), and these belong to several screens
            { name: 'screens', test: start.screen('screens') },
            ...Object.keys(LANDING_SCREENS).map((name) => ({ name: `screen-${name}`, test: start.screen(name) })),
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
