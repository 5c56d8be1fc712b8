// Delivery addresses (spec §3): one default per user, enforced by a unique partial index. Every
// query names the owner in its WHERE, so another user's id finds nothing.
import type { Address, AddressBody } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';

export type { Address };

const columns = sql`id, name, street, postal_code, city, state, country, phone, email, is_default`;
/** Spec §3 lists no cap; a page of addresses is plenty and keeps a runaway client in check. */
const MAX_ADDRESSES = 50;

export function listAddresses(ctx: UserCtx): Promise<Address[]> {
  return rows<Address>(
    ctx.db,
    sql`SELECT ${columns} FROM addresses WHERE user_id = ${ctx.user.id} ORDER BY is_default DESC, id DESC`,
  );
}

export async function saveAddress(ctx: UserCtx, input: AddressBody): Promise<Address> {
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    // serialise this user's address writes, so "first address becomes default" and the default
    // switch cannot interleave with another request of the same user
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const existing = await one<{ n: number; defaults: number }>(
      tx,
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE is_default)::int AS defaults FROM addresses WHERE user_id = ${userId}`,
    );
    const makeDefault = input.is_default || existing!.defaults === 0;
    if (makeDefault)
      await tx.execute(sql`UPDATE addresses SET is_default = false WHERE user_id = ${userId} AND is_default`);
    const fields = sql`name = ${input.name}, street = ${input.street}, postal_code = ${input.postal_code},
      city = ${input.city}, state = ${input.state}, country = ${input.country}, phone = ${input.phone},
      email = ${input.email}, updated_at = now()`;
    if (input.address_id) {
      const updated = await one<Address>(
        tx,
        sql`UPDATE addresses SET ${fields}${makeDefault ? sql`, is_default = true` : sql``}
            WHERE id = ${input.address_id} AND user_id = ${userId} RETURNING ${columns}`,
      );
      return updated ?? fail('NO_DATA', 'address not found');
    }
    if (existing!.n >= MAX_ADDRESSES) return fail('DATA_OPERATION_FAILED', `at most ${MAX_ADDRESSES} addresses`);
    const created = await one<Address>(
      tx,
      sql`INSERT INTO addresses (user_id, name, street, postal_code, city, state, country, phone, email, is_default)
          VALUES (${userId}, ${input.name}, ${input.street}, ${input.postal_code}, ${input.city}, ${input.state},
                  ${input.country}, ${input.phone}, ${input.email}, ${makeDefault})
          RETURNING ${columns}`,
    );
    return created!;
  });
}

export async function defaultAddress(ctx: UserCtx): Promise<Address> {
  const found = await one<Address>(
    ctx.db,
    sql`SELECT ${columns} FROM addresses WHERE user_id = ${ctx.user.id} AND is_default`,
  );
  return found ?? fail('DEFAULT_ADDRESS_EMPTY');
}

export async function setDefaultAddress(ctx: UserCtx, addressId: number): Promise<Address> {
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const mine = await one(tx, sql`SELECT 1 FROM addresses WHERE id = ${addressId} AND user_id = ${userId}`);
    if (!mine) return fail('NO_DATA', 'address not found');
    await tx.execute(sql`UPDATE addresses SET is_default = false WHERE user_id = ${userId} AND is_default`);
    return (await one<Address>(
      tx,
      sql`UPDATE addresses SET is_default = true WHERE id = ${addressId} AND user_id = ${userId} RETURNING ${columns}`,
    ))!;
  });
}

export async function removeAddress(ctx: UserCtx, addressId: number) {
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const removed = await one<{ is_default: boolean }>(
      tx,
      sql`DELETE FROM addresses WHERE id = ${addressId} AND user_id = ${userId} RETURNING is_default`,
    );
    if (!removed) return fail('NO_DATA', 'address not found');
    // the newest remaining address takes over as default
    if (removed.is_default) {
      await tx.execute(
        sql`UPDATE addresses SET is_default = true WHERE id = (SELECT max(id) FROM addresses WHERE user_id = ${userId})`,
      );
    }
    return { removed: addressId };
  });
}
