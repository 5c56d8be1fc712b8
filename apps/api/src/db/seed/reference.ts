// Reference data every installation needs, demo or not: languages and currencies. Idempotent.
import { DEFAULT_LANG, LANGUAGES } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { currencies } from './data/site.ts';

export async function seedReference(db: Db): Promise<void> {
  for (const [i, l] of LANGUAGES.entries()) {
    await db.execute(
      sql`INSERT INTO languages (code, tag, name, sort, is_default)
          VALUES (${l.code}, ${l.tag}, ${l.label}, ${i}, ${l.code === DEFAULT_LANG})
          ON CONFLICT (code) DO NOTHING`,
    );
  }
  for (const [i, c] of currencies.entries()) {
    await db.execute(
      sql`INSERT INTO currencies (code, name, symbol, rate, is_default, wallet, sort)
          VALUES (${c.code}, ${c.name}, ${c.symbol}, ${c.rate}, ${c.code === 'USD'}, ${c.wallet}, ${i})
          ON CONFLICT (code) DO NOTHING`,
    );
  }
}
