// Registration, login, logout, user info and profile (spec §3, §4, §7).
import { randomBytes } from 'node:crypto';
import type { Profile, RegisterBody, SessionAnswer, UpdateUserBody, UserInfo } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { Ctx, UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { recordReferral } from '../affiliate/affiliate.service.ts';
import { isUpload } from '../uploads/uploads.service.ts';
import { invitationCode } from './invitation-code.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { markPhoneVerified, registrationPhone } from './phone-verification.service.ts';
import { sellerUrl } from './seller-link.ts';
import { createSession, refuseBanned, revokeOtherSessions, revokeSession } from './sessions.service.ts';
import { clearFailures, recordFailure, refuseWhileThrottled } from './throttle.ts';

const profileColumns = sql`id, email, name, name AS firstname, phone, avatar, role, invitation_code, address, bank_name,
  bank_account_name AS account_name, bank_account_number AS account_number, bank_routing_number AS routing_number,
  wallet_addresses`;

export const loadProfile = (db: Db, userId: number) =>
  one<Profile>(db, sql`SELECT ${profileColumns} FROM users WHERE id = ${userId}`);

async function counts(db: Db, userId: number) {
  const row = await one<{
    notices: number;
    products: number;
    cart: number;
    wishlist: number;
    orders: number;
    messages: number;
  }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM notices WHERE user_id = ${userId} AND read_at IS NULL) AS notices,
               (SELECT count(*)::int FROM products p WHERE ${ownedShop(userId, sql`p.shop_id`)}) AS products,
               (SELECT count(*)::int FROM cart_items WHERE user_id = ${userId}) AS cart,
               (SELECT count(*)::int FROM wishlist_items WHERE user_id = ${userId}) AS wishlist,
               (SELECT count(*)::int FROM orders WHERE user_id = ${userId}) AS orders,
               -- shops' messages the user has not read as a buyer (modules/messages)
               (SELECT count(*)::int FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id
                 WHERE c.buyer_id = ${userId} AND m.sender = 'seller' AND m.id > c.buyer_read_id) AS messages`,
  );
  return {
    notices: row?.notices ?? 0,
    products: row?.products ?? 0,
    cart: row?.cart ?? 0,
    wishlist: row?.wishlist ?? 0,
    orders: row?.orders ?? 0,
    messages: row?.messages ?? 0,
  };
}

export async function sessionAnswer(ctx: Ctx, userId: number, token: string): Promise<SessionAnswer> {
  const [user, c] = await Promise.all([loadProfile(ctx.db, userId), counts(ctx.db, userId)]);
  return {
    'access-token': token,
    user: user!,
    seller_url: await sellerUrl(ctx, user!),
    card: { count: c.cart },
    message_unread_count: c.messages,
  };
}

export async function register(ctx: Ctx, input: RegisterBody, meta: { userAgent?: string; ip?: string }) {
  const taken = await one(ctx.db, sql`SELECT 1 FROM users WHERE lower(email) = ${input.email}`);
  if (taken) return fail('EMAIL_EXISTS');
  if (input.photo && !(await isUpload(ctx, input.photo, 'avatar'))) {
    return fail('REGISTRATION_FORMAT', 'invalid parameter: photo: not an uploaded avatar', { field: 'photo' });
  }
  let invitedBy: number | null = null;
  if (input.invitation_code) {
    const owner = await one<{ id: number }>(
      ctx.db,
      sql`SELECT id FROM users WHERE invitation_code = ${input.invitation_code}`,
    );
    if (!owner)
      return fail('REGISTRATION_FORMAT', 'invalid parameter: invitation_code: unknown invitation code', {
        field: 'invitation_code',
      });
    invitedBy = owner.id;
  }
  // issue 16: a phone verified by SMS code, required when the site setting says so
  const verifiedPhone = await registrationPhone(ctx, input);
  const passwordHash = await hashPassword(input.password);
  // The unique index on lower(email) settles two registrations racing for one address.
  const created = await ctx.db.transaction(async (tx) => {
    const made = await one<{ id: number }>(
      tx,
      sql`INSERT INTO users (email, password_hash, name, phone, avatar, role, invitation_code, invited_by)
          VALUES (${input.email}, ${passwordHash}, ${input.name}, ${input.phone}, ${input.photo ?? ''}, 'customer',
                  ${invitationCode()}, ${invitedBy})
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    // the code's owner refers the new customer (modules/affiliate), in the same transaction
    if (made && invitedBy) await recordReferral(tx, ctx.config, made.id, invitedBy);
    return made;
  });
  if (!created) return fail('REGISTRATION_FAILED');
  if (verifiedPhone) await markPhoneVerified(ctx.db, created.id, verifiedPhone);
  const token = await createSession(ctx.db, created.id, ctx.config.sessionDays, meta);
  return sessionAnswer(ctx, created.id, token);
}

