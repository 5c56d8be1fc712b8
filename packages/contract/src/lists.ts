// Wishlist and compare requests (/api/customer/wishlist/..., /api/customer/compare/...).
import { z } from 'zod';
import { zId, zIdList } from './common.ts';

/** Products compared side by side at most, on the device and in the account alike. */
export const MAX_COMPARE = 4;

export const wishlistBody = z.object({ product_id: zId });
/** One product, or ids "1,2" when the device's list is merged at sign-in. */
export const compareAddBody = z
  .object({ product_id: zId.optional(), ids: zIdList.optional() })
  .refine((v) => v.product_id || v.ids, { message: 'required', path: ['product_id'] });
/** Without product_id every product leaves the list. */
export const compareRemoveBody = z.object({ product_id: zId.optional() });
export const compareItemsQuery = z.object({
  ids: zIdList.refine((v) => v.length <= MAX_COMPARE, `at most ${MAX_COMPARE}`),
});
