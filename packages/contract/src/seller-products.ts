// A seller's products (spec §1: texts per language as name_{lang}, short_description_{lang},
// description_{lang}, English required and the others falling back to it). A new product waits for
// an operator (notice 200); edits to a product on sale are staged as a revision while the live
// version keeps selling.
import { z } from 'zod';
import { paging, zId, zMinor } from './common.ts';
import { LANG_CODES, type LangCode } from './locales.ts';

export const PRODUCT_STATES = ['pending', 'active', 'rejected', 'inactive'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];
export const MAX_PRODUCT_IMAGES = 12;

/** Product photos as uploaded (purpose product); the first is the cover. */
const zProductImages = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z
    .array(z.string().regex(/^uploads\/product\/[A-Za-z0-9_-]+\.webp$/, 'an uploaded product photo'))
    .min(1, 'at least one photo')
    .max(MAX_PRODUCT_IMAGES),
);

const optionalText = (max: number) => z.string().trim().max(max).optional();
const texts: Record<string, z.ZodType> = {};
for (const lang of LANG_CODES) {
  texts[`name_${lang}`] = lang === 'en' ? z.string().trim().min(2).max(200) : optionalText(200);
  texts[`short_description_${lang}`] = optionalText(300);
  texts[`description_${lang}`] = optionalText(5000);
}

export const productBody = z.object({
  category_id: zId,
  brand_id: zId.optional(),
  sku: z.string().trim().max(64).default(''),
  price: zMinor.refine((v) => v > 0 && v <= 10_000_000_000, 'more than zero, at most 100,000,000.00'),
  /** basis points: 2100 = 21% */
  tax_rate: z.coerce.number().int().min(0).max(10_000).default(0),
  images: zProductImages,
  ...texts,
});
export type ProductBody = z.output<typeof productBody>;

export interface ProductTexts {
  name: string;
  short_description: string;
  description: string;
}

/** The texts of a body per language, English always, others only where a name or text was given. */
export function productTexts(body: Record<string, unknown>): Partial<Record<LangCode, ProductTexts>> {
  const out: Partial<Record<LangCode, ProductTexts>> = {};
  for (const lang of LANG_CODES) {
    const name = body[`name_${lang}`] as string | undefined;
    const short = body[`short_description_${lang}`] as string | undefined;
    const description = body[`description_${lang}`] as string | undefined;
    if (lang !== 'en' && !name && !short && !description) continue;
    out[lang] = {
      name: name || (body.name_en as string),
      short_description: short ?? '',
      description: description ?? '',
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
  created_at: string;
  updated_at: string;
}
