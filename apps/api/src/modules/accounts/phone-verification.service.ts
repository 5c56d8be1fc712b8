// Phone verification by SMS (issue 16). A 6-digit code (spec §9) goes to a number for one purpose:
// register (when the site setting require_phone_verification asks for a verified phone), reset (a
// password reset by phone, when reset_by_phone allows it) or verify (the signed-in user's profile).
// Codes are stored hashed, live 10 minutes and five wrong tries; a new one comes 60 s after the
// last at the earliest, at most 5 an hour per number and 20 an hour per client address. The sends
// are counted in the database, so every server process holds the same limits.
import { createHash, randomInt } from 'node:crypto';
import {
  normalizePhone,
  type PhoneStatus,
  type RegisterBody,
  SMS_RESEND_S,
  type SmsPurpose,
  type SmsSendBody,
  type SmsSent,
} from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import type { Ctx, OptionalCtx, UserCtx } from '../../lib/ctx.ts';
import { AppError, fail } from '../../lib/errors.ts';
import { maskPhone, type SmsSender } from '../../lib/sms.ts';
import { hashPassword } from './passwords.ts';
import { forgetFailures } from './throttle.ts';

export const VALID_MINUTES = 10;
export const MAX_ATTEMPTS = 5;
export const PER_NUMBER_HOUR = 5;
export const PER_ADDRESS_HOUR = 20;

const hashCode = (phone: string, purpose: SmsPurpose, code: string) =>
  createHash('sha256').update(`${phone}:${purpose}:${code}`).digest('hex');

/** The two site settings (website_config), read fresh: they decide who may do what. */
export async function smsSettings(db: Db) {
  const row = await one<{ require_phone: unknown; reset_by_phone: unknown }>(
    db,
    sql`SELECT (SELECT value FROM website_config WHERE key = 'require_phone_verification') AS require_phone,
               (SELECT value FROM website_config WHERE key = 'reset_by_phone') AS reset_by_phone`,
  );
  return { requirePhone: row?.require_phone === true, resetByPhone: row?.reset_by_phone === true };
}

/** The SMS text in the caller's language where we have it; English otherwise. */
const TEXT: Record<string, (code: string) => string> = {
  en: (c) => `Your Polymart code is ${c}. It is valid for ${VALID_MINUTES} minutes. Do not share it with anyone.`,
  es: (c) => `Tu código de Polymart es ${c}. Es válido durante ${VALID_MINUTES} minutos. No lo compartas con nadie.`,
  zh: (c) => `您的 Polymart 验证码是 ${c}，${VALID_MINUTES} 分钟内有效。请勿告诉他人。`,
};

async function refuseTaken(db: Db, phone: string, userId?: number) {
  const other = await one(db, sql`SELECT 1 FROM users WHERE verified_phone = ${phone} AND id <> ${userId ?? 0}`);
  if (other) fail('PHONE_TAKEN', undefined, { field: 'phone' });
}

type Reserved = { ok: true } | { ok: false; error: AppError };

/**
 * Counts this send against the resend wait and the hourly limits and stores the new code, all
 * under locks on the number and the address (two processes cannot both slip under a limit). The
 * 60 s wait is the live code's (per number and purpose: a code just used for registration does not
 * hold up a reset); the hourly limit per number counts every purpose.
 */
function reserve(ctx: Ctx, phone: string, purpose: SmsPurpose, userId: number | null, code: string) {
  return ctx.db.transaction(async (tx): Promise<Reserved> => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${phone}`})), pg_advisory_xact_lock(hashtext(${`sms-ip:${ctx.ip}`}))`,
    );
    const seen = await one<{
      wait_s: number;
      by_number: number;
      number_retry_s: number;
      by_address: number;
      address_retry_s: number;
    }>(
      tx,
      sql`SELECT
            coalesce((SELECT ceil(extract(epoch FROM sent_at + make_interval(secs => ${SMS_RESEND_S}) - now()))
                      FROM sms_codes WHERE phone = ${phone} AND purpose = ${purpose}), 0)::int AS wait_s,
            (SELECT count(*) FROM sms_sends WHERE phone = ${phone} AND sent_at > now() - interval '1 hour')::int AS by_number,
            coalesce((SELECT ceil(extract(epoch FROM min(sent_at) + interval '1 hour' - now()))
                      FROM sms_sends WHERE phone = ${phone} AND sent_at > now() - interval '1 hour'), 0)::int AS number_retry_s,
            (SELECT count(*) FROM sms_sends WHERE client = ${ctx.ip} AND sent_at > now() - interval '1 hour')::int AS by_address,
            coalesce((SELECT ceil(extract(epoch FROM min(sent_at) + interval '1 hour' - now()))
                      FROM sms_sends WHERE client = ${ctx.ip} AND sent_at > now() - interval '1 hour'), 0)::int AS address_retry_s`,
    );
    if (seen!.wait_s > 0) {
      return {
        ok: false,
        error: new AppError('SMS_RESEND_WAIT', `wait ${seen!.wait_s} s before asking for another code`, {
          resend_after_s: seen!.wait_s,
        }),
      };
    }
    const limited = (limit: 'number' | 'address', retry: number) => ({
      ok: false as const,
      error: new AppError(
        'RATE_LIMITED',
        `too many codes for this ${limit}; try again in ${retry} s`,
        { limit, retry_after_s: retry },
        429,
      ),
    });
    if (seen!.by_number >= PER_NUMBER_HOUR) return limited('number', seen!.number_retry_s);
    if (seen!.by_address >= PER_ADDRESS_HOUR) return limited('address', seen!.address_retry_s);
    // a day of history is all the limits read
    await tx.execute(
      sql`DELETE FROM sms_sends WHERE (phone = ${phone} OR client = ${ctx.ip}) AND sent_at < now() - interval '1 day'`,
    );
    await tx.execute(sql`INSERT INTO sms_sends (phone, client) VALUES (${phone}, ${ctx.ip})`);
    await tx.execute(
      sql`INSERT INTO sms_codes (phone, purpose, user_id, code_hash, sent_at, expires_at, attempts)
          VALUES (${phone}, ${purpose}, ${userId}, ${hashCode(phone, purpose, code)}, now(),
                  now() + make_interval(mins => ${VALID_MINUTES}), 0)
          ON CONFLICT (phone, purpose) DO UPDATE SET user_id = EXCLUDED.user_id, code_hash = EXCLUDED.code_hash,
            sent_at = now(), expires_at = EXCLUDED.expires_at, attempts = 0`,
    );
    return { ok: true };
  });
}

