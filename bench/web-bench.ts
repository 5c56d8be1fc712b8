// Storefront benchmark (issue 3): Lighthouse with its mobile and desktop presets on home, a
// category and a product (median of 3 runs each), and the gzip size of the JavaScript the
// storefront loads first, as Chromium fetched it for the home page.
// Usage: npm run bench:web   (builds the app, starts the server on the embedded database)
//        npm run bench:web -- --bytes-only   (the JavaScript figures alone: they are exact on a busy
//        machine, where Lighthouse's scores are not)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, CHROMIUM_FLAGS, launchBrowser, PHONE } from '../apps/web/e2e/browser.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const PORT = 3910;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = 3;
const BYTES_ONLY = process.argv.includes('--bytes-only');
const PAGES = [
  ['home', '/#/'],
  ['category', '/#/pages/category/detail?slug=cameras'],
  ['product', '/#/pages/prouduct/detail?id=1'],
] as const;

async function up(server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('server exited');
    if (
      await fetch(`${BASE}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

type JsFigures = { files: number; gzip: number; raw: number; sizes: [name: string, gzip: number][] };

/** Gzip bytes of every script a page loads before it is idle (read from the build), on a phone. */
async function firstLoadJs(path: string): Promise<JsFigures> {
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: PHONE });
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  await browser.close();
  let gzip = 0;
  let raw = 0;
  const sizes: [string, number][] = [];
  for (const path of scripts) {
    const body = await readFile(join(ROOT, 'apps/web/dist', path));
    const packed = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += packed;
    sizes.push([path.replace(/^.*\//, ''), packed]);
  }
  sizes.sort((a, b) => b[1] - a[1]);
  return { files: scripts.size, gzip, raw, sizes };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printJs(figures: [string, JsFigures][], verbose: boolean) {
  console.log('\nfirst-load JavaScript (scripts fetched until the network is idle, phone viewport):');
  for (const [name, js] of figures) {
    console.log(`  ${name}: ${js.files} files, ${kb(js.gzip)} KB gzip (${kb(js.raw)} KB raw)`);
    if (verbose) for (const [file, gzip] of js.sizes) console.log(`    ${kb(gzip).padStart(6)} KB  ${file}`);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The machine's 1-minute load average: Lighthouse's scores mean little on a busy machine. */
const load = () => loadavg()[0]!.toFixed(1);

async function audit(url: string, preset: 'mobile' | 'desktop', port: number) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result!.lhr;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
  };
}

async function main() {
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(tmpdir(), 'polymart-bench-web'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await up(server);
    const js: [string, JsFigures][] = [];
    for (const [name, path] of PAGES) js.push([name, await firstLoadJs(path)]);
    if (BYTES_ONLY) {
      printJs(js, true);
      return;
    }
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    const rows: string[][] = [];
    const loads: string[] = [];
    try {
      // one unmeasured run of each page first: the first audits after the build met a server and a
      // browser that had not run these pages yet, and scored lower than any run after them
      for (const [, path] of PAGES) await audit(BASE + path, 'mobile', chrome.port);
      for (const preset of ['mobile', 'desktop'] as const) {
        for (const [name, path] of PAGES) {
          const runs = [];
          for (let i = 0; i < RUNS; i++) {
            loads.push(load());
            runs.push(await audit(BASE + path, preset, chrome.port));
          }
          rows.push([
            preset,
            name,
            String(median(runs.map((r) => r.performance))),
            String(median(runs.map((r) => r.accessibility))),
            `${Math.round(median(runs.map((r) => r.lcp)))} ms`,
          ]);
        }
      }
    } finally {
      await chrome.kill();
    }
    console.log(
      `\nStorefront — Lighthouse ${RUNS} runs each (after one unmeasured run), median; served by the API server with pre-compressed assets`,
    );
    console.log(`load average (1 min) at each run: ${loads.join(' ')} on ${availableParallelism()} cores\n`);
    const head = ['preset', 'page', 'performance', 'accessibility', 'LCP'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (r: string[]) => r.map((v, i) => v.padEnd(widths[i]!)).join('  ');
    console.log(line(head));
    for (const r of rows) console.log(line(r));
    printJs(js, false);
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
