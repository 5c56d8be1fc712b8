// Jobs over orders, safe to run in any number of processes at once: each takes its rows with
// FOR UPDATE SKIP LOCKED and re-checks the state in the same statement, so no order is closed or
// completed twice and no process waits for another.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { type Db, rows } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { releaseEarnings } from '../earnings/earnings.service.ts';
import { mailAfter, mailCancelled } from './order-mail.ts';
import { closeOrder, completeOrder, type LockedOrder, lockedOrderColumns } from './transitions.ts';

const SYSTEM = { id: null, role: 'system' } as const;

/**
 * Cancels unpaid orders past their time to pay; their stock returns. Answers how many; `closed`
 * hears their ids once the transaction has committed (their buyers are mailed).
 */
export async function expireUnpaidOrders(
  db: Db,
  batch = 100,
  closed: (orderIds: number[]) => void = () => {},
): Promise<number> {
  const ids = await db.transaction(async (tx) => {
    const due = await rows<LockedOrder>(
      tx,
      sql`SELECT ${lockedOrderColumns} FROM orders WHERE status = 'unpaid' AND expires_at < now()
          ORDER BY expires_at LIMIT ${batch} FOR UPDATE SKIP LOCKED`,
    );
    for (const order of due) await closeOrder(tx, order, SYSTEM, 'not paid in time', 'expired');
    return due.map((o) => o.id);
  });
  if (ids.length) closed(ids);
  return ids.length;
}

/** Who mails the buyers of the orders a job closes (app.ts: the app's mailer and log). */
export interface JobMail {
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Mails the buyers of unpaid orders the job closed; links start at PUBLIC_URL, as a job has no request. */
function mailExpired(db: Db, config: Config, mail: JobMail) {
  const m = { db, log: mail.log, origin: config.publicUrl ? new URL(config.publicUrl).origin : '' };
  return (ids: number[]) => {
    for (const id of ids) mailAfter(m, mail.mailer, (to) => mailCancelled(m, to, id, 'unpaid'));
  };
}

/** Completes delivered orders whose buyer did not confirm receipt within the configured days. */
export async function autoCompleteOrders(db: Db, days: number, batch = 100, holdDays = 7): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await rows<LockedOrder>(
      tx,
      sql`SELECT ${lockedOrderColumns} FROM orders
          WHERE status = 'delivered' AND delivered_at < now() - make_interval(days => ${days})
          ORDER BY delivered_at LIMIT ${batch} FOR UPDATE SKIP LOCKED`,
    );
    for (const order of due) await completeOrder(tx, order, SYSTEM, 'auto_completed', holdDays);
    return due.length;
  });
}

/** Runs the jobs (expiry, auto-completion, earnings out of their hold) every `orderJobSeconds`; answers a function that stops them. */
export function startOrderJobs(
  db: Db,
  config: Config,
  onError: (e: unknown) => void,
  /** Hears each run's duration and whether it failed (metrics). */
  onRun: (seconds: number, failed: boolean) => void = () => {},
  mail?: JobMail,
): () => void {
  if (config.orderJobSeconds === 0) return () => {};
  const expired = mail ? mailExpired(db, config, mail) : undefined;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    const started = performance.now();
    let failed = false;
    try {
      while ((await expireUnpaidOrders(db, 100, expired)) > 0);
      while ((await autoCompleteOrders(db, config.orderAutoCompleteDays, 100, config.payoutHoldDays)) > 0);
      while ((await releaseEarnings(db)) > 0);
    } catch (error) {
      failed = true;
      onError(error);
    } finally {
      running = false;
      onRun((performance.now() - started) / 1000, failed);
    }
  }, config.orderJobSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
