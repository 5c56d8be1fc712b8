// A seller's shop settings (GET/POST /api/seller/shop): identity (logo, banner), texts per language
// as description_{lang} and return_policy_{lang} (English required for the description, the other
// languages falling back to English, as products' name_{lang} do), contacts, the shop's delivery
// methods and fees, and a vacation. POST sends the whole form: a text or a vacation left out is
// cleared; a logo, banner or delivery list left out stays as it is.
import { z } from 'zod';
import { zEmail, zPhone } from './account.ts';
import { fromJsonText, zBool, zIsoDate, zMinor } from './common.ts';
import { LANG_CODES, type LangCode } from './locales.ts';

export const SHOP_DESCRIPTION_MAX = 2000;
export const RETURN_POLICY_MAX = 4000;
export const VACATION_NOTE_MAX = 300;
/** A vacation is planned at most this far ahead and lasts at most this long (days). */
export const VACATION_MAX_DAYS = 180;
export const DELIVERY_DAYS_MAX = 90;
/** A delivery fee or free-from threshold, base minor units: at most 10,000.00. */
export const DELIVERY_FEE_MAX = 1_000_000;

/** A public shop image: a new upload (purpose shop) or the image the shop has now. */
const zShopImage = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9/_-]+\.webp$/, 'an uploaded shop image');

const texts: Record<string, z.ZodType> = {};
for (const lang of LANG_CODES) {
  texts[`description_${lang}`] =
    lang === 'en'
      ? z.string().trim().min(10).max(SHOP_DESCRIPTION_MAX)
      : z.string().trim().max(SHOP_DESCRIPTION_MAX).optional();
  texts[`return_policy_${lang}`] = z.string().trim().max(RETURN_POLICY_MAX).optional();
}

export const shopDeliveryInput = z
  .object({
    code: z.string().regex(/^[a-z0-9_]{1,32}$/),
    enabled: zBool.default(true),
    fee: zMinor.max(DELIVERY_FEE_MAX),
    /** the fee is waived from this subtotal on; null or absent: never */
    free_from: zMinor
      .max(DELIVERY_FEE_MAX * 100)
      .nullable()
      .optional(),
    min_days: z.coerce.number().int().min(0).max(DELIVERY_DAYS_MAX),
    max_days: z.coerce.number().int().min(0).max(DELIVERY_DAYS_MAX),
  })
  .strict()
  .refine((m) => m.max_days >= m.min_days, { message: 'max_days below min_days', path: ['max_days'] });

const zDeliveryList = z
  .array(shopDeliveryInput)
  .min(1)
  .max(10)
  .refine((l) => new Set(l.map((m) => m.code)).size === l.length, 'a method named twice')
  .refine((l) => l.some((m) => m.enabled), 'at least one method enabled');

/**
 * The list as JSON text (form bodies) or an array. Its problems are said on `delivery` itself, the
 * row and field in the message: the server's codes look the value up by the issue's path, which a
 * JSON text does not have.
 */
function deliveryList(value: unknown, ctx: z.RefinementCtx): z.output<typeof zDeliveryList> {
  const parsed = zDeliveryList.safeParse(fromJsonText(value));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  ctx.addIssue({ code: 'custom', message: `${issue.path.join('.') || 'list'}: ${issue.message}` });
  return z.NEVER;
}

export const shopSettingsBody = z
  .object({
    logo: zShopImage.optional(),
    banner: zShopImage.optional(),
    contact_person: z.string().trim().min(2).max(80),
    phone: zPhone,
    email: zEmail,
    address: z.string().trim().min(5).max(300),
    /** the platform's methods with this shop's fee; at least one enabled; absent: unchanged */
    delivery: z
      .union([z.string().max(5000), z.array(z.unknown())])
      .transform(deliveryList)
      .optional(),
    vacation_from: zIsoDate.optional(),
    vacation_to: zIsoDate.optional(),
    vacation_note: z.string().trim().max(VACATION_NOTE_MAX).optional(),
    ...texts,
  })
  .superRefine((b, ctx) => {
    const from = b.vacation_from;
    const to = b.vacation_to;
    if (from && !to) ctx.addIssue({ code: 'custom', path: ['vacation_to'], message: 'the last day away is missing' });
    if (to && !from)
      ctx.addIssue({ code: 'custom', path: ['vacation_from'], message: 'the first day away is missing' });
    if (from && to && to < from)
      ctx.addIssue({ code: 'custom', path: ['vacation_to'], message: 'before the first day' });
    const record = b as Record<string, unknown>;
    const otherPolicy = LANG_CODES.some((l) => l !== 'en' && record[`return_policy_${l}`]);
    if (otherPolicy && !record.return_policy_en) {
      ctx.addIssue({
        code: 'custom',
        path: ['return_policy_en'],
        message: 'English first: the others fall back to it',
      });
    }
  });
export type ShopSettingsBody = z.output<typeof shopSettingsBody>;
export type ShopDeliveryInput = z.output<typeof shopDeliveryInput>;

/** A shop's vacation as buyers see it: upcoming or under way (an ended one is not shown). */
export interface ShopVacation {
  from: string;
  /** the last day away: orders ship after it */
  to: string;
  note: string;
  /** today (UTC) is within from..to */
  active: boolean;
}

export interface ShopDeliveryMethod {
  code: string;
  enabled: boolean;
  /** base minor units */
  fee: number;
  free_from: number | null;
  min_days: number;
  max_days: number;
  /** false: the platform's default, not yet set by the shop */
  own: boolean;
}

/** GET/POST /api/seller/shop. */
export interface ShopSettings {
  id: number;
  slug: string;
  name: string;
  status: string;
  logo: string;
  banner: string;
  contact_person: string;
  phone: string;
  email: string;
  address: string;
  /** the texts given, per language (English always present) */
  texts: Partial<Record<LangCode, { description: string; return_policy: string }>>;
  delivery: ShopDeliveryMethod[];
  vacation_from: string | null;
  vacation_to: string | null;
  vacation_note: string;
}
