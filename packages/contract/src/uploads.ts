// Uploads (spec §7 POST /upload): what a file is for, and what the server answers. The file itself
// is a multipart part the server reads as a Buffer, so its schema lives in the API's route.
import { z } from 'zod';

// review photos show on product pages; refund photos are for the buyer, operators and the seller
// only; kyc (a seller applicant's ID images) for the applicant and operators only
// shop: a shop's logo and banner, public; catalog: category icons and banners, brand logos (staff only)
export const UPLOAD_PURPOSES = [
  'avatar',
  'product',
  'proof',
  'document',
  'review',
  'refund',
  'kyc',
  'shop',
  'catalog',
  // issue 16: a support ticket's attachments (the customer and support staff) and a conversation's
  // images (its two sides), both private
  'ticket',
  'message',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The fields of an upload besides the file. */
export const uploadFields = { purpose: z.enum(UPLOAD_PURPOSES).default('avatar') };

/** A private upload (payment proof, document, refund photo) opened by its path. */
export const privateFileQuery = z.object({
  path: z
    .string()
    .regex(
      /^uploads\/(proof|document|refund|kyc|ticket|message)\/[A-Za-z0-9_-]+\.(webp|pdf)$/,
      'a private upload path',
    ),
});

export interface Uploaded {
  /** Where the file is kept: the value forms send back (photo, proof, photos). */
  path: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
}
