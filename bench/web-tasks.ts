// The long tasks of one storefront page load, with the functions that ran in each: what to shorten
// when Lighthouse loses points to Total Blocking Time (issue 17). Chromium loads the page on a
// 390 px phone viewport without throttling; durations are printed ×4, as Lighthouse's phone counts
// them (a task counts against TBT above 50 ms of those). Function names are only readable in a
// build without minification.
// Usage: start a server (npm start, or the API server on a built app), then
//        npx tsx bench/web-tasks.ts 'http://127.0.0.1:3000/#/pages/prouduct/detail?id=1' [min-ms]
//        (cd apps/web && npx vite build --minify false) first for readable names.
import { launchBrowser, PHONE } from '../apps/web/e2e/browser.ts';

const url = process.argv[2];
const minMs = Number(process.argv[3] ?? 50);
if (!url) throw new Error('usage: web-tasks.ts URL [min-ms]');
const SLOWER = 4;
const RENDERING = ['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint'];

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur: number };
type ProfileNode = { id: number; callFrame: { functionName: string }; children?: number[] };

const browser = await launchBrowser();
const page = await browser.newPage({ viewport: PHONE });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
await browser.close();

// the renderer's main thread: the one that ran the most tasks
const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
const busy = new Map<string, number>();
for (const e of events)
  if (e.name === 'RunTask' && e.ph === 'X') busy.set(thread(e), (busy.get(thread(e)) ?? 0) + e.dur);
const main = [...busy].sort((a, b) => b[1] - a[1])[0]![0];
const mine = events.filter((e) => thread(e) === main && e.ph === 'X');
const t0 = Math.min(...mine.filter((e) => e.name === 'RunTask').map((e) => e.ts));

// profile samples on the trace's clock, and each node's parent, to name what ran inside a task
const nodes = new Map((profile.nodes as ProfileNode[]).map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id);
let at = profile.startTime;
const samples = (profile.samples ?? []).map((id, i) => {
  at += profile.timeDeltas?.[i] ?? 0;
  return [at, id] as const;
});
const sampleMs = 0.2;

for (const task of mine.filter((e) => e.name === 'RunTask' && e.dur * SLOWER >= minMs * 1000)) {
  const inside = (ts: number) => ts >= task.ts && ts <= task.ts + task.dur;
  const named = new Map<string, number>();
  for (const [ts, id] of samples) {
    if (!inside(ts)) continue;
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const name = nodes.get(cur)?.callFrame.functionName ?? '';
      if (!/^[A-Za-z_$][\w$]{3,}$/.test(name) || seen.has(name)) continue;
      seen.add(name);
      named.set(name, (named.get(name) ?? 0) + 1);
    }
  }
  const rendering = mine.filter((e) => inside(e.ts) && RENDERING.includes(e.name)).reduce((sum, e) => sum + e.dur, 0);
  const top = [...named]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, n]) => `${name} ${(n * sampleMs * SLOWER).toFixed(0)}`);
  console.log(
    `at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${((task.dur * SLOWER) / 1000).toFixed(0)} ms ×${SLOWER}` +
      ` (style, layout, paint ${((rendering * SLOWER) / 1000).toFixed(0)})  ${top.join(', ')}`,
  );
}
