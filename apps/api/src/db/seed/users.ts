// Demo accounts (README): created only in demo mode, never on a production database unless asked.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../client.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USERS = [
  { email: 'buyer@demo.test', name: 'Demo Buyer', role: 'customer' },
  { email: 'seller@demo.test', name: 'Demo Seller', role: 'seller' },
  { email: 'admin@demo.test', name: 'Demo Admin', role: 'admin' },
] as const;

/** OWASP's Argon2id parameters: 19 MiB, 2 iterations, parallelism 1. */
// algorithm 2 is Argon2id (a const enum in the typings, which isolated modules cannot import)
export const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const invitationCode = () => randomBytes(5).toString('hex').toUpperCase();

export async function seedDemoUsers(db: Db): Promise<Record<string, number>> {
  const passwordHash = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
  const ids: Record<string, number> = {};
  for (const u of DEMO_USERS) {
    const row = await one<{ id: number }>(
      db,
      sql`INSERT INTO users (email, password_hash, name, role, invitation_code)
          VALUES (${u.email}, ${passwordHash}, ${u.name}, ${u.role}, ${invitationCode()})
          ON CONFLICT (lower(email)) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    );
    ids[u.role] = row!.id;
  }
  return ids;
}
