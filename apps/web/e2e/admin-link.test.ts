// Spec §2: "admin backend" in the account menu, for staff only: the demo operator's account page
// links to the admin area, which opens signed in (one origin, one session); a buyer's has no link.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { base, DEMO, demoBuyer, expectCleanScreen, PHONE_360, pageAs, settled, signIn } from './kit.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the admin backend in the account menu', () => {
  it('takes staff from their account page to the admin area, signed in; buyers see no such entry', async () => {
    const page = await pageAs(browser, PHONE_360, await signIn(DEMO.admin.email, DEMO.admin.password));
    await page.goto(`${base}/#/pages/mine/dashboard`);
    const link = page.getByRole('link', { name: 'Admin backend' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/admin/');
    await settled(page);
    await expectCleanScreen(page);
    await link.click();
    await page.getByRole('heading', { name: 'Requests to decide', level: 1 }).waitFor();
    await page.context().close();

    const buyer = await pageAs(browser, PHONE_360, await demoBuyer());
    await buyer.goto(`${base}/#/pages/mine/dashboard`);
    await buyer.getByRole('link', { name: 'Wallet' }).first().waitFor();
    expect(await buyer.getByRole('link', { name: 'Admin backend' }).count()).toBe(0);
    await buyer.context().close();
  });
});