/** A send that did not happen: the code goes and so does the count, so the user may try again at once. */
async function forget(db: Db, client: string, phone: string, purpose: SmsPurpose, code: string) {
  await db.execute(
    sql`DELETE FROM sms_codes WHERE phone = ${phone} AND purpose = ${purpose} AND code_hash = ${hashCode(phone, purpose, code)}`,
  );
  await db.execute(
    sql`DELETE FROM sms_sends WHERE id = (SELECT max(id) FROM sms_sends WHERE phone = ${phone} AND client = ${client})`,
  );
}

export async function sendCode(ctx: OptionalCtx, sender: SmsSender, input: SmsSendBody): Promise<SmsSent> {
  const { phone, purpose } = input;
  const answer: SmsSent = { sent: true, resend_after_s: SMS_RESEND_S, valid_minutes: VALID_MINUTES };
  if (purpose === 'verify' && !ctx.user) return fail('NOT_LOGGED_IN');
  if (purpose === 'reset' && !(await smsSettings(ctx.db)).resetByPhone) {
    return fail('NO_PERMISSION', 'password reset by phone is turned off');
  }
  // a number verified on another account cannot be verified again (one account per number)
  if (purpose !== 'reset') await refuseTaken(ctx.db, phone, ctx.user?.id);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const reserved = await reserve(ctx, phone, purpose, purpose === 'verify' ? ctx.user!.id : null, code);
  if (!reserved.ok) throw reserved.error;
  const sms = { to: phone, body: (TEXT[ctx.lang] ?? TEXT.en!)(code) };
  if (purpose === 'reset') {
    // The answer must not tell whether the number has an account: the code is stored and counted
    // either way, and sent only to an account's verified number, after the answer (no timing).
    const owner = await one(ctx.db, sql`SELECT 1 FROM users WHERE verified_phone = ${phone} AND banned_at IS NULL`);
    if (owner) {
      void sender.send(sms).catch(async (error: unknown) => {
        ctx.log.warn({ phone: maskPhone(phone), reason: (error as Error).message }, 'reset sms failed');
        await forget(ctx.db, ctx.ip, phone, purpose, code).catch(() => undefined);
      });
    }
    return answer;
  }
  try {
    await sender.send(sms);
  } catch (error) {
    ctx.log.warn({ phone: maskPhone(phone), reason: (error as Error).message }, 'sms failed');
    await forget(ctx.db, ctx.ip, phone, purpose, code);
    return fail('SMS_FAILED', undefined, { field: 'phone' });
  }
  return answer;
}

type Checked = 'ok' | 'expired' | { wrong: number };

/** Checks (and on success uses up) the code inside the caller's transaction; wrong tries are counted. */
async function checkCode(
  tx: Db,
  phone: string,
  purpose: SmsPurpose,
  code: string,
  userId: number | null,
): Promise<Checked> {
  const row = await one<{ code_hash: string; live: boolean; attempts: number; user_id: number | null }>(
    tx,
    sql`SELECT code_hash, expires_at > now() AS live, attempts, user_id FROM sms_codes
        WHERE phone = ${phone} AND purpose = ${purpose} FOR UPDATE`,
  );
  // a verify code is its asker's: another user holding it gets what a stranger gets
  if (!row?.live || row.attempts >= MAX_ATTEMPTS || (purpose === 'verify' && Number(row.user_id) !== userId)) {
    return 'expired';
  }
  if (row.code_hash !== hashCode(phone, purpose, code)) {
    await tx.execute(sql`UPDATE sms_codes SET attempts = attempts + 1 WHERE phone = ${phone} AND purpose = ${purpose}`);
    return { wrong: MAX_ATTEMPTS - row.attempts - 1 };
  }
  await tx.execute(sql`DELETE FROM sms_codes WHERE phone = ${phone} AND purpose = ${purpose}`);
  return 'ok';
}

