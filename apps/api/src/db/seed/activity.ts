// The demo's traces of operators and buyers at work, so the admin backend opens on a marketplace
// that has been running: the audit trail of the decisions the seed made (seller applications,
// top-ups and withdrawals, stock-in, written as their services write them, by the demo owner from
// the office's address), and a month of storefront searches that found nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Searches buyers typed that the demo catalogue cannot answer, with how often, per language: fewer
 * than the dashboard's ten, so a new miss shows there too.
 */
const MISSES: [term: string, lang: string, perDay: number][] = [
  ['gopro hero 13', 'en', 3],
  ['dji osmo pocket', 'en', 2],
  ['instax mini 12', 'en', 2],
  ['objetivo sigma 18-35', 'es', 2],
  ['sofortbildkamera', 'de', 1],
  ['pellicule portra 400', 'fr', 1],
  ['ricoh gr iii', 'jp', 1],
  ['显示器遮光罩', 'zh', 1],
];

/** The decisions the seed made, as audit records of the demo owner (inbox.approve / inbox.reject). */
async function seedDecisionTrail(db: Db, ownerId: number) {
  const trail = (subject: string, table: string, done: string, failed: string) =>
    db.execute(
      sql.raw(`INSERT INTO audit_log (actor_id, actor_role, client_ip, action, subject_type, subject_id, remark,
                 before, after, created_at)
               SELECT ${ownerId}, 'owner', '192.0.2.10',
                 CASE WHEN status = '${done}' THEN 'inbox.approve' ELSE 'inbox.reject' END, '${subject}', id,
                 decision_remark, '{"status":"pending"}'::jsonb, jsonb_build_object('status', status), decided_at
               FROM ${table} r WHERE status IN ('${done}', '${failed}') AND decided_at IS NOT NULL
                 -- decisions the seed made through the services have their record already
                 AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.subject_type = '${subject}' AND a.subject_id = r.id)
               ORDER BY decided_at`),
    );
  await trail('seller_application', 'seller_applications', 'approved', 'rejected');
  await trail('wallet_request', 'wallet_requests', 'completed', 'failed');
  await trail('stock_in', 'stock_in_requests', 'approved', 'rejected');
}

export async function seedActivity(db: Db, ownerId: number) {
  await seedDecisionTrail(db, ownerId);
  // one row a day over the last 30 days, the counts varying with the day so the list has an order
  for (const [term, lang, perDay] of MISSES) {
    await db.execute(
      sql`INSERT INTO search_misses (day, term, lang, count)
          SELECT current_date - d, ${term}, ${lang}, ${perDay} + (d * 7 + length(${term})) % 3
          FROM generate_series(0, 29) AS d`,
    );
  }
}
