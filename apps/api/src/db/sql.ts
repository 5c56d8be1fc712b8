// Small SQL building blocks shared by every module's queries.
import { type SQL, sql } from 'drizzle-orm';

/** A list of ids as one bigint[] parameter (`= ANY(...)`), safe for an empty list. */
export const sqlIds = (ids: readonly number[]): SQL => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::bigint[]`;
