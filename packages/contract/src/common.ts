// Building blocks for request schemas. Form-encoded bodies and query strings carry text only, so
// numbers and flags are coerced; empty fields are dropped before validation (lib/route.ts).
import { z } from 'zod';
import { MAX_QUANTITY } from './limits.ts';
import { isIsoDate, isIsoDateTime } from './validators.ts';

export const zId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const zPage = z.coerce.number().int().min(1).max(10_000).default(1);
export const zPageSize = z.coerce.number().int().min(1).max(100).default(20);
/** Money in minor units (DESIGN §2): whole numbers only, never decimals. */
export const zMinor = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const zBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');

/** JSON text of a form field (items, delivery) as its value; other values as they are. */
export const fromJsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v; // left as text, the schema then names the field as invalid
  }
};

/** "1,2,3", ["1","2"], [1, 2], "[1,2]" or one id. */
export const zIdList = z.preprocess((v) => {
  if (typeof v === 'number') return [v];
  if (typeof v === 'string' && !v.trim().startsWith('[')) return v.split(',').filter((s) => s.trim() !== '');
  return fromJsonText(v);
}, z.array(zId).min(1).max(100));
export { MAX_QUANTITY };
export const zQuantity = z.coerce.number().int().min(1).max(MAX_QUANTITY);

/** Buy now and device carts: products and quantities; a product named twice counts once, summed. */
export const zItems = z.preprocess(
  fromJsonText,
  z
    .array(z.object({ product_id: zId, quantity: zQuantity, selected: zBool.optional() }))
    .min(1)
    .max(100)
    .transform((items) => {
      const merged = new Map<number, { product_id: number; quantity: number; selected?: boolean }>();
      for (const i of items) {
        const seen = merged.get(i.product_id);
        merged.set(i.product_id, seen ? { ...seen, quantity: Math.min(seen.quantity + i.quantity, MAX_QUANTITY) } : i);
      }
      return [...merged.values()];
    }),
);

/** Spec §9: text areas hold at most 140 characters. */
export const REMARK_MAX = 140;
export const zRemark = z.string().trim().max(REMARK_MAX);
/** Photos of a review or a refund request: upload paths, "a,b" or an array, at most six. */
export const zPhotoPaths = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.string().max(200)).max(6).default([]),
);

export const paging = { page: zPage, page_size: zPageSize };
/** A plain paged list: page and page_size. */
export const pagedQuery = z.object(paging);
/** One record by its id in the path (/brand/:id) or the query. */
export const idParams = z.object({ id: zId });

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** A calendar day YYYY-MM-DD (spec §5 date rule); 2024-02-30 is refused, not rolled over. */
export const zIsoDate = z.string().trim().max(10).refine(isIsoDate, 'a date YYYY-MM-DD');
/** A date, or date and time (ISO 8601, optional zone), that exists in the calendar. */
export const zDateTime = z.string().trim().max(35).refine(isIsoDateTime, 'a date and time (ISO 8601)');
