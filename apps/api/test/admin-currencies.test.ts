// Issue 15, currencies and languages in the admin area: rates stored ×100 (spec §9), the base
// currency's rate fixed, exactly one default, the languages offered to buyers (English always);
// the storefront's get_currency and get_languages answer each change at once; a catalogue-only
// role is refused; one audit record per change with before and after.
import type { AdminCurrency, AdminLanguage } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';
import { marketplace } from './orders-helpers.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  const m = await marketplace();
  t = m.t;
  owner = m.admin.token;
});
afterAll(() => t.close());

const post = (user: TestUser | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, user, { method: 'POST', url, payload });
const get = (user: TestUser | string, url: string) => as(t.app, user, { url });
const currencies = async (): Promise<AdminCurrency[]> => (await get(owner, '/api/admin/currencies')).data.items;
const languages = async (): Promise<AdminLanguage[]> => (await get(owner, '/api/admin/languages')).data.items;
const storefrontCurrencies = async () =>
  (await t.app.inject('/api/customer/index/get_currency')).json().data as {
    list: { code: string; rate: number; symbol: string; is_default: boolean }[];
    default: string;
  };
const storefrontLanguages = async () =>
  (await t.app.inject('/api/customer/index/get_languages')).json().data as {
    list: { code: string }[];
    default: string;
  };

async function audits(subject: string) {
  return rows<{ action: string; subject_id: number; before: Record<string, unknown>; after: Record<string, unknown> }>(
    t.database.db,
    sql`SELECT action, subject_id, before, after FROM audit_log WHERE subject_type = ${subject} ORDER BY id`,
  );
}

describe('admin currencies', () => {
  it('lists every currency with its rate ×100, the base and the one default', async () => {
    const list = await currencies();
    expect(list.find((c) => c.code === 'USD')).toMatchObject({ rate: 100, base: true, is_default: true });
    expect(list.find((c) => c.code === 'EUR')).toMatchObject({ rate: 92, base: false, symbol: '€' });
    expect(list.filter((c) => c.is_default)).toHaveLength(1);
  });

  it('a rate change shows in the storefront’s get_currency at once, audited', async () => {
    // warm the storefront's cache first
    expect((await storefrontCurrencies()).list.find((c) => c.code === 'EUR')!.rate).toBe(92);
    const changed = await post(owner, '/api/admin/currencies', { code: 'eur', rate: 95, symbol: 'EUR€' });
    expect(changed.code).toBe(200);
    expect((await storefrontCurrencies()).list.find((c) => c.code === 'EUR')).toMatchObject({
      rate: 95,
      symbol: 'EUR€',
    });
    const trail = (await audits('currency')).filter((a) => a.action === 'currency.update');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ before: { rate: 92, symbol: '€' }, after: { rate: 95, symbol: 'EUR€' } });
    expect((await post(owner, '/api/admin/currencies', { code: 'EUR', rate: 92, symbol: '€' })).code).toBe(200);
  });

  it('keeps the base rate, one default, and the default enabled', async () => {
    const before = (await audits('currency')).length;
    expect((await post(owner, '/api/admin/currencies', { code: 'USD', rate: 101 })).code).toBe(1000008);
    expect((await post(owner, '/api/admin/currencies', { code: 'USD', is_default: false })).code).toBe(1000008);
    expect((await post(owner, '/api/admin/currencies', { code: 'USD', enabled: false })).code).toBe(1000008);
    expect((await post(owner, '/api/admin/currencies', { code: 'GBP', rate: 0 })).code).toBe(1000008);
    expect((await post(owner, '/api/admin/currencies', { code: 'GBP', rate: 1.5 })).code).toBe(1000008);
    expect((await audits('currency')).length).toBe(before);

    // another default: the old one stops being it, in the storefront too
    expect((await post(owner, '/api/admin/currencies', { code: 'GBP', is_default: true })).code).toBe(200);
    expect((await currencies()).filter((c) => c.is_default).map((c) => c.code)).toEqual(['GBP']);
    expect((await storefrontCurrencies()).default).toBe('GBP');
    expect((await post(owner, '/api/admin/currencies', { code: 'USD', is_default: true })).code).toBe(200);
    expect((await storefrontCurrencies()).default).toBe('USD');

    // disabling takes it off the storefront's list
    expect((await post(owner, '/api/admin/currencies', { code: 'KRW', enabled: false })).code).toBe(200);
    expect((await storefrontCurrencies()).list.map((c) => c.code)).not.toContain('KRW');
    expect((await post(owner, '/api/admin/currencies', { code: 'KRW', enabled: true })).code).toBe(200);
    expect((await storefrontCurrencies()).list.map((c) => c.code)).toContain('KRW');
  });

  it('adds a currency with name, symbol and rate', async () => {
    expect((await post(owner, '/api/admin/currencies', { code: 'CHF', rate: 88 })).code).toBe(1000009);
    const made = await post(owner, '/api/admin/currencies', {
      code: 'CHF',
      name: 'Swiss Franc',
      symbol: 'Fr',
      rate: 88,
    });
    expect(made.code).toBe(200);
    expect((await storefrontCurrencies()).list.find((c) => c.code === 'CHF')).toMatchObject({ rate: 88, symbol: 'Fr' });
    expect((await audits('currency')).at(-1)).toMatchObject({ action: 'currency.create', after: { rate: 88 } });
  });

  it('refuses roles without the settings permission', async () => {
    const finance = await registerUser(t.app);
    expect((await post(owner, '/api/admin/staff', { email: finance.email, role: 'finance' })).code).toBe(200);
    expect((await post(finance, '/api/admin/currencies', { code: 'EUR', rate: 10 })).code).toBe(2000040);
    expect((await get(finance, '/api/admin/languages')).code).toBe(2000040);
    expect((await currencies()).find((c) => c.code === 'EUR')!.rate).toBe(92);
  });
});

describe('admin languages', () => {
  it('offers languages to buyers or not, with one default; English stays', async () => {
    const list = await languages();
    expect(list).toHaveLength(19);
    expect(list.filter((l) => l.is_default).map((l) => l.code)).toEqual(['es']);
    expect((await storefrontLanguages()).default).toBe('es');

    expect((await post(owner, '/api/admin/languages', { code: 'kk', enabled: false })).code).toBe(200);
    expect((await storefrontLanguages()).list.map((l) => l.code)).not.toContain('kk');
    expect((await post(owner, '/api/admin/languages', { code: 'en', enabled: false })).code).toBe(1000008);
    expect((await post(owner, '/api/admin/languages', { code: 'es', enabled: false })).code).toBe(1000008);
    expect((await post(owner, '/api/admin/languages', { code: 'kk', is_default: true })).code).toBe(1000008);

    expect((await post(owner, '/api/admin/languages', { code: 'de', is_default: true })).code).toBe(200);
    expect((await storefrontLanguages()).default).toBe('de');
    expect((await languages()).filter((l) => l.is_default).map((l) => l.code)).toEqual(['de']);

    const trail = await audits('language');
    expect(trail.map((a) => a.action)).toEqual(['language.update', 'language.update']);
    expect(trail[0]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    expect(trail[1]).toMatchObject({ before: { is_default: false }, after: { is_default: true } });

    // back as the demo was
    expect((await post(owner, '/api/admin/languages', { code: 'es', is_default: true })).code).toBe(200);
    expect((await post(owner, '/api/admin/languages', { code: 'kk', enabled: true })).code).toBe(200);
    expect((await storefrontLanguages()).list).toHaveLength(19);
  });
});
