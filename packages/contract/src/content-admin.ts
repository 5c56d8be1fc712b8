// The site's content in the admin area (issue 15, point 8; permission `content`, site settings
// `settings`): blog posts and their categories, the five policy pages, the ads of the five
// positions, announcements and the site settings. Every text comes per language as a list of
// { lang, ... } entries: English is required, a language left out (or left empty) shows the
// English text on the storefront. Texts are plain text, stored as the storefront's Prose renders
// them (blank lines part paragraphs, "## " starts a heading); markup is shown as typed, never run.
import { z } from 'zod';
import { AD_POSITIONS, type AdPosition, POLICY_SLUGS, type PolicySlug } from './catalog.ts';
import { fromJsonText, paging, zBool, zDateTime, zId } from './common.ts';
import { LANG_CODES, type LangCode } from './locales.ts';

export const CONTENT_TITLE_MAX = 160;
export const CONTENT_SUMMARY_MAX = 500;
export const CONTENT_BODY_MAX = 20_000;
export const AD_SUBTITLE_MAX = 200;

/** Plain text: CR LF becomes LF, so the stored text is what Prose splits into paragraphs. */
const zPlain = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max));

const zLang = z.enum(LANG_CODES as [LangCode, ...LangCode[]]);

/** A public image: a new upload (purpose catalog, the staff's public images) or the one there is. */
export const zContentImage = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.webp$/, 'an uploaded image');

/** An https address, or nothing. */
export const isHttpsUrl = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && Boolean(url.hostname) && !/\s/.test(v);
  } catch {
    return false;
  }
};

/** Where an ad leads: a storefront path (/products/12) or an https address; '' for nowhere. */
export const zAdLink = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^\/(?![/\\])[^\s]*$/.test(v) || isHttpsUrl(v), 'a path starting with / or an https URL');

/**
 * A list of per-language entries: each language once, English present with every `required`
 * field. Another language's entry whose fields are all empty is dropped (it falls back to English);
 * one with some text needs its `required` fields too.
 */
type Loose = { lang: string } & Record<string, unknown>;

function perLanguage<S extends z.ZodRawShape>(shape: S, required: (keyof S & string)[]) {
  const entry = z.object({ lang: zLang, ...shape }).strict();
  return z.preprocess(
    fromJsonText,
    z
      .array(entry)
      .min(1)
      .max(LANG_CODES.length)
      .superRefine((entries, ctx) => {
        const list = entries as unknown as Loose[];
        const seen = new Set<string>();
        list.forEach((e, i) => {
          if (seen.has(e.lang)) ctx.addIssue({ code: 'custom', message: 'a language named twice', path: [i, 'lang'] });
          seen.add(e.lang);
        });
        if (!seen.has('en')) ctx.addIssue({ code: 'custom', message: 'English is required', path: [] });
        list.forEach((e, i) => {
          const any = Object.keys(shape).some((k) => e[k] !== '');
          if (e.lang !== 'en' && !any) return;
          for (const k of required) {
            if (e[k] === '') ctx.addIssue({ code: 'custom', message: 'required', path: [i, k] });
          }
        });
      })
      .transform((list) =>
        list.filter((e) => {
          const loose = e as unknown as Loose;
          return loose.lang === 'en' || Object.keys(shape).some((k) => loose[k] !== '');
        }),
      ),
  );
}

// ---- blog ----

export const blogPostTexts = perLanguage(
  {
    title: zPlain(CONTENT_TITLE_MAX),
    summary: zPlain(CONTENT_SUMMARY_MAX).default(''),
    body: zPlain(CONTENT_BODY_MAX).default(''),
  },
  ['title', 'body'],
);

/** POST /api/admin/content/blog: a new post (no id) or the whole post as edited. */
export const blogPostBody = z.object({
  id: zId.optional(),
  category_id: zId,
  image: zContentImage,
  author: z.string().trim().max(80).default(''),
  published: zBool.default(false),
  texts: blogPostTexts,
});
export type BlogPostBody = z.output<typeof blogPostBody>;

export const blogAdminQuery = z.object({ ...paging, category_id: zId.optional() });
export type BlogAdminQuery = z.output<typeof blogAdminQuery>;

export const publishBody = z.object({ id: zId, published: zBool });
export type PublishBody = z.output<typeof publishBody>;

export interface BlogText {
  lang: LangCode;
  title: string;
  summary: string;
  body: string;
}

export interface AdminBlogPost {
  id: number;
  slug: string;
  category_id: number;
  image: string;
  author: string;
  published: boolean;
  published_at: string;
  /** English title, and which languages have their own text. */
  title: string;
  langs: LangCode[];
}

export interface AdminBlogPostDetail extends AdminBlogPost {
  texts: BlogText[];
}

export const blogCategoryBody = z.object({
  id: zId.optional(),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
  names: perLanguage({ name: zPlain(60) }, ['name']),
});
export type BlogCategoryBody = z.output<typeof blogCategoryBody>;

export interface AdminBlogCategory {
  id: number;
  slug: string;
  sort: number;
  posts: number;
  names: { lang: LangCode; name: string }[];
}

// ---- policy pages ----

