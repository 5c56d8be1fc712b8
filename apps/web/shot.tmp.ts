import { DESKTOP, launchBrowser, PHONE } from '/work/main/apps/web/e2e/browser.ts';

const [url, out, vp] = process.argv.slice(2);
const b = await launchBrowser();
const page = await b.newPage({
  viewport: vp === 'd' ? DESKTOP : PHONE,
  isMobile: vp !== 'd',
  userAgent: vp === 'd' ? undefined : 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
});
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await b.close();
