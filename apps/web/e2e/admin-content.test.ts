// The site's content in the admin area (issue 15, point 8). A content editor (an account of this
// file made 'content' by the owner), on a 360 px phone, writes a blog post in English and Spanish
// and publishes it: the storefront's blog shows it in Spanish. On a desktop the editor changes a
// policy page (the storefront shows it) and schedules an ad for tomorrow (listed as scheduled, not
// on the storefront). Every part of the screen is axe clean at both widths, nothing is wider than
// the phone. The demo data is left as it was: the post is taken back, the page's texts restored,
// the ad disabled.
import type { AdminAd, AdminPage } from '@polymart/contract/content-admin';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, expectCleanScreen, PHONE_360, pageAs, pngFile, signIn } from './kit.ts';

let browser: Browser;
let owner: string;
let editor: string;
const stamp = Date.now().toString(36);
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signIn(DEMO.admin.email, DEMO.admin.password);
  // one account of this file (sign-ups are limited), made a content editor by the owner
  const email = `content-${stamp}@e2e.test`;
  const made = await call<{ 'access-token': string }>('/customer/register/account', null, {
    name: 'Content Editor',
    phone: '+90 530 000 0001',
    email,
    password: 'content editor 1',
    confirm_password: 'content editor 1',
    agree: true,
  });
  editor = made['access-token'];
  await call('/admin/staff', owner, { email, role: 'content' });
});
afterAll(async () => {
  for (const undo of cleanups) await undo().catch(() => undefined);
  await browser?.close();
});

async function openContent(viewport: { width: number; height: number }): Promise<Page> {
  const page = await pageAs(browser, viewport, editor);
  await page.goto(`${base}/admin/#/content`);
  await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
  return page;
}

/** axe on the whole screen, read from the top (the admin bar stays on top of what scrolls under it). */
async function clean(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectCleanScreen(page);
}

const part = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Parts of the content' }).getByRole('button', { name, exact: true });

