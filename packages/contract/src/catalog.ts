// Request schemas of the catalogue and content API, shared by the server and the web forms.
import { z } from 'zod';
import { PRODUCT_SORTS } from './catalog-values.ts';
import { paging, zBool, zId, zMinor } from './common.ts';

export * from './catalog-values.ts';
export * from './common.ts';

/** brand_id=3 or brand_id=3,7 (form fields carry one string) */
const zIdList = z
  .union([z.array(zId), z.string().regex(/^\d+(,\d+)*$/, 'comma-separated ids')])
  .transform((v) => (Array.isArray(v) ? v : v.split(',').map(Number)))
  .pipe(z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(50));

const filterShape = {
  ...paging,
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  brand_id: zIdList.optional(),
  min_price: zMinor.optional(),
  max_price: zMinor.optional(),
};

const priceRangeOrdered = (v: { min_price?: number; max_price?: number }) =>
  v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price;
const priceRangeIssue = { message: 'min_price must not exceed max_price', path: ['max_price'] };

export const productFilters = z.object(filterShape).refine(priceRangeOrdered, priceRangeIssue);
export type ProductFilters = z.infer<typeof productFilters>;

export const categoryPageParams = z.object({
  a: z.union([zId, z.string().regex(/^[a-z0-9-]{1,64}$/, 'category id or slug')]),
  b: z.coerce.number().int().min(1).max(10_000),
});

export const shopPageParams = z.object({
  a: z.union([zId, z.string().regex(/^[a-z0-9-]{1,64}$/, 'shop id or slug')]),
  b: z.coerce.number().int().min(1).max(10_000),
});

export const productListQuery = z.object({ ...paging, category_id: zId.optional() });

export const productDetailQuery = z.object({ id: zId });
export const productReviewsQuery = z.object({ id: zId, ...paging });
/** How many products a home section or a top-categories block shows. */
export const sizeQuery = z.object({ size: z.coerce.number().int().min(1).max(50).default(10) });

export const searchParams = z.object({ keyword: z.string().trim().min(1).max(100) });
/** Search sorts by relevance unless the buyer picks another order. */
export const searchQuery = z
  .object({ ...filterShape, sort: z.enum([...PRODUCT_SORTS, 'relevance']).default('relevance') })
  .refine(priceRangeOrdered, priceRangeIssue);
export type SearchQuery = z.infer<typeof searchQuery>;

export const storeQuery = z.object({ type: z.enum(['advert', 'website_config']) });

export const brandListBody = z.object({ ...paging, page_size: paging.page_size, top: zBool.optional() });

export const categoryListBody = z.object({ parent_id: zId.optional() });

export const seriesQuery = z.object({ parent_id: zId.optional() });

export const blogListQuery = z.object({ ...paging, category_id: zId.optional() });
export const blogDetailQuery = z.object({ id: zId });
export const staticFileParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'a file name without folders'),
});
