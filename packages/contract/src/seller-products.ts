// A seller's products (spec §1: texts per language as name_{lang}, short_description_{lang},
// description_{lang}, English required and the others falling back to it). A new product waits for
// an operator (notice 200); edits to a product on sale are staged as a revision while the live
// version keeps selling.
// Variants are grouped siblings (migration 0011): a product may join the group of another of the
// seller's products (`variant_of`) with a short label per language (`variant_label_{lang}`); each
// sibling keeps its own price, stock, photos and approval.
import { z } from 'zod';
import { fromJsonText, paging, zId, zMinor } from './common.ts';
import { LANG_CODES, type LangCode } from './locales.ts';

export const PRODUCT_STATES = ['pending', 'active', 'rejected', 'inactive'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];
export const MAX_PRODUCT_IMAGES = 12;
export const MAX_VARIANT_LABEL = 40;
/** Variant axes (migration 0034): at most three per group (colour, size, kit), names short. */
export const MAX_VARIANT_AXES = 3;
export const MAX_AXIS_NAME = 30;

/** A text per language, English required (the key the storefront groups siblings by). */
const zOptionText = (max: number) => {
  const others: Record<string, z.ZodOptional<z.ZodString>> = {};
  for (const l of LANG_CODES) if (l !== 'en') others[l] = z.string().trim().max(max).optional();
  return z.object({ en: z.string().trim().min(1).max(max), ...others }).strict() as z.ZodType<
    { en: string } & Partial<Record<LangCode, string>>
  >;
};

/**
 * The product's combination on its group's axes, e.g. [{ axis: { en: 'Colour', de: 'Farbe' },
 * value: { en: 'Black', de: 'Schwarz' } }]: JSON, or JSON text in a form-encoded body. Axis names
 * are distinct (in English, ignoring case).
 */
export const zVariantOptions = z.preprocess(
  fromJsonText,
  z
    .array(z.object({ axis: zOptionText(MAX_AXIS_NAME), value: zOptionText(MAX_VARIANT_LABEL) }).strict())
    .max(MAX_VARIANT_AXES)
    .refine((list) => new Set(list.map((o) => o.axis.en.toLowerCase())).size === list.length, 'each axis named once'),
);
export type VariantOption = { axis: Partial<Record<LangCode, string>>; value: Partial<Record<LangCode, string>> };

/**
 * Product photos as uploaded (purpose product); the first is the cover. An edit may also keep the
 * photos the product has, the demo catalogue's (`products/<name>.webp`) included.
 */
const zProductImages = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z
    .array(
      z.string().regex(/^(uploads\/product\/[A-Za-z0-9_-]+|products\/[a-z0-9-]+)\.webp$/, 'an uploaded product photo'),
    )
    .min(1, 'at least one photo')
    .max(MAX_PRODUCT_IMAGES),
);

const optionalText = (max: number) => z.string().trim().max(max).optional();
const texts: Record<string, z.ZodType> = {};
for (const lang of LANG_CODES) {
  texts[`name_${lang}`] = lang === 'en' ? z.string().trim().min(2).max(200) : optionalText(200);
  texts[`short_description_${lang}`] = optionalText(300);
  texts[`description_${lang}`] = optionalText(5000);
  texts[`variant_label_${lang}`] = optionalText(MAX_VARIANT_LABEL);
}

export const productBody = z
  .object({
    category_id: zId,
    brand_id: zId.optional(),
    sku: z.string().trim().max(64).default(''),
    price: zMinor.refine((v) => v > 0 && v <= 10_000_000_000, 'more than zero, at most 100,000,000.00'),
    /** basis points: 2100 = 21% */
    tax_rate: z.coerce.number().int().min(0).max(10_000).default(0),
    images: zProductImages,
    /** another of the seller's products: this one joins its variant group (empty: in no group) */
    variant_of: zId.optional(),
    /**
     * its place on the group's axes ([]: none, the label alone tells the siblings apart; left out:
     * kept as they are, so a form that does not show them cannot erase them)
     */
    variant_options: zVariantOptions.optional(),
    ...texts,
  })
  .superRefine((body, issues) => {
    // a sibling is chosen by its label, so a product in a group needs one (English, like the name)
    if (body.variant_of && !(body as Record<string, unknown>).variant_label_en) {
      issues.addIssue({ code: 'custom', path: ['variant_label_en'], message: 'a variant label in English' });
    }
  });