describe('content editor', () => {
  it('writes a blog post in English and Spanish on a phone, publishes it, and the storefront shows it in Spanish', async () => {
    const page = await openContent(PHONE_360);
    await page.getByTestId('blog-post').first().waitFor();
    await clean(page);

    await page.getByRole('button', { name: 'New post' }).click();
    const form = page.getByRole('form', { name: 'Blog post' });
    const category = form.getByLabel('Category');
    await category.locator('option').nth(1).waitFor({ state: 'attached' });
    await category.selectOption({ index: 1 });
    await form.getByLabel('Author').fill('E2E Editor');
    await form.getByLabel('Image', { exact: true }).setInputFiles(pngFile('post.png'));
    await form.getByRole('img', { name: 'Preview of Image' }).waitFor();
    const title = `Cleaning lenses ${stamp}`;
    const titulo = `Limpiar objetivos ${stamp}`;
    await form.locator('[data-field="title"]').fill(title);
    await form.locator('[data-field="summary"]').fill('A soft brush first.');
    await form.locator('[data-field="body"]').fill('Blow the dust away.\n\n## Then\n\nWipe gently.');
    await form.getByLabel('Language').selectOption('es');
    await expect.poll(() => form.locator('[data-field="title"]').getAttribute('lang')).toBe('es');
    await form.locator('[data-field="title"]').fill(titulo);
    await form.locator('[data-field="body"]').fill('Sopla el polvo.\n\nLimpia con suavidad.');
    await form.getByLabel('Published (visible on the storefront)').check();
    await clean(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Saved: ${title}` })
      .waitFor();
    const row = page.getByTestId('blog-post').filter({ hasText: title });
    await expect.poll(() => row.textContent()).toContain('Published');

    const posts = await call<{ items: { id: number; title: string; langs: string[] }[] }>(
      '/admin/content/blog',
      editor,
    );
    const saved = posts.items.find((p) => p.title === title)!;
    expect(saved.langs).toEqual(['en', 'es']);
    cleanups.push(() => call('/admin/content/blog/publish', owner, { id: saved.id, published: false }));

    // the storefront, in Spanish
    const store = await pageAs(browser, PHONE_360);
    await store.evaluate(() => localStorage.setItem('lang', 'es'));
    await store.goto(`${base}/#/pages/blog/blog`);
    await store.getByRole('heading', { name: titulo, level: 2 }).waitFor();
    await store.getByRole('heading', { name: titulo, level: 2 }).click();
    await store.getByText('Limpia con suavidad.').waitFor();
    await store.context().close();
    await page.context().close();
  });

  it('edits a policy page on a desktop, and the storefront shows it', async () => {
    const pages = await call<{ items: AdminPage[] }>('/admin/content/pages', owner);
    const privacy = pages.items.find((p) => p.slug === 'privacy')!;
    cleanups.push(() => call('/admin/content/pages', owner, { slug: 'privacy', texts: privacy.texts }));

    const page = await openContent(DESKTOP);
    await part(page, 'Pages').click();
    await page.getByLabel('Page', { exact: true }).selectOption('privacy');
    const form = page.getByRole('form', { name: 'Privacy policy' });
    const title = `Privacy at Polymart ${stamp}`;
    await form.locator('[data-field="title"]').fill(title);
    await clean(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('status').filter({ hasText: 'The page is saved' }).waitFor();

    const store = await pageAs(browser, DESKTOP);
    await store.goto(`${base}/#/pages/policy/privacy`);
    await store.getByRole('heading', { name: title }).waitFor();
    await store.context().close();
    await page.context().close();
  });

  it('schedules an ad for tomorrow: listed as scheduled, not on the storefront yet', async () => {
    const page = await openContent(DESKTOP);
    await part(page, 'Ads').click();
    await page.getByRole('button', { name: 'New ad' }).click();
    const form = page.getByRole('form', { name: 'Ad' });
    await form.getByLabel('Position').selectOption('bottom');
    await form.getByLabel('Image', { exact: true }).setInputFiles(pngFile('ad.png'));
    await form.getByRole('img', { name: 'Preview of Image' }).waitFor();
    await form.getByLabel('Link').fill('/pages/blog/blog');
    const local = (days: number) => {
      const d = new Date(Date.now() + days * 86_400_000);
      return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    };
    await form.getByLabel('Shown from').fill(local(1));
    await form.getByLabel('Shown until').fill(local(2));
    await form.getByLabel('Order').fill('7');
    const title = `Spring lenses ${stamp}`;
    await form.locator('[data-field="title"]').fill(title);
    await clean(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Saved: ${title}` })
      .waitFor();
    await page.getByLabel('Position').selectOption('bottom');
    const row = page.getByTestId('ad').filter({ hasText: title });
    await expect.poll(() => row.textContent()).toContain('Scheduled');

    const ads = await call<{ items: AdminAd[] }>('/admin/content/ads?position=bottom', editor);
    const ad = ads.items.find((a) => a.texts[0]?.title === title)!;
    expect(ad).toMatchObject({ enabled: true, live: false, sort: 7, link: '/pages/blog/blog' });
    cleanups.push(() =>
      call('/admin/content/ads', owner, {
        ...ad,
        enabled: false,
        starts_at: ad.starts_at ?? undefined,
        ends_at: ad.ends_at ?? undefined,
        live: undefined,
      }),
    );
    const shown = await call<Record<string, { title: string }[]>>('/customer/index/store?type=advert', null);
    expect(shown.bottom!.map((a) => a.title)).not.toContain(title);
    await page.context().close();
  });

  it('every part of the screen is axe clean on a phone and a desktop', async () => {
    for (const viewport of [PHONE_360, DESKTOP]) {
      const page = await openContent(viewport);
      for (const name of ['Blog', 'Pages', 'Ads', 'Announcements', 'Site settings']) {
        await part(page, name).click();
        await page.locator('.content-section h2').first().waitFor();
        await page.locator('.content-section .card').first().waitFor();
        await clean(page);
      }
      await page.context().close();
    }
  });
});
