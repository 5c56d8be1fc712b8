// The demo data as the seed reads it: the inline texts (en, es, zh, fr, de, jp) joined by the
// language packs in data/lang (the other 13 languages), so every text exists in all 19.
import type { LangCode } from '@polymart/contract';
import { blogs as inlineBlogs } from './blogs.ts';
import { brands as inlineBrands } from './brands.ts';
import { PACKS } from './lang/index.ts';
import { policies as inlinePolicies } from './policies.ts';
import { productTypes as inlineTypes } from './product-types.ts';
import { shops as inlineShops } from './shops.ts';
import { ads as inlineAds, announcements as inlineAnnouncements, flashDealTitle as inlineFlash } from './site.ts';
import type { LangPack, Text } from './types.ts';
import { variants as inlineVariants } from './variants.ts';

/** `text` with each pack's version of it added (a pack without one leaves the language out). */
function joined(text: Text, pick: (pack: LangPack) => string | undefined): Text {
  const out: Text = { ...text };
  for (const [lang, pack] of Object.entries(PACKS) as [LangCode, LangPack][]) {
    const value = pick(pack);
    if (value) out[lang] = value;
  }
  return out;
}

export const productTypes = inlineTypes.map((t) => ({
  ...t,
  name: joined(t.name, (p) => p.productTypes[t.key]?.name),
  short: joined(t.short, (p) => p.productTypes[t.key]?.short),
  description: joined(t.description, (p) => p.productTypes[t.key]?.description),
}));

export const variants = inlineVariants.map((v) => ({ ...v, name: joined(v.name, (p) => p.variants[v.key]) }));

export const brands = inlineBrands.map((b) => ({ ...b, description: joined(b.description, (p) => p.brands[b.slug]) }));

export const shops = inlineShops.map((s) => ({ ...s, description: joined(s.description, (p) => p.shops[s.slug]) }));

export const ads = inlineAds.map((a, i) => ({
  ...a,
  title: joined(a.title, (p) => p.ads[i]?.title),
  subtitle: joined(a.subtitle, (p) => p.ads[i]?.subtitle),
}));

export const announcements = inlineAnnouncements.map((a, i) => ({
  title: joined(a.title, (p) => p.announcements[i]?.title),
  body: joined(a.body, (p) => p.announcements[i]?.body),
}));

export const flashDealTitle = joined(inlineFlash, (p) => p.flashDealTitle);

export const blogs = inlineBlogs.map((b) => ({
  ...b,
  title: joined(b.title, (p) => p.blogs[b.slug]?.title),
  summary: joined(b.summary, (p) => p.blogs[b.slug]?.summary),
  body: joined(b.body, (p) => p.blogs[b.slug]?.body),
}));

export const policies = inlinePolicies.map((d) => ({
  ...d,
  title: joined(d.title, (p) => p.policies[d.slug]?.title),
  body: joined(d.body, (p) => p.policies[d.slug]?.body),
}));
