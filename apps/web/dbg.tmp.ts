import { launchBrowser, PHONE } from './e2e/browser.ts';

const base = 'http://127.0.0.1:3056';
const b = await launchBrowser();
const ctx = await b.newContext({ viewport: PHONE, bypassCSP: true });
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('requestfailed', (r) => console.log('failed', r.url()));
await page.goto(`${base}/favicon.svg`);
await page.evaluate(() => {
  localStorage.setItem('lang', 'es');
  localStorage.setItem('cur', 'USD');
});
await page.goto('about:blank');
await page.goto(`${base}/#/`);
await page
  .waitForLoadState('networkidle', { timeout: 15000 })
  .catch((e) => console.log('idle fail', e.message.slice(0, 80)));
console.log(await page.locator('h2').allTextContents());
console.log(await page.content().then((c) => c.slice(0, 600)));
await b.close();
