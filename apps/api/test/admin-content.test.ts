// Issue 15, point 8: the site's content in the admin area. A content editor writes blog posts and
// categories, the policy pages, ads and announcements, and the site settings; each change shows on
// the storefront at once in the chosen language (a language without its own text shows English),
// an ad outside its schedule or disabled is not shown, the live chat address must be https, a
// finance member is refused, and each change leaves exactly one audit record with before and after.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp } from './helpers.ts';
import { marketplace, type Session } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

// the machine is shared: a few seconds per request is possible under load
const SLOW = { timeout: 120_000 };
let t: TestApp;
let owner: Session;
let editor: TestUser;
let finance: TestUser;

async function member(role: string): Promise<TestUser> {
  const u = await registerUser(t.app);
  const res = await as(t.app, owner.token, {
    method: 'POST',
    url: '/api/admin/staff',
    payload: { email: u.email, role },
  });
  expect(res.code).toBe(200);
  return u;
}

beforeAll(async () => {
  ({ t, admin: owner } = await marketplace());
  editor = await member('content');
  finance = await member('finance');
}, 120_000);
afterAll(() => t.close());

const post = (user: TestUser | string, url: string, payload: Record<string, unknown>) =>
  as(t.app, user, { method: 'POST', url, payload });
const get = (user: TestUser | string, url: string) => as(t.app, user, { url });
/** The storefront, as a visitor in `lang`. */
const store = (url: string, lang: string, method: 'GET' | 'POST' = 'GET') =>
  call(t.app, { method, url, headers: { lang } });
const image = () => uploadImage(t.app, editor, 'catalog' as 'shop');

/** The audit records of a thing, oldest first. */
const audits = (type: string, id: number) =>
  rows<{ action: string; actor_role: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    t.database.db,
    sql`SELECT action, actor_role, before, after FROM audit_log WHERE subject_type = ${type} AND subject_id = ${id}
        ORDER BY id`,
  );

