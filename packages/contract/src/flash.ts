// Flash-deal campaigns (issue 16): operators run campaigns (permission `promotions`), sellers enrol
// their products with a deal price and a quantity, operators decide each enrolment in the inbox
// (type 700). A product with variants enrols each variant (each is a product with its own price).
import { z } from 'zod';
import { fromJsonText, paging, zBool, zDateTime, zId, zMinor } from './common.ts';
import { LANG_CODES, type LangCode } from './locales.ts';

export const FLASH_TITLE_MAX = 80;
/** Most units one enrolment may offer at its deal price. */
export const FLASH_QUANTITY_MAX = 100_000;
export const ENROLMENT_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
/** upcoming: not started; running: now between start and end; ended: past its end. */
export type CampaignPhase = 'upcoming' | 'running' | 'ended';

const zBanner = z
  .string()
  .trim()
  .max(200)
  .regex(/^(uploads\/catalog\/[A-Za-z0-9_-]+\.webp)?$/, 'an uploaded image');

const titleShape = Object.fromEntries(
  LANG_CODES.map((l) => [l, z.string().trim().max(FLASH_TITLE_MAX).optional()]),
) as Record<LangCode, z.ZodOptional<z.ZodString>>;

/** `{"en":"Summer sale","es":"Rebajas"}`; an empty title falls back to English, which is required. */
export const zCampaignTitles = z.preprocess(
  fromJsonText,
  z
    .object(titleShape)
    .strict()
    .refine((n) => !!n.en, { message: 'an English title', path: ['en'] }),
);

/** Creates a campaign (no id) or changes one (every field optional but the id). */
export const campaignBody = z.object({
  id: zId.optional(),
  titles: zCampaignTitles.optional(),
  starts_at: zDateTime.optional(),
  ends_at: zDateTime.optional(),
  banner: zBanner.optional(),
  enabled: zBool.optional(),
});
export type CampaignBody = z.output<typeof campaignBody>;

export const campaignListQuery = z.object({ ...paging, phase: z.enum(['upcoming', 'running', 'ended']).optional() });
export const campaignIdParams = z.object({ campaign_id: zId });

export interface Campaign {
  id: number;
  slug: string;
  /** in the caller's language, else English */
  title: string;
  titles: Partial<Record<LangCode, string>>;
  banner: string;
  starts_at: string;
  ends_at: string;
  enabled: boolean;
  phase: CampaignPhase;
  /** enrolments per state */
  approved: number;
  pending: number;
  /** units sold at deal prices */
  sold: number;
}

/** A seller's enrolment of one product of their shop. */
export const enrolmentBody = z.object({
  campaign_id: zId,
  product_id: zId,
  deal_price: zMinor.refine((v) => v > 0, 'more than zero'),
  quantity: z.coerce.number().int().min(1).max(FLASH_QUANTITY_MAX),
});
export type EnrolmentBody = z.output<typeof enrolmentBody>;
export const enrolmentListQuery = z.object({ ...paging, campaign_id: zId.optional() });
export const enrolmentIdParams = z.object({ enrolment_id: zId });

export interface Enrolment {
  id: number;
  campaign_id: number;
  campaign_title: string;
  starts_at: string;
  ends_at: string;
  product_id: number;
  product_name: string;
  thumb: string;
  shop_id: number;
  /** the product's list price now */
  price: number;
  deal_price: number;
  quantity: number;
  /** units sold at the deal price (approved enrolments) */
  sold: number;
  status: EnrolmentStatus;
  decision_remark: string;
  created_at: string;
  decided_at: string | null;
}

/** Campaigns a seller may enrol in: enabled and not ended. */
export interface OpenCampaign {
  id: number;
  title: string;
  banner: string;
  starts_at: string;
  ends_at: string;
  phase: CampaignPhase;
}