export async function login(ctx: Ctx, email: string, password: string, meta: { userAgent?: string; ip?: string }) {
  const user = await one<{ id: number; password_hash: string }>(
    ctx.db,
    sql`SELECT id, password_hash FROM users WHERE lower(email) = ${email}`,
  );
  if (user) await refuseWhileThrottled(ctx.db, user.id, ctx.ip);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), password);
  if (!user || !ok) {
    if (user) await recordFailure(ctx.db, user.id, ctx.ip);
    return fail('LOGIN_FAILED');
  }
  await clearFailures(ctx.db, user.id, ctx.ip);
  // after the password, so the answer tells a ban only to the account's owner
  await refuseBanned(ctx.db, user.id);
  if (needsRehash(user.password_hash)) {
    await ctx.db.execute(sql`UPDATE users SET password_hash = ${await hashPassword(password)} WHERE id = ${user.id}`);
  }
  const token = await createSession(ctx.db, user.id, ctx.config.sessionDays, meta);
  return sessionAnswer(ctx, user.id, token);
}

export async function logout(ctx: UserCtx) {
  await revokeSession(ctx.db, ctx.token);
  return { logged_out: true };
}

export async function userInfo(ctx: UserCtx): Promise<UserInfo> {
  const user = ctx.user;
  const [profile, c] = await Promise.all([loadProfile(ctx.db, user.id), counts(ctx.db, user.id)]);
  return {
    ...profile!,
    seller_url: await sellerUrl(ctx, user),
    card: { count: c.cart },
    product: { count: c.products },
    notice: { count: c.notices },
    // the dashboard's counts (spec §2: in cart, in wishlist, in order)
    wishlist: { count: c.wishlist },
    order: { count: c.orders },
    message_unread_count: c.messages,
  };
}

export async function updateUser(ctx: UserCtx, input: UpdateUserBody) {
  const user = ctx.user;
  if (input.password !== undefined) {
    const row = await one<{ password_hash: string }>(
      ctx.db,
      sql`SELECT password_hash FROM users WHERE id = ${user.id}`,
    );
    // the same throttle as login: a stolen session must not become a fast password oracle
    await refuseWhileThrottled(ctx.db, user.id, ctx.ip);
    if (!(await verifyPassword(row!.password_hash, input.current_password ?? ''))) {
      await recordFailure(ctx.db, user.id, ctx.ip);
      return fail('ACCOUNT_EDIT_INVALID', 'invalid parameter: current_password: the current password is not right', {
        field: 'current_password',
      });
    }
  }
  if (input.photo !== undefined && !(await isUpload(ctx, input.photo, 'avatar'))) {
    return fail('ACCOUNT_EDIT_INVALID', 'invalid parameter: photo: not an uploaded avatar', { field: 'photo' });
  }
  const sets = [
    input.name !== undefined && sql`name = ${input.name}`,
    input.phone !== undefined && sql`phone = ${input.phone}`,
    input.photo !== undefined && sql`avatar = ${input.photo}`,
    input.address !== undefined && sql`address = ${input.address}`,
    input.bank_name !== undefined && sql`bank_name = ${input.bank_name}`,
    input.account_name !== undefined && sql`bank_account_name = ${input.account_name}`,
    input.account_number !== undefined && sql`bank_account_number = ${input.account_number}`,
    input.routing_number !== undefined && sql`bank_routing_number = ${input.routing_number}`,
    input.wallet_addresses !== undefined && sql`wallet_addresses = ${JSON.stringify(input.wallet_addresses)}::jsonb`,
    input.password !== undefined && sql`password_hash = ${await hashPassword(input.password)}`,
  ].filter((s) => s !== false);
  if (sets.length) await ctx.db.execute(sql`UPDATE users SET ${sql.join(sets, sql`, `)} WHERE id = ${user.id}`);
  if (input.password !== undefined) await revokeOtherSessions(ctx.db, user.id, ctx.token);
  return userInfo(ctx);
}

/**
 * An account made for someone by an operator (a staff invitation): a random password nobody
 * knows, which its owner replaces with the forgotten-password code mailed to them.
 */
export async function createInvitedAccount(
  tx: Db,
  a: { email: string; name: string; role: 'admin' | 'customer'; invitedBy: number },
): Promise<number> {
  const made = await one<{ id: number }>(
    tx,
    sql`INSERT INTO users (email, password_hash, name, role, invitation_code, invited_by)
        VALUES (${a.email}, ${await hashPassword(randomBytes(24).toString('hex'))}, ${a.name}, ${a.role},
          ${invitationCode()}, ${a.invitedBy})
        RETURNING id`,
  );
  return made!.id;
}
