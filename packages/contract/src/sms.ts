// Phone verification by SMS (issue 16): a 6-digit code (spec §9: code length 6, resend after 60 s)
// to register with a verified phone, to reset a password by phone, or to verify the profile's phone.
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './account.ts';

export const SMS_CODE_LENGTH = 6;
export const SMS_RESEND_S = 60;
export const SMS_PURPOSES = ['register', 'reset', 'verify'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * A phone number in E.164 (+ and 8 to 15 digits), from what people type: spaces, dots, dashes and
 * brackets go, a leading 00 becomes +, and digits without + are taken as already international.
 * Null when it cannot be one.
 */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(/[\s.()-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : compact;
  return /^[1-9][0-9]{7,14}$/.test(digits) ? `+${digits}` : null;
}

export const zE164 = z
  .string()
  .max(40)
  .transform((v, ctx) => {
    const phone = normalizePhone(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'a phone number in international form, e.g. +34600000000' });
      return z.NEVER;
    }
    return phone;
  });
export const zSmsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'a 6-digit code');

export const smsSendBody = z.object({ phone: zE164, purpose: z.enum(SMS_PURPOSES) });
export type SmsSendBody = z.output<typeof smsSendBody>;
export const smsVerifyBody = z.object({ phone: zE164, code: zSmsCode });
export const resetByPhoneBody = z
  .object({
    phone: zE164,
    code: zSmsCode,
    password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
    confirm_password: z.string(),
  })
  .refine((v) => v.password === v.confirm_password, { message: 'passwords do not match', path: ['confirm_password'] });

/** The answer to a send: when a new code may be asked for, and how long this one lives. */
export interface SmsSent {
  sent: true;
  resend_after_s: number;
  valid_minutes: number;
}

/** The signed-in user's phone and whether it is the verified one. */
export interface PhoneStatus {
  phone: string;
  verified: boolean;
  verified_phone: string | null;
  phone_verified_at: string | null;
}