export type ProductBody = z.output<typeof productBody> & {
  variant_of?: number;
  variant_options?: VariantOption[];
} & Partial<Record<`${'name' | 'short_description' | 'description' | 'variant_label'}_${LangCode}`, string>>;

export interface ProductTexts {
  name: string;
  short_description: string;
  description: string;
  variant_label: string;
  /** [axis, value] pairs in the group's axis order, in this language */
  variant_options: [string, string][];
}

/** The texts of a body per language, English always, others only where a name or text was given. */
export function productTexts(body: Record<string, unknown>): Partial<Record<LangCode, ProductTexts>> {
  const out: Partial<Record<LangCode, ProductTexts>> = {};
  for (const lang of LANG_CODES) {
    const name = body[`name_${lang}`] as string | undefined;
    const short = body[`short_description_${lang}`] as string | undefined;
    const description = body[`description_${lang}`] as string | undefined;
    const label = body[`variant_label_${lang}`] as string | undefined;
    const options = (body.variant_options ?? []) as VariantOption[];
    const translated = options.some((o) => o.axis[lang] || o.value[lang]);
    if (lang !== 'en' && !name && !short && !description && !label && !translated) continue;
    out[lang] = {
      name: name || (body.name_en as string),
      short_description: short ?? '',
      description: description ?? '',
      variant_label: label ?? '',
      // a language gets pairs only where it translates one; the storefront falls back to English
      variant_options:
        lang === 'en' || translated
          ? options.map((o) => [o.axis[lang] || o.axis.en!, o.value[lang] || o.value.en!] as [string, string])
          : [],
    };
  }
  return out;
}

export const sellerProductsQuery = z.object({
  ...paging,
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(PRODUCT_STATES).optional(),
  /** products with at most this many units */
  low_stock: z.coerce.number().int().min(0).max(100_000).optional(),
});
export const productIdParams = z.object({ id: zId });

export interface SellerProduct {
  id: number;
  shop_id: number;
  status: ProductState;
  name: string;
  price: number;
  tax_rate: number;
  stock: number;
  sales: number;
  image_key: string | null;
  decision_remark: string;
  /** a staged edit waiting for an operator */
  revision_pending: boolean;
  /** an operator hid the product from the storefront (issue 15): since when and why */
  hidden_at: string | null;
  hidden_reason: string;
  /** the shop is suspended: none of its products is on the storefront */
  shop_suspended: boolean;
  created_at: string;
  updated_at: string;
}

/** The product's place in its variant group as the seller sees it. */
export interface SellerVariantSibling {
  id: number;
  name: string;
  /** the English label ('' when none) */
  variant_label: string;
  status: ProductState;
}

export interface SellerProductDetail extends SellerProduct {
  category_id: number;
  brand_id: number | null;
  sku: string;
  /** upload keys without the extension: the photo files are <key>-200/-400/-800.webp */
  images: string[];
  texts: Partial<Record<LangCode, ProductTexts>>;
  /** a sibling in its variant group (null: in no group) */
  variant_of: number | null;
  /** the other products of its variant group, any state */
  variants: SellerVariantSibling[];
  /** its place on the group's axes, as the body sends it */
  variant_options: VariantOption[];
  /** a staged edit waiting for an operator: the body as sent */
  revision: { id: number; data: Record<string, unknown>; created_at: string } | null;
}

/** A choice among a product's variants on the storefront's product page. */
export interface ProductVariantChoice {
  id: number;
  /** the label in the buyer's language, else English, else the product's name */
  label: string;
  price: number;
  deal_price: number | null;
  stock: number;
  /** the cover photo, 200 px ('' when none) */
  thumb: string;
  sku: string;
  /**
   * Its value on each of the group's axes, in the current product's axis order and the buyer's
   * language (empty when the group has no axes). One value is written the same on every choice.
   */
  options: { axis: string; value: string }[];
  /** the product asked for */
  current: boolean;
}
