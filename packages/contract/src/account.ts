// Request schemas of accounts: registration, login, profile, addresses, notices (spec §3, §5).
import { z } from 'zod';
import { paging, zBool, zId } from './common.ts';
import { isEmail } from './validators.ts';

/** At least 8 characters, up to 128, no composition rules (NIST SP 800-63B). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const zEmail = z
  .string()
  .trim()
  .max(254)
  .refine(isEmail, 'not an email address')
  .transform((v) => v.toLowerCase());
const zPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const zPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, 'not a phone number');
const zName = z.string().trim().min(1).max(80);
/** A stored upload's path as /api/upload answers it. */
export const zUploadPath = z
  .string()
  .regex(/^uploads\/[a-z0-9-]+\/[A-Za-z0-9_-]+\.(webp|pdf)$/, 'an uploaded file path');

export const registerBody = z
  .object({
    name: zName,
    phone: zPhone,
    email: zEmail,
    password: zPassword,
    confirm_password: z.string(),
    photo: zUploadPath.optional(),
    invitation_code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{6,16}$/i, 'an invitation code')
      .transform((v) => v.toUpperCase())
      .optional(),
    agree: zBool.refine((v) => v, 'the terms must be accepted'),
    /** The SMS code sent to `phone` (purpose register); needed when the site requires a verified phone. */
    sms_code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'a 6-digit code')
      .optional(),
  })
  .refine((v) => v.password === v.confirm_password, { message: 'passwords do not match', path: ['confirm_password'] });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({ email: zEmail, password: z.string().min(1).max(PASSWORD_MAX) });
/** TikTok sign-in: without data, where to send the browser; with data (the callback's query), sign in. */
export const tiktokLoginQuery = z.object({ data: z.string().max(2000).optional() });
/** The one-time code of a seller link (spec §9 ptoken). */
export const sellerExchangeBody = z.object({
  ptoken: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'a seller link code'),
});

export const updateUserBody = z
  .object({
    name: zName.optional(),
    phone: zPhone.optional(),
    photo: zUploadPath.optional(),
    address: z.string().trim().max(300).optional(),
    bank_name: z.string().trim().max(120).optional(),
    account_name: z.string().trim().max(120).optional(),
    account_number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{4,40}$/, 'an account number')
      .optional(),
    routing_number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{4,20}$/, 'a routing number')
      .optional(),
    /** JSON object of currency code to wallet address, e.g. {"USDT":"T9y..."} */
    wallet_addresses: z
      .union([z.string(), z.record(z.string(), z.string())])
      .transform((v, ctx) => {
        if (typeof v !== 'string') return v;
        try {
          return JSON.parse(v) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'not JSON' });
          return z.NEVER;
        }
      })
      .pipe(
        z.record(
          z.string().regex(/^[A-Z0-9]{2,10}$/),
          z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9:_-]{0,128}$/),
        ),
      )
      .optional(),
    current_password: z.string().max(PASSWORD_MAX).optional(),
    password: zPassword.optional(),
    confirm_password: z.string().optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.confirm_password, {
    message: 'passwords do not match',
    path: ['confirm_password'],
  })
  .refine((v) => v.password === undefined || (v.current_password ?? '') !== '', {
    message: 'the current password is needed to set a new one',
    path: ['current_password'],
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const addressBody = z.object({
  address_id: zId.optional(),
  name: zName,
  street: z.string().trim().min(1).max(200),
  postal_code: z.string().trim().max(20).default(''),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().max(100).default(''),
  country: z.string().trim().min(2).max(100),
  phone: zPhone,
  email: z.union([zEmail, z.literal('')]).default(''),
  is_default: zBool.default(false),
});
export type AddressBody = z.infer<typeof addressBody>;

/** An address of the address book (spec §3). Orders keep a copy without id and default flag. */
export interface Address {
  id: number;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  state: string;
  country: string;
  phone: string;
  email: string;
  is_default: boolean;
}

export const addressIdBody = z.object({ address_id: zId });
/** Without address_id: the default address; with it: make that one the default. */
export const defaultAddressBody = z.object({ address_id: zId.optional() });

/** Spec §4's types, and ours: 600 a refund request, 700 a bank transfer at checkout. */
/** 900/1000 a shop suspended/reinstated, 1100/1200 a product hidden/restored by the marketplace. */
/** 1300/1400 an affiliate earning credited/reversed, 1500/1600 a ticket answered by support/the
 * customer, 1700 a new message, 1800/1900 a flash-deal enrolment approved/rejected (migration 0026). */
/** 2000 an order placed, 2100 shipped, 2200 cancelled, 2300 money refunded (migration 0032). */
export const NOTICE_TYPES = [
  100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 1800, 1900, 2000, 2100,
  2200, 2300,
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/** Types 100–700 tell how a request went (its status word); the later ones tell of an event. */
export const noticeHasOutcome = (type: NoticeType) => type <= 700;
/** A notice to the user (spec §4): what it is about, how it went (0 submitted, 1 approved, -1 rejected). */
export interface Notice {
  id: number;
  type: NoticeType;
  status: -1 | 0 | 1;
  /** The request, order or refund it is about. */
  ref_id: number | null;
  message: string;
  read: boolean;
  created_at: string;
}
export const noticeListQuery = z.object({
  ...paging,
  type: z.coerce
    .number()
    .int()
    .refine((v) => (NOTICE_TYPES as readonly number[]).includes(v), 'a notice type')
    .optional(),
  unread: zBool.optional(),
});
export const noticeReadQuery = z.object({ id: zId });
/** Marking every unread notice read: all of them, or those of one type. */
export const noticeReadAllBody = z.object({
  type: noticeListQuery.shape.type,
});

export const forgotPasswordBody = z.object({ email: zEmail });
export const resetPasswordBody = z
  .object({
    email: zEmail,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'a 6-digit code'),
    password: zPassword,
    confirm_password: z.string(),
  })
  .refine((v) => v.password === v.confirm_password, { message: 'passwords do not match', path: ['confirm_password'] });

export const ROLES = ['customer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user's own record (spec §3 user): `user` of a sign-in, and the base of get_userinfo. */
export interface Profile {
  id: number;
  email: string;
  name: string;
  /** The spec's name for `name` in the account screens. */
  firstname: string;
  phone: string;
  /** Upload path of the photo, or ''. */
  avatar: string;
  role: Role;
  invitation_code: string;
  address: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  routing_number: string;
  /** Currency code to wallet address, for withdrawals to a wallet. */
  wallet_addresses: Record<string, string>;
}

interface Count {
  count: number;
}

/** get_userinfo (and update_user): the profile, the seller area's one-time link, the dashboard's counts. */
export interface UserInfo extends Profile {
  /** A seller's link into the seller area, valid for a minute; '' for everyone else. */
  seller_url: string;
  card: Count;
  product: Count;
  notice: Count;
  wishlist: Count;
  order: Count;
  /** Shops' messages the user has not read (issue 16). */
  message_unread_count: number;
}

/** What registration, login and TikTok sign-in answer. */
export interface SessionAnswer {
  'access-token': string;
  user: Profile;
  seller_url: string;
  card: Count;
  message_unread_count: number;
}
