// Building blocks for request schemas. Form-encoded bodies and query strings carry text only, so
// numbers and flags are coerced; empty fields are dropped before validation (lib/route.ts).
import { z } from 'zod';
import { isIsoDate, isIsoDateTime } from './validators.ts';

export const zId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const zPage = z.coerce.number().int().min(1).max(10_000).default(1);
export const zPageSize = z.coerce.number().int().min(1).max(100).default(20);
/** Money in minor units (DESIGN §2): whole numbers only, never decimals. */
export const zMinor = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const zBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');

export const paging = { page: zPage, page_size: zPageSize };

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
