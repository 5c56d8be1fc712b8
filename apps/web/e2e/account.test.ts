// Account journeys in the browser: register, dashboard, sign out, sign in, and a forgotten
// password reset with the code from the mail the server sent through a local SMTP server.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import { settled, trackRequests } from './kit.ts';

const base = inject('baseUrl');
// the server sends through a real SMTP server (global-setup.ts), which drops each message here
const mailDir = inject('inbox');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function latestCode(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.includes(email)).sort();
    if (files.length) {
      const raw = await readFile(join(mailDir, files.at(-1)!), 'utf8');
      const text = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no mail');
}

describe.each([
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
])('account on a $name', ({ viewport }) => {
  let page: Page;
  const email = `e2e${Date.now()}${viewport.width}@example.test`;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport, locale: 'en-US', bypassCSP: true });
    page = await context.newPage();
    trackRequests(page);
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  it('registers, lands on the dashboard signed in, and signs out to the home page', async () => {
    await page.goto(`${base}/#/pages/users/register?code=`);
    await page.getByLabel('Full name').fill('E2E Buyer');
    await page.getByLabel('Phone').fill('+34 600 111 222');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm password').fill('a good long password');
    await page.getByRole('button', { name: 'Create account' }).click();
    // the terms are not accepted yet
    await page.getByText('Please accept the terms to continue.').waitFor();
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Hello, E2E Buyer' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/pages/home/home');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  it('signs in, and refuses a wrong password with a clear message', async () => {
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${base}/#/pages/users/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' }).waitFor();
    await page.getByLabel('Password').fill('a good long password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Hello, E2E Buyer' }).waitFor();
  });

  it('adds a delivery address that becomes the default, and edits the profile with a photo', async () => {
    await page.goto(`${base}/#/pages/mine/address`);
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Recipient').fill('E2E Buyer');
    await page.getByLabel('Country').selectOption('ES');
    // the place list loads on the first request after start (about 1.5 s on a busy machine)
    await expect
      .poll(() => page.getByLabel('State or province').locator('option').count(), { timeout: 15_000 })
      .toBeGreaterThan(10);
    await page.getByLabel('State or province').selectOption('Madrid');
    await page.getByLabel('City').fill('Madrid');
    await page.getByLabel('Street and number').fill('Calle Mayor 1');
    await page.getByLabel('Postal code').fill('28013');
    await page.getByLabel('Phone').fill('+34 600 111 222');
    await page.getByRole('button', { name: 'Save address' }).click();
    const card = page.locator('.address-list li').first();
    await card.getByText('Calle Mayor 1, 28013 Madrid, Madrid, ES').waitFor();
    await card.getByText('Default').waitFor();
    await page.goto(`${base}/#/pages/mine/dashboard`);
    await page.getByText('E2E Buyer · Calle Mayor 1, 28013 Madrid, ES · +34 600 111 222').waitFor();

    await page.goto(`${base}/#/pages/mine/confing`);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect
      .poll(() => page.locator('img.avatar').getAttribute('src'))
      .toMatch(/\/media\/uploads\/avatar\/.+\.webp$/);
    await page.getByLabel('Name', { exact: true }).fill('E2E Buyer');
    await page.getByLabel('Bank name').fill('Banco Demo');
    await page.getByRole('button', { name: 'Save profile' }).first().click();
    await page.getByText('Profile saved').first().waitFor();
  });

  for (const route of [
    '/pages/mine/dashboard',
    '/pages/mine/pc_mine',
    '/pages/mine/address',
    '/pages/mine/confing',
    '/pages/mine/notices',
  ]) {
    it(`has no WCAG 2.2 AA violations on ${route}`, async () => {
      await page.goto(`${base}/#${route}`);
      await page.locator('h1').first().waitFor();
      await settled(page);
      // a toast of the previous step may still float over the form for a moment
      await expect.poll(() => page.locator('.toast').count(), { timeout: 5000 }).toBe(0);
      // from the top, as a person arrives: a field scrolled under the phone's fixed tab bar is
      // covered for that moment, not too small
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('resets a forgotten password with the mailed code', async () => {
    await page.goto(`${base}/#/pages/users/forgot`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByText(`We sent a 6-digit code to ${email}.`).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Send again in/ }).isDisabled()).toBe(true);
    await page.getByLabel('6-digit code').fill(await latestCode(email));
    await page.getByLabel('New password').fill('an even better password');
    await page.getByLabel('Confirm password').fill('an even better password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('an even better password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Hello, E2E Buyer' }).waitFor();
  });
});

describe('TikTok sign-in in the browser', () => {
  it('goes to the provider, comes back through the callback page and lands signed in', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${base}/#/pages/users/login`);
    await page.getByRole('button', { name: 'Continue with TikTok' }).click();
    await page.getByRole('heading', { name: 'Hello, TikTok Shopper' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/pages/mine/dashboard');
    await context.close();
  });
});
