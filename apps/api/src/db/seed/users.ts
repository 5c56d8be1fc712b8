// Demo accounts (README): created only in demo mode, never on a production database unless asked.

import { sql } from 'drizzle-orm';
import { invitationCode } from '../../modules/accounts/invitation-code.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { type Db, one } from '../client.ts';

export const DEMO_PASSWORD = 'demo1234';
// `key` names the account in the seed (a shop's `owner`, the wallets); a second seller lets anyone
// see, and the tests check, that one seller never reaches another's shop.
export const DEMO_USERS = [
  { key: 'customer', email: 'buyer@demo.test', name: 'Demo Buyer', role: 'customer' },
  { key: 'seller', email: 'seller@demo.test', name: 'Demo Seller', role: 'seller' },
  { key: 'admin', email: 'admin@demo.test', name: 'Demo Admin', role: 'admin' },
  { key: 'seller2', email: 'seller2@demo.test', name: 'Demo Seller Two', role: 'seller' },
] as const;

export async function seedDemoUsers(db: Db): Promise<Record<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: Record<string, number> = {};
  for (const u of DEMO_USERS) {
    const row = await one<{ id: number }>(
      db,
      sql`INSERT INTO users (email, password_hash, name, role, invitation_code)
          VALUES (${u.email}, ${passwordHash}, ${u.name}, ${u.role}, ${invitationCode()})
          ON CONFLICT (lower(email)) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    );
    ids[u.key] = row!.id;
  }
  // the demo's operator runs everything (staff roles, migration 0017)
  await db.execute(sql`INSERT INTO staff (user_id, role) VALUES (${ids.admin!}, 'owner') ON CONFLICT DO NOTHING`);
  return ids;
}