describe('blog', () => {
  it(
    'writes a category and a post in English and Spanish, publishes it, and the storefront shows it at once',
    SLOW,
    async () => {
      const cats = await post(editor, '/api/admin/content/blog-categories', {
        sort: 9,
        names: [
          { lang: 'en', name: 'Field notes' },
          { lang: 'es', name: 'Notas de campo' },
        ],
      });
      expect(cats.code).toBe(200);
      const category = cats.data.items.find((c: { slug: string }) => c.slug === 'field-notes');
      expect(category).toMatchObject({ sort: 9, posts: 0 });
      expect((await audits('blog_category', category.id)).map((a) => a.action)).toEqual(['blog_category.create']);

      const saved = await post(editor, '/api/admin/content/blog', {
        category_id: category.id,
        image: await image(),
        author: 'Ana',
        published: false,
        texts: [
          {
            lang: 'en',
            title: 'Cleaning a lens',
            summary: 'Soft brush first.',
            body: 'Blow the dust.\r\n\r\n## Then\r\n\r\nWipe <b>gently</b>.',
          },
          { lang: 'es', title: 'Limpiar un objetivo', summary: '', body: 'Sopla el polvo.' },
          { lang: 'de', title: '', summary: '', body: '' },
        ],
      });
      expect(saved.code).toBe(200);
      const id = saved.data.id as number;
      expect(saved.data).toMatchObject({ published: false, slug: 'cleaning-a-lens', langs: ['en', 'es'] });
      // plain text as the storefront's Prose renders it: line ends made LF, markup kept as typed (shown, never run)
      expect(saved.data.texts[0].body).toBe('Blow the dust.\n\n## Then\n\nWipe <b>gently</b>.');

      // a draft is not on the storefront
      expect((await store(`/api/customer/blog/detail?id=${id}`, 'es')).code).toBe(2000019);
      const published = await post(editor, '/api/admin/content/blog/publish', { id, published: true });
      expect(published.data.published).toBe(true);

      const es = await store(`/api/customer/blog/detail?id=${id}`, 'es');
      expect(es.data).toMatchObject({
        title: 'Limpiar un objetivo',
        category_name: 'Notas de campo',
        body: 'Sopla el polvo.',
      });
      // an empty Spanish summary falls back to English; German has no text of its own
      expect(es.data.summary).toBe('Soft brush first.');
      const de = await store(`/api/customer/blog/detail?id=${id}`, 'de');
      expect(de.data).toMatchObject({ title: 'Cleaning a lens', category_name: 'Field notes' });
      const list = await store(`/api/customer/blog/list?category_id=${category.id}`, 'es');
      expect(list.data.items.map((b: { title: string }) => b.title)).toEqual(['Limpiar un objetivo']);

      // an edit shows at once (the cache is cleared)
      const edited = await post(editor, '/api/admin/content/blog', {
        id,
        category_id: category.id,
        image: saved.data.image,
        author: 'Ana',
        published: true,
        texts: [
          { lang: 'en', title: 'Cleaning a lens', summary: 'Soft brush first.', body: 'Blow the dust.' },
          { lang: 'es', title: 'Cómo limpiar un objetivo', summary: 'Primero el pincel.', body: 'Sopla el polvo.' },
        ],
      });
      expect(edited.code).toBe(200);
      expect((await store(`/api/customer/blog/detail?id=${id}`, 'es')).data.title).toBe('Cómo limpiar un objetivo');

      await post(editor, '/api/admin/content/blog/publish', { id, published: false });
      expect((await store(`/api/customer/blog/list?category_id=${category.id}`, 'es')).data.items).toEqual([]);

      const trail = await audits('blog_post', id);
      expect(trail.map((a) => a.action)).toEqual([
        'blog_post.create',
        'blog_post.publish',
        'blog_post.update',
        'blog_post.unpublish',
      ]);
      expect(trail[0]!.actor_role).toBe('content');
      expect(trail[2]!.before).toMatchObject({ texts: [{ lang: 'en' }, { lang: 'es', title: 'Limpiar un objetivo' }] });
      expect(trail[2]!.after).toMatchObject({
        texts: [{ lang: 'en' }, { lang: 'es', title: 'Cómo limpiar un objetivo' }],
      });
      expect(trail[3]).toMatchObject({ before: { published: true }, after: { published: false } });

      const admin = await get(editor, `/api/admin/content/blog?category_id=${category.id}`);
      expect(admin.data).toMatchObject({ total: 1, items: [{ id, published: false, title: 'Cleaning a lens' }] });
    },
  );

  it('refuses a post without English, with an image that is not an upload, or in no category', SLOW, async () => {
    const base = { category_id: 1, image: await image(), texts: [{ lang: 'en', title: 'T', body: 'B' }] };
    const noEnglish = await post(editor, '/api/admin/content/blog', {
      ...base,
      texts: [{ lang: 'es', title: 'T', body: 'B' }],
    });
    expect(noEnglish).toMatchObject({ code: 1000008, data: { field: 'texts' } });
    const halfSpanish = await post(editor, '/api/admin/content/blog', {
      ...base,
      texts: [...base.texts, { lang: 'es', title: '', body: 'Solo texto' }],
    });
    expect(halfSpanish).toMatchObject({ code: 1000008, data: { field: 'texts.1.title' } });
    const foreign = await post(editor, '/api/admin/content/blog', { ...base, image: 'blogs/not-mine.webp' });
    expect(foreign).toMatchObject({ code: 1000008, data: { field: 'image' } });
    const noCategory = await post(editor, '/api/admin/content/blog', { ...base, category_id: 999_999 });
    expect(noCategory).toMatchObject({ code: 1000008, data: { field: 'category_id' } });
  });
});

describe('policy pages', () => {
  it('saves a page in English and French; German falls back to English; one audit record', SLOW, async () => {
    const pages = await get(editor, '/api/admin/content/pages');
    expect(pages.data.items.map((p: { slug: string }) => p.slug)).toEqual([
      'terms',
      'support',
      'return',
      'privacy',
      'about_us',
    ]);
    const before = (await audits('page', 5)).length;
    const saved = await post(editor, '/api/admin/content/pages', {
      slug: 'about_us',
      texts: [
        { lang: 'en', title: 'About Polymart', body: 'We sell cameras.\n\nSince 2020.' },
        { lang: 'fr', title: 'À propos de Polymart', body: 'Nous vendons des appareils photo.' },
      ],
    });
    expect(saved.code).toBe(200);
    expect(saved.data.texts.map((x: { lang: string }) => x.lang)).toEqual(['en', 'fr']);
    expect((await store('/api/about_us-policy', 'fr', 'POST')).data).toMatchObject({
      lang: 'fr',
      title: 'À propos de Polymart',
    });
    expect((await store('/api/about_us-policy', 'de', 'POST')).data).toMatchObject({
      lang: 'en',
      title: 'About Polymart',
    });
    const trail = await audits('page', 5);
    expect(trail.length).toBe(before + 1);
    expect(trail.at(-1)).toMatchObject({ action: 'page.update', after: { texts: [{ lang: 'en' }, { lang: 'fr' }] } });
    expect((trail.at(-1)!.before as { texts: unknown[] }).texts.length).toBeGreaterThan(2);
  });
});