export const pageBody = z.object({
  slug: z.enum(POLICY_SLUGS),
  texts: perLanguage({ title: zPlain(CONTENT_TITLE_MAX), body: zPlain(CONTENT_BODY_MAX) }, ['title', 'body']),
});
export type PageBody = z.output<typeof pageBody>;

export interface AdminPage {
  slug: PolicySlug;
  updated_at: string | null;
  texts: { lang: LangCode; title: string; body: string }[];
}

/** The audit subject id of a policy page: its place in POLICY_SLUGS, from 1. */
export const pageSubjectId = (slug: PolicySlug) => POLICY_SLUGS.indexOf(slug) + 1;

// ---- ads ----

export const adBody = z
  .object({
    id: zId.optional(),
    position: z.enum(AD_POSITIONS),
    image: zContentImage,
    link: zAdLink.default(''),
    sort: z.coerce.number().int().min(0).max(10_000).default(0),
    enabled: zBool.default(true),
    /** shown from (absent: at once) and until (absent: no end) */
    starts_at: zDateTime.optional(),
    ends_at: zDateTime.optional(),
    texts: perLanguage({ title: zPlain(CONTENT_TITLE_MAX), subtitle: zPlain(AD_SUBTITLE_MAX).default('') }, ['title']),
  })
  .refine((a) => !a.starts_at || !a.ends_at || Date.parse(a.starts_at) < Date.parse(a.ends_at), {
    message: 'ends before it starts',
    path: ['ends_at'],
  });
export type AdBody = z.output<typeof adBody>;

export const adAdminQuery = z.object({ position: z.enum(AD_POSITIONS).optional() });

export interface AdminAd {
  id: number;
  position: AdPosition;
  image: string;
  link: string;
  sort: number;
  enabled: boolean;
  starts_at: string | null;
  ends_at: string | null;
  /** enabled and inside its schedule now: the storefront shows it */
  live: boolean;
  texts: { lang: LangCode; title: string; subtitle: string }[];
}

// ---- announcements ----

export const announcementBody = z.object({
  id: zId.optional(),
  published: zBool.default(false),
  /** shown until (absent: no end) */
  expires_at: zDateTime.optional(),
  texts: perLanguage({ title: zPlain(CONTENT_TITLE_MAX), body: zPlain(CONTENT_SUMMARY_MAX * 4).default('') }, [
    'title',
  ]),
});
export type AnnouncementBody = z.output<typeof announcementBody>;

export interface AdminAnnouncement {
  id: number;
  published: boolean;
  /** null while a draft */
  published_at: string | null;
  expires_at: string | null;
  /** published and not expired: the storefront shows it */
  live: boolean;
  texts: { lang: LangCode; title: string; body: string }[];
}

// ---- site settings (website_config, permission settings) ----

const zSiteName = z.preprocess(
  fromJsonText,
  z
    .partialRecord(zLang, z.string().trim().max(80))
    .refine((v) => Boolean(v.en), { message: 'English is required', path: ['en'] }),
);

export const bankTransferSettings = z.preprocess(
  fromJsonText,
  z
    .object({
      bank_name: z.string().trim().max(120).default(''),
      account_holder: z.string().trim().max(120).default(''),
      /** IBAN or account number; '' turns bank transfer off */
      account_number: z.string().trim().max(60).default(''),
      swift: z
        .string()
        .trim()
        .max(11)
        .regex(/^([A-Za-z0-9]{8}|[A-Za-z0-9]{11})?$/, 'a SWIFT/BIC of 8 or 11 letters and digits')
        .default(''),
      /** the buyer currencies it is offered for */
      currencies: z
        .array(
          z
            .string()
            .trim()
            .regex(/^[A-Za-z]{3}$/, 'a currency code'),
        )
        .max(50)
        .default([]),
    })
    .strict()
    .refine((b) => !b.account_number || (b.bank_name && b.account_holder), {
      message: 'bank and holder are required with an account',
      path: ['bank_name'],
    }),
);

/** POST /api/admin/settings: the whole form. */
export const siteSettingsBody = z.object({
  site_name: zSiteName,
  logo: zContentImage,
  /** the live chat of spec §1: the storefront loads its widget only when set */
  service_url: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || isHttpsUrl(v), 'an https URL')
    .default(''),
  contact_email: z.union([z.literal(''), z.string().trim().toLowerCase().max(120).email()]).default(''),
  contact_phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^(\+?[0-9][0-9 ()-]{4,28})?$/, 'a phone number')
    .default(''),
  bank_transfer: bankTransferSettings,
  /** issue 16: registration needs a phone verified by SMS code */
  require_phone_verification: zBool.default(false),
  /** issue 16: a forgotten password may be reset by a code texted to the account's verified phone */
  reset_by_phone: zBool.default(false),
});
export type SiteSettingsBody = z.output<typeof siteSettingsBody>;

export interface SiteSettings {
  site_name: Partial<Record<LangCode, string>>;
  logo: string;
  service_url: string;
  contact_email: string;
  contact_phone: string;
  bank_transfer: {
    bank_name: string;
    account_holder: string;
    account_number: string;
    swift: string;
    currencies: string[];
  };
  require_phone_verification: boolean;
  reset_by_phone: boolean;
}
