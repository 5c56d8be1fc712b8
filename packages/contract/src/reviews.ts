// Review requests: the buyer's review of a bought product, the seller's reply, an operator hiding one.
import { z } from 'zod';
import { zBool, zId, zPhotoPaths } from './common.ts';

export const reviewBody = z.object({
  order_id: zId,
  product_id: zId,
  rating: z.coerce.number().int().min(1).max(5),
  remark: z.string().trim().max(140).default(''),
  photos: zPhotoPaths,
});
export type ReviewBody = z.output<typeof reviewBody>;
export const reviewReplyBody = z.object({ id: zId, reply: z.string().trim().min(1).max(500) });
export const reviewHideBody = z.object({ id: zId, hidden: zBool.default(true) });