function refuse(checked: Exclude<Checked, 'ok'>, field: string): never {
  if (checked === 'expired' || checked.wrong <= 0) return fail('SMS_CODE_EXPIRED', undefined, { field });
  return fail('SMS_CODE_WRONG', `the verification code is not right; ${checked.wrong} tries left`, {
    field,
    attempts_left: checked.wrong,
  });
}

/**
 * Registration's phone: with a code, the number it verifies (E.164); without, null, unless the
 * site requires a verified phone (2000078). Called before the account is made.
 */
export async function registrationPhone(ctx: Ctx, input: RegisterBody): Promise<string | null> {
  const required = (await smsSettings(ctx.db)).requirePhone;
  if (!input.sms_code) return required ? fail('PHONE_NOT_VERIFIED', undefined, { field: 'sms_code' }) : null;
  const phone = normalizePhone(input.phone);
  if (!phone) {
    return fail('REGISTRATION_FORMAT', 'invalid parameter: phone: a phone number in international form', {
      field: 'phone',
    });
  }
  await refuseTaken(ctx.db, phone);
  const code = input.sms_code;
  const checked = await ctx.db.transaction((tx) => checkCode(tx, phone, 'register', code, null));
  if (checked !== 'ok') refuse(checked, 'sms_code');
  return phone;
}

/** The new account's verified number (a race for the same number leaves the later one unverified). */
export async function markPhoneVerified(db: Db, userId: number, phone: string) {
  await db.execute(
    sql`UPDATE users SET verified_phone = ${phone}, phone_verified_at = now()
        WHERE id = ${userId} AND NOT EXISTS (SELECT 1 FROM users WHERE verified_phone = ${phone})`,
  );
}

/** The signed-in user verifies a number with the code sent to it; it becomes their phone. */
export async function verifyPhone(ctx: UserCtx, input: { phone: string; code: string }): Promise<PhoneStatus> {
  const outcome = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${input.phone}`}))`);
    const other = await one(
      tx,
      sql`SELECT 1 FROM users WHERE verified_phone = ${input.phone} AND id <> ${ctx.user.id}`,
    );
    if (other) return 'taken' as const;
    const checked = await checkCode(tx, input.phone, 'verify', input.code, ctx.user.id);
    if (checked !== 'ok') return checked;
    await tx.execute(
      sql`UPDATE users SET phone = ${input.phone}, verified_phone = ${input.phone}, phone_verified_at = now()
          WHERE id = ${ctx.user.id}`,
    );
    return checked;
  });
  if (outcome === 'taken') return fail('PHONE_TAKEN', undefined, { field: 'phone' });
  if (outcome !== 'ok') refuse(outcome, 'code');
  return phoneStatus(ctx);
}

export async function phoneStatus(ctx: UserCtx): Promise<PhoneStatus> {
  const row = await one<{ phone: string; verified_phone: string | null; phone_verified_at: string | null }>(
    ctx.db,
    sql`SELECT phone, verified_phone, phone_verified_at FROM users WHERE id = ${ctx.user.id}`,
  );
  // verified while the profile's phone is still the number that was verified
  const verified = row!.verified_phone !== null && normalizePhone(row!.phone) === row!.verified_phone;
  return { ...row!, verified, phone_verified_at: verified ? row!.phone_verified_at : null };
}

/** A new password with the code sent to the account's verified number; every session ends. */
export async function resetByPhone(ctx: Ctx, input: { phone: string; code: string; password: string }) {
  if (!(await smsSettings(ctx.db)).resetByPhone) return fail('NO_PERMISSION', 'password reset by phone is turned off');
  const outcome = await ctx.db.transaction(async (tx) => {
    const user = await one<{ id: number; banned: boolean }>(
      tx,
      sql`SELECT id, banned_at IS NOT NULL AS banned FROM users WHERE verified_phone = ${input.phone}`,
    );
    const checked = await checkCode(tx, input.phone, 'reset', input.code, null);
    // a number without an account was never sent its code: nothing to tell apart from a wrong one
    if (checked !== 'ok') return checked;
    if (!user) return 'expired' as const;
    if (user.banned) return 'banned' as const;
    await tx.execute(sql`UPDATE users SET password_hash = ${await hashPassword(input.password)} WHERE id = ${user.id}`);
    await forgetFailures(tx, user.id);
    await tx.execute(sql`DELETE FROM password_resets WHERE user_id = ${user.id}`);
    await tx.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${user.id} AND revoked_at IS NULL`);
    return 'ok' as const;
  });
  if (outcome === 'banned') return fail('ACCOUNT_BANNED');
  if (outcome !== 'ok') refuse(outcome, 'code');
  return { reset: true };
}
