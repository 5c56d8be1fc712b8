// Issue 16, phone verification by SMS, in a browser. On a server of its own (the site settings it
// turns on would change other journeys' registration): a customer registers with the code texted to
// their phone (read from the embedded SMS folder, DATA_DIR/sms), sees the phone verified in the
// profile, and another resets a forgotten password by phone. At 360 px, axe clean on each screen.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { call, DEMO, expectCleanScreen, fitsWidth, PHONE_360, pageAs, settled } from './kit.ts';
import { type RunningServer, startServer } from './server.ts';

let browser: Browser;
let server: RunningServer;
let dir: string;
let at: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'polymart-sms-'));
  server = await startServer({ dataDir: dir, webDist: inject('webDist'), seeded: inject('seeded') });
  at = server.base;
  const { email, password } = DEMO.admin;
  const admin = (await call<{ 'access-token': string }>('/customer/login/account', null, { email, password }, at))[
    'access-token'
  ];
  const current = await call<Record<string, unknown>>('/admin/settings', admin, undefined, at);
  await call('/admin/settings', admin, { ...current, require_phone_verification: true, reset_by_phone: true }, at);
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const freshPhone = () => `+3465${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** The code of the latest SMS the embedded sender wrote for the number. */
async function smsCode(phone: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = (await readdir(join(dir, 'sms')).catch(() => [] as string[]))
      .filter((f) => f.endsWith(`${phone.slice(-3)}.txt`))
      .sort();
    for (const file of files.reverse()) {
      const text = await readFile(join(dir, 'sms', file), 'utf8');
      if (text.startsWith(`To: ${phone}\n`)) return /\b(\d{6})\b/.exec(text)![1]!;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS for ${phone}`);
}

async function open(page: Page, hash: string) {
  await page.goto(`${at}/#${hash}`);
  await settled(page);
}

describe('phone verification by SMS', () => {
  it('registers with a texted code, then shows the phone verified in the profile', async () => {
    const page = await pageAs(browser, PHONE_360, undefined, at);
    const phone = freshPhone();
    await open(page, '/pages/users/register');
    await page.getByLabel('Full name').fill('SMS Buyer');
    await page.getByLabel('Phone').fill(phone);
    await page.getByLabel('Email').fill(`sms${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm password').fill('a good long password');
    await page.getByLabel(/I agree to the/).check();
    // without the code the server says the phone is not verified, next to the code field
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please verify your phone number with the code we text you.').waitFor();

    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByText('We texted a 6-digit code to this number.').waitFor();
    // the 60 s countdown (spec §9) holds the button
    const resend = page.getByRole('button', { name: /Send again in \d+ seconds/ });
    await expect.poll(() => resend.isDisabled()).toBe(true);
    await expectCleanScreen(page);
    await page.getByLabel('6-digit code from the SMS').fill(await smsCode(phone));
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Hello, SMS Buyer' }).waitFor();

    await open(page, '/pages/mine/confing');
    await page.getByText(`${phone} is verified.`).waitFor();
    await expectCleanScreen(page);
    await page.context().close();
  });

  it('resets a forgotten password by phone', async () => {
    // an account with a verified phone, registered through the API with its code
    const phone = freshPhone();
    const email = `smsreset${Date.now()}@example.test`;
    await call('/customer/sms/send', null, { phone, purpose: 'register' }, at);
    await call(
      '/customer/register/account',
      null,
      {
        name: 'Reset Buyer',
        phone,
        email,
        password: 'the old password',
        confirm_password: 'the old password',
        agree: true,
        sms_code: await smsCode(phone),
      },
      at,
    );
    const page = await pageAs(browser, PHONE_360, undefined, at);
    await open(page, '/pages/users/forgot');
    await page.getByRole('button', { name: 'Reset with my phone instead' }).click();
    await page.getByLabel('Mobile phone number').fill(phone);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByLabel('6-digit code from the SMS').waitFor();
    await expectCleanScreen(page);
    await page.getByLabel('6-digit code from the SMS').fill(await smsCode(phone));
    await page.getByLabel('New password').fill('a new long password');
    await page.getByLabel('Confirm password').fill('a new long password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/pages/users/login');
    await call('/customer/login/account', null, { email, password: 'a new long password' }, at);
    await page.context().close();
  });

  it('keeps the registration form with its code field to a 360 px phone in long languages', async () => {
    const page = await pageAs(browser, PHONE_360, undefined, at);
    for (const lang of ['kk', 'de', 'th']) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await open(page, '/pages/users/register');
      await page.locator('input[name="sms_code"]').waitFor();
      expect(await fitsWidth(page), lang).toBe(true);
    }
    await page.context().close();
  });
});
