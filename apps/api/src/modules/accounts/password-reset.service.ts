// Forgotten password: a 6-digit code by email (spec §9: code length 6, resend after 60 s), valid
// for 15 minutes and five tries, then a new password that signs out every session.
import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { one } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from './passwords.ts';
import { forgetFailures } from './throttle.ts';

export const RESEND_AFTER_S = 60;
const VALID_MINUTES = 15;
const MAX_ATTEMPTS = 5;

const hashCode = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** The mail's text in the caller's language where we have it; English otherwise. */
const TEXT: Record<string, (code: string) => { subject: string; text: string }> = {
  en: (c) => ({
    subject: `Your Polymart code: ${c}`,
    text: `Your code to reset your Polymart password is ${c}.\nIt is valid for ${VALID_MINUTES} minutes. If you did not ask for it, ignore this email.`,
  }),
  es: (c) => ({
    subject: `Tu código de Polymart: ${c}`,
    text: `Tu código para restablecer la contraseña de Polymart es ${c}.\nEs válido durante ${VALID_MINUTES} minutos. Si no lo has pedido, ignora este correo.`,
  }),
};

/**
 * Answers the same whether or not the email has an account (nothing tells a stranger who is
 * registered): mail goes out only for an account that is not banned and at most once a minute, after the answer,
 * so neither the answer nor its timing differs.
 */
export async function sendResetCode(ctx: Ctx, mailer: Mailer, email: string) {
  const answer = { sent: true, resend_after_s: RESEND_AFTER_S, valid_minutes: VALID_MINUTES };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // One statement picks the account, honours the resend wait and stores the code.
  const user = await one<{ user_id: number }>(
    ctx.db,
    sql`INSERT INTO password_resets (user_id, code_hash, sent_at, expires_at, attempts)
        SELECT u.id, '', now(), now() + make_interval(mins => ${VALID_MINUTES}), 0 FROM users u WHERE lower(u.email) = ${email} AND u.banned_at IS NULL
        ON CONFLICT (user_id) DO UPDATE SET sent_at = now(), expires_at = EXCLUDED.expires_at, attempts = 0
          WHERE password_resets.sent_at < now() - make_interval(secs => ${RESEND_AFTER_S})
        RETURNING user_id`,
  );
  if (!user) return answer;
  await ctx.db.execute(
    sql`UPDATE password_resets SET code_hash = ${hashCode(user.user_id, code)} WHERE user_id = ${user.user_id}`,
  );
  void mailer.send({ to: email, ...(TEXT[ctx.lang] ?? TEXT.en!)(code) }).catch(async (error: unknown) => {
    ctx.log.error({ err: error, user_id: user.user_id }, 'reset mail failed');
    await ctx.db.execute(sql`DELETE FROM password_resets WHERE user_id = ${user.user_id}`).catch(() => undefined);
  });
  return answer;
}

export async function resetPassword(ctx: Ctx, email: string, code: string, password: string) {
  // The outcome leaves the transaction as a value: a thrown refusal would roll back the count of
  // wrong tries along with everything else.
  const outcome = await ctx.db.transaction(async (tx) => {
    const reset = await one<{ user_id: number; code_hash: string; live: boolean; attempts: number; banned: boolean }>(
      tx,
      sql`SELECT r.user_id, r.code_hash, r.expires_at > now() AS live, r.attempts, u.banned_at IS NOT NULL AS banned
          FROM password_resets r
          JOIN users u ON u.id = r.user_id WHERE lower(u.email) = ${email} FOR UPDATE OF r`,
    );
    if (!reset?.live || reset.attempts >= MAX_ATTEMPTS) return 'refused';
    if (reset.code_hash !== hashCode(reset.user_id, code)) {
      await tx.execute(sql`UPDATE password_resets SET attempts = attempts + 1 WHERE user_id = ${reset.user_id}`);
      return 'refused';
    }
    // a ban drops pending codes; one sent just before the ban is refused here
    if (reset.banned) return 'banned';
    await tx.execute(sql`UPDATE users SET password_hash = ${await hashPassword(password)} WHERE id = ${reset.user_id}`);
    await forgetFailures(tx, reset.user_id);
    await tx.execute(sql`DELETE FROM password_resets WHERE user_id = ${reset.user_id}`);
    await tx.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${reset.user_id} AND revoked_at IS NULL`,
    );
    return 'reset';
  });
  if (outcome === 'banned') return fail('ACCOUNT_BANNED');
  if (outcome === 'refused') return fail('CAPTCHA_FAILED', 'the code is not right or has expired', { field: 'code' });
  return { reset: true };
}