describe('ads', () => {
  it('shows an ad only while enabled and inside its schedule, in its order, in the chosen language', SLOW, async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const body = {
      position: 'center_bottom',
      image: await image(),
      link: '/blog',
      sort: 0,
      texts: [
        { lang: 'en', title: 'Winter sale', subtitle: 'Lenses for less' },
        { lang: 'es', title: 'Rebajas de invierno', subtitle: 'Objetivos más baratos' },
      ],
    };
    const titles = async (lang: string) =>
      (await store('/api/customer/index/store?type=advert', lang)).data.center_bottom.map(
        (a: { title: string }) => a.title,
      );
    const later = await post(editor, '/api/admin/content/ads', { ...body, starts_at: at(hour), ends_at: at(2 * hour) });
    expect(later.code).toBe(200);
    expect(later.data).toMatchObject({ live: false, enabled: true, position: 'center_bottom' });
    expect(await titles('es')).not.toContain('Rebajas de invierno');

    const id = later.data.id as number;
    const now = await post(editor, '/api/admin/content/ads', { ...body, id, starts_at: at(-hour), ends_at: at(hour) });
    expect(now.data.live).toBe(true);
    const shown = await titles('es');
    expect(shown[0]).toBe('Rebajas de invierno');
    expect(await titles('it')).toContain('Winter sale');

    // order: a second ad with a lower sort goes first
    await post(editor, '/api/admin/content/ads', {
      ...body,
      texts: [{ lang: 'en', title: 'First', subtitle: '' }],
      sort: 0,
    });
    await post(editor, '/api/admin/content/ads', { ...body, id, sort: 5, starts_at: at(-hour) });
    const ordered = await titles('en');
    expect(ordered.indexOf('First')).toBeLessThan(ordered.indexOf('Winter sale'));

    const ended = await post(editor, '/api/admin/content/ads', {
      ...body,
      id,
      starts_at: at(-2 * hour),
      ends_at: at(-hour),
    });
    expect(ended.data.live).toBe(false);
    expect(await titles('en')).not.toContain('Winter sale');
    await post(editor, '/api/admin/content/ads', { ...body, id, enabled: false });
    expect(await titles('en')).not.toContain('Winter sale');

    const listed = await get(editor, '/api/admin/content/ads?position=center_bottom');
    expect(listed.data.items.find((a: { id: number }) => a.id === id)).toMatchObject({ enabled: false, sort: 0 });
    const trail = await audits('ad', id);
    expect(trail.map((a) => a.action)).toEqual(['ad.create', 'ad.update', 'ad.update', 'ad.update', 'ad.update']);
    expect(trail[4]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it('refuses a link that is neither a storefront path nor https, and a schedule that ends first', SLOW, async () => {
    const base = { position: 'top', image: await image(), texts: [{ lang: 'en', title: 'X' }] };
    for (const link of ['javascript:alert(1)', 'http://example.com', '//evil.example']) {
      expect(await post(editor, '/api/admin/content/ads', { ...base, link })).toMatchObject({
        code: 1000008,
        data: { field: 'link' },
      });
    }
    const backwards = await post(editor, '/api/admin/content/ads', {
      ...base,
      starts_at: '2030-01-02T00:00:00Z',
      ends_at: '2030-01-01T00:00:00Z',
    });
    expect(backwards).toMatchObject({ code: 1000008, data: { field: 'ends_at' } });
  });
});

describe('announcements', () => {
  it(
    'keeps a draft off the storefront, shows it once published in the chosen language, and takes it back',
    SLOW,
    async () => {
      const titles = async (lang: string) =>
        (await store('/api/customer/index/systemnotify', lang)).data.map((a: { title: string }) => a.title);
      const draft = await post(editor, '/api/admin/content/announcements', {
        texts: [
          { lang: 'en', title: 'Maintenance tonight', body: 'From 2 to 3.' },
          { lang: 'pl', title: 'Prace serwisowe dziś w nocy', body: 'Od 2 do 3.' },
        ],
      });
      expect(draft.data).toMatchObject({ published: false, published_at: null, live: false });
      const id = draft.data.id as number;
      expect(await titles('pl')).not.toContain('Prace serwisowe dziś w nocy');
      const live = await post(editor, '/api/admin/content/announcements/publish', { id, published: true });
      expect(live.data).toMatchObject({ published: true, live: true });
      expect(await titles('pl')).toContain('Prace serwisowe dziś w nocy');
      expect(await titles('sv')).toContain('Maintenance tonight');
      await post(editor, '/api/admin/content/announcements/publish', { id, published: false });
      expect(await titles('en')).not.toContain('Maintenance tonight');
      const listed = await get(editor, '/api/admin/content/announcements');
      expect(listed.data.items.find((a: { id: number }) => a.id === id)).toMatchObject({ published: false });
      expect((await audits('announcement', id)).map((a) => a.action)).toEqual([
        'announcement.create',
        'announcement.publish',
        'announcement.unpublish',
      ]);
    },
  );
});

describe('site settings', () => {
  it(
    'saves the live chat address (https or nothing) and the bank details; the storefront reads them at once',
    SLOW,
    async () => {
      const current = (await get(editor, '/api/admin/settings')).data;
      expect(current.bank_transfer.currencies).toContain('TRY');
      const form = { ...current, site_name: { ...current.site_name, es: 'Polymart España' } };
      for (const bad of ['http://chat.example.com/widget.js', 'javascript:alert(1)', 'chat.example.com']) {
        expect(await post(editor, '/api/admin/settings', { ...form, service_url: bad })).toMatchObject({
          code: 1000008,
          data: { field: 'service_url' },
        });
      }
      const auditsBefore = (await audits('setting', 1)).length;
      const saved = await post(editor, '/api/admin/settings', {
        ...form,
        service_url: 'https://chat.example.com/widget.js',
        bank_transfer: { ...current.bank_transfer, account_number: 'TR00 1111 2222', currencies: ['try', 'EUR'] },
      });
      expect(saved.code).toBe(200);
      const es = (await store('/api/customer/index/store?type=website_config', 'es')).data;
      expect(es).toMatchObject({
        service_url: 'https://chat.example.com/widget.js',
        site_name: 'Polymart España',
        bank_transfer: { account_number: 'TR00 1111 2222', currencies: ['TRY', 'EUR'] },
      });
      const trail = await audits('setting', 1);
      expect(trail.length).toBe(auditsBefore + 1);
      expect(Object.keys(trail.at(-1)!.after).sort()).toEqual(['bank_transfer', 'service_url', 'site_name']);
      expect(trail.at(-1)!.before).toMatchObject({ service_url: '' });

      // the same form again changes nothing and records nothing; clearing the address turns the chat off
      await post(editor, '/api/admin/settings', saved.data);
      expect((await audits('setting', 1)).length).toBe(auditsBefore + 1);
      await post(editor, '/api/admin/settings', { ...saved.data, service_url: '' });
      expect((await store('/api/customer/index/store?type=website_config', 'en')).data.service_url).toBe('');
      const row = await one<{ value: unknown }>(
        t.database.db,
        sql`SELECT value FROM website_config WHERE key = 'service_url'`,
      );
      expect(row?.value).toBe('');
    },
  );
});

describe('permissions', () => {
  it('refuses a finance member every content and settings route with 2000040', SLOW, async () => {
    const tries = [
      await get(finance, '/api/admin/content/blog'),
      await get(finance, '/api/admin/content/pages'),
      await get(finance, '/api/admin/settings'),
      await post(finance, '/api/admin/content/pages', {
        slug: 'terms',
        texts: [{ lang: 'en', title: 'X', body: 'Y' }],
      }),
      await post(finance, '/api/admin/content/announcements', { texts: [{ lang: 'en', title: 'X' }] }),
      await post(finance, '/api/admin/settings', { site_name: { en: 'X' }, logo: 'site/logo.webp', bank_transfer: {} }),
    ];
    expect(tries.map((r) => r.code)).toEqual([2000040, 2000040, 2000040, 2000040, 2000040, 2000040]);
    const terms = await store('/api/terms-policy', 'en');
    expect(terms.data.title).not.toBe('X');
  });
});
