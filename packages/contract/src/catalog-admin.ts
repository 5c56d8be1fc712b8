// The category tree and the brands in the admin area (issue 15, permission `catalog`). Names are
// given per language; English is required and the storefront falls back to it for the others.
import { z } from 'zod';
import { fromJsonText, zBool, zId } from './common.ts';
import { LANG_CODES, type LangCode } from './locales.ts';

export const CATALOG_NAME_MAX = 60;
/** The storefront's home shows at most this many top brands (get-all-brand with top=true). */
export const TOP_BRANDS_MAX = 10;
/** Upload paths of icons, banners and logos: what POST /api/customer/upload (purpose catalog) answered. */
const zImagePath = z
  .string()
  .trim()
  .max(200)
  .regex(/^(uploads\/catalog\/[A-Za-z0-9_-]+\.webp)?$/, 'an uploaded image');

const nameShape = Object.fromEntries(
  LANG_CODES.map((l) => [l, z.string().trim().max(CATALOG_NAME_MAX).optional()]),
) as Record<LangCode, z.ZodOptional<z.ZodString>>;

/** `{"en":"Cameras","es":"Cámaras"}` (JSON text in a form); an empty name falls back to English. */
export const zCatalogNames = z.preprocess(
  fromJsonText,
  z
    .object(nameShape)
    .strict()
    .refine((n) => !!n.en, { message: 'an English name', path: ['en'] }),
);
export type CatalogNames = Partial<Record<LangCode, string>>;

/** Where a category goes: 0 is the top level; position counts from 0 among its new siblings. */
const zParent = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const zPosition = z.coerce.number().int().min(0).max(10_000);

/** Creates (no id) or changes a category. A new one needs its English name; parent 0 is the top. */
export const categoryBody = z.object({
  id: zId.optional(),
  parent_id: zParent.optional(),
  position: zPosition.optional(),
  enabled: zBool.optional(),
  icon: zImagePath.optional(),
  banner: zImagePath.optional(),
  names: zCatalogNames.optional(),
});
export type CategoryBody = z.output<typeof categoryBody>;

export const categoryMoveBody = z.object({ parent_id: zParent, position: zPosition });
export type CategoryMoveBody = z.output<typeof categoryMoveBody>;

export interface AdminCategory {
  id: number;
  /** null at the top level */
  parent_id: number | null;
  slug: string;
  icon: string;
  banner: string;
  position: number;
  enabled: boolean;
  /** products filed directly under it, any status */
  product_count: number;
  /** the name in each language that has one (English always) */
  names: CatalogNames;
  children: AdminCategory[];
}

export const brandBody = z.object({
  id: zId.optional(),
  logo: zImagePath.optional(),
  is_top: zBool.optional(),
  enabled: zBool.optional(),
  position: zPosition.optional(),
  names: zCatalogNames.optional(),
});
export type BrandBody = z.output<typeof brandBody>;

export interface AdminBrand {
  id: number;
  slug: string;
  logo: string;
  is_top: boolean;
  enabled: boolean;
  position: number;
  product_count: number;
  names: CatalogNames;
}
