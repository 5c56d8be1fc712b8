// Shapes of the hand-written demo content. The seed turns these into rows; the text is written
// per language by people (or as a native speaker would), never machine-stitched at run time.
import type { LangCode } from '@polymart/contract';

/** Text in several languages; English is required, others fall back to English when absent. */
export type Text = { en: string } & Partial<Record<LangCode, string>>;
/** Text in all 19 languages (short labels such as category names). */
export type FullText = Record<LangCode, string>;

export interface SeedCategory {
  slug: string; // kebab-case, unique across the tree
  /** Colour (hex, e.g. '#2f6fde') of the generated icon; the seed draws the icon itself. */
  color: string;
  name: FullText;
  /** Second-level categories, the "series" of spec §3. */
  children: { slug: string; name: FullText }[];
}

export interface SeedBrand {
  slug: string;
  name: string; // the brand as written in Latin script
  /** Local names where the brand is known by one (e.g. zh: '佳能', jp: 'キヤノン', ko: '캐논'). */
  localNames?: Partial<Record<LangCode, string>>;
  color: string; // logo colour (hex)
  description: Text; // one or two sentences; at least en, es, zh, fr, de, jp
}

/** A kind of product, e.g. "full-frame mirrorless camera", named in each language. */
export interface SeedProductType {
  key: string;
  category: string; // slug of a second-level category
  name: Text; // at least en, es, zh, fr, de, jp
  /** One-sentence selling line; at least en, es, zh, fr, de, jp. */
  short: Text;
  /** Two or three sentences describing the product kind; at least en, es, zh, fr, de, jp. */
  description: Text;
  /** Drawing used for the generated product image. */
  shape:
    | 'camera'
    | 'lens'
    | 'phone'
    | 'laptop'
    | 'headphones'
    | 'watch'
    | 'drone'
    | 'bag'
    | 'tripod'
    | 'light'
    | 'card'
    | 'box';
}

export interface SeedModel {
  brand: string; // brand slug
  model: string; // model name, never translated, e.g. 'EOS R6 Mark II'
  type: string; // SeedProductType key
  price: number; // USD cents, e.g. 249900 for 2,499.00
}

/** Variants multiply models into products: "Body only", "Black", "with 24-105 mm kit" ... */
export interface SeedVariant {
  key: string;
  name: Text; // at least en, es, zh, fr, de, jp; empty string en '' means no suffix
  priceDelta: number; // USD cents added to the model's price
  /** Product types this variant applies to. */
  types: string[];
}

export interface SeedBlog {
  slug: string;
  category: string; // slug of a SeedBlogCategory
  author: string;
  daysAgo: number; // publication date relative to the seed run
  title: Text;
  summary: Text;
  /** Paragraphs separated by blank lines; plain text. */
  body: Text;
}

export interface SeedBlogCategory {
  slug: string;
  name: FullText;
}

export type PolicySlug = 'terms' | 'support' | 'return' | 'privacy' | 'about_us';

export interface SeedPolicy {
  slug: PolicySlug;
  title: Text;
  /** Paragraphs separated by blank lines; '## ' starts a section heading. */
  body: Text;
}

export interface SeedCurrency {
  code: string;
  name: string;
  symbol: string;
  /** Units of this currency per 1 USD, times 100 (spec §9: rates are divided by 100). */
  rate: number;
  /** Offered as a wallet currency for offline top-ups. */
  wallet: boolean;
}

export type AdPosition = 'top' | 'center_top' | 'center' | 'center_bottom' | 'bottom';

export interface SeedAd {
  position: AdPosition;
  /** Laid over the banner; an amount is written {{money:9900}} (USD cents) and shown in the buyer's currency. */
  title: Text;
  subtitle: Text;
  color: string;
  link: string; // a storefront route, e.g. '/pages/category/detail?slug=cameras'
}

export interface SeedShop {
  slug: string;
  name: string; // English only (spec §5: shop names support English only)
  color: string;
  description: Text;
  /** Top-level category slugs this shop mostly sells. */
  categories: string[];
  /** The demo account (seed/users.ts key) that owns the shop; the others have no owner. */
  owner?: 'seller' | 'seller2';
}

export interface SeedAnnouncement {
  title: Text;
  body: Text;
}

/**
 * One language's demo texts beyond the six written inline (en, es, zh, fr, de, jp), in a file of its
 * own (data/lang/<code>.ts) so each language is written and reviewed whole. Keys are the inline
 * data's keys and slugs; lists (ads, announcements) follow the inline order. data/localized.ts
 * merges the packs into the data the seed reads.
 */
export interface LangPack {
  productTypes: Record<string, { name: string; short: string; description: string }>;
  /** Variant key → its name suffix ('' where English has none). */
  variants: Record<string, string>;
  /** Brand slug → description. */
  brands: Record<string, string>;
  /** Shop slug → description. */
  shops: Record<string, string>;
  ads: { title: string; subtitle: string }[];
  announcements: { title: string; body: string }[];
  flashDealTitle: string;
  blogs: Record<string, { title: string; summary: string; body: string }>;
  policies: Record<PolicySlug, { title: string; body: string }>;
}
