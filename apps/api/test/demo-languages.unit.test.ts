// The demo content in all 19 languages: every text the demo writes (products, variants and their
// axes, brands, shops, banners, the announcement, the flash sale, blog and policy pages,
// categories) exists in each language and is not English left in place. Pure data: no database.
import { LANG_CODES, LANGUAGES, type LangCode } from '@polymart/contract';
import { describe, expect, it } from 'vitest';
import { blogCategories } from '../src/db/seed/data/blogs.ts';
import { categories } from '../src/db/seed/data/categories.ts';
import {
  ads,
  announcements,
  blogs,
  brands,
  flashDealTitle,
  policies,
  productTypes,
  shops,
  variants,
} from '../src/db/seed/data/localized.ts';
import { siteName } from '../src/db/seed/data/site.ts';
import type { Text } from '../src/db/seed/data/types.ts';
import { AXES, SIZES } from '../src/db/seed/data/variant-families.ts';

/** Every demo text with where it comes from; `label` marks short names that may equal English ("128 GB"). */
function demoTexts(): { where: string; text: Text; label?: boolean }[] {
  return [
    ...productTypes.flatMap((t) => [
      { where: `product type ${t.key} name`, text: t.name },
      { where: `product type ${t.key} short`, text: t.short },
      { where: `product type ${t.key} description`, text: t.description },
    ]),
    ...variants.map((v) => ({ where: `variant ${v.key}`, text: v.name, label: true })),
    ...Object.entries(AXES).map(([key, text]) => ({ where: `variant axis ${key}`, text, label: true })),
    ...Object.entries(SIZES).map(([key, text]) => ({ where: `variant size ${key}`, text, label: true })),
    ...brands.map((b) => ({ where: `brand ${b.slug}`, text: b.description })),
    ...shops.map((s) => ({ where: `shop ${s.slug}`, text: s.description })),
    ...ads.flatMap((a, i) => [
      { where: `ad ${i} title`, text: a.title },
      { where: `ad ${i} subtitle`, text: a.subtitle },
    ]),
    ...announcements.flatMap((a, i) => [
      { where: `announcement ${i} title`, text: a.title },
      { where: `announcement ${i} body`, text: a.body },
    ]),
    { where: 'flash deal title', text: flashDealTitle },
    ...blogs.flatMap((b) => [
      { where: `blog ${b.slug} title`, text: b.title },
      { where: `blog ${b.slug} summary`, text: b.summary },
      { where: `blog ${b.slug} body`, text: b.body },
    ]),
    ...policies.flatMap((p) => [
      { where: `policy ${p.slug} title`, text: p.title },
      { where: `policy ${p.slug} body`, text: p.body },
    ]),
    ...categories.flatMap((c) => [
      { where: `category ${c.slug}`, text: c.name, label: true },
      ...c.children.map((s) => ({ where: `category ${s.slug}`, text: s.name, label: true })),
    ]),
    ...blogCategories.map((c) => ({ where: `blog category ${c.slug}`, text: c.name, label: true })),
    { where: 'site name', text: siteName },
  ];
}

/** Languages written in a script of their own: their texts must use it, not only Latin letters. */
const OWN_SCRIPT: Partial<Record<LangCode, RegExp>> = {
  zh: /\p{Script=Han}/u,
  zhtw: /\p{Script=Han}/u,
  jp: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
  kk: /\p{Script=Cyrillic}/u,
};

/** What is wrong with `lang`'s version of a text, or null. */
function fault(entry: { text: Text; label?: boolean }, lang: LangCode): string | null {
  const english = entry.text.en;
  const value = entry.text[lang];
  if (english === '' || lang === 'en') return null; // a variant that adds nothing to the name
  if (!value) return 'missing';
  const script = OWN_SCRIPT[lang];
  if (script && /[A-Za-z]{4}/.test(english.replace(/Polymart/g, '')) && !script.test(value)) return 'not in its script';
  // a name such as "128 GB" or "Sony E" may be written as in English; a sentence may not
  if (value === english && !entry.label && english.split(/\s+/).length >= 3) return 'English left in place';
  return null;
}

describe('demo content', () => {
  const texts = demoTexts();

  it.each(LANGUAGES.map((l) => [l.code]))('is written in %s, none of it English left in place', (lang) => {
    const faults = texts.flatMap((entry) => {
      const found = fault(entry, lang as LangCode);
      return found ? [`${entry.where}: ${found}`] : [];
    });
    expect(faults.slice(0, 20), `${faults.length} texts`).toEqual([]);
  });

  it('finds English left in place (the check itself can fail)', () => {
    expect(
      fault({ text: { en: 'A large sensor in a compact body', it: 'A large sensor in a compact body' } }, 'it'),
    ).toBe('English left in place');
    expect(fault({ text: { en: 'A large sensor', th: 'A large sensor' } }, 'th')).toBe('not in its script');
    expect(fault({ text: { en: 'A large sensor' } }, 'sv')).toBe('missing');
    expect(LANG_CODES).toHaveLength(19);
  });
});
