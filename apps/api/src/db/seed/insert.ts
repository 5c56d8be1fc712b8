// Multi-row INSERTs in batches that stay under PostgreSQL's 65,535 bind parameters.
import { LANG_CODES } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../client.ts';
import type { Text } from './data/types.ts';

export async function insertRows<T = { id: number }>(
  db: Db,
  table: string,
  columns: string[],
  values: unknown[][],
  returning = 'id',
): Promise<T[]> {
  const out: T[] = [];
  const batch = Math.max(1, Math.floor(30_000 / columns.length));
  for (let i = 0; i < values.length; i += batch) {
    const chunk = values.slice(i, i + batch);
    const tuples = sql.join(
      chunk.map(
        (row) =>
          sql`(${sql.join(
            row.map((v) => sql`${v}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const query = sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) VALUES ${tuples}${returning ? sql` RETURNING ${sql.raw(returning)}` : sql``}`;
    out.push(...(await rows<T>(db, query)));
  }
  return out;
}

/** A small deterministic generator so every seed run builds the same marketplace. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
  };
}

/** The languages a piece of demo text is written in. */
export const textLangs = (t: Text) => LANG_CODES.filter((l) => t[l] !== undefined && t[l] !== '');
