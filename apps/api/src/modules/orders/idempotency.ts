// Idempotency-Key (submit, pay and cart add): the same key with the same body answers the first answer again
// and creates nothing new; with another body it is refused (2000046). The key row is inserted in the
// same transaction as the orders, so a concurrent duplicate blocks on the primary key until the
// first commits, then finds the stored answer; if the first rolled back, the duplicate runs instead.
import { createHash } from 'node:crypto';
import { ERRORS, type ErrorName } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, one } from '../../db/client.ts';
import { AppError, fail } from '../../lib/errors.ts';

export interface Stored {
  code: number;
  message: string;
  data: unknown;
}

export interface KeyRef {
  userId: number;
  scope: 'submit' | 'pay' | 'cart_add';
  key: string;
  hash: string;
}

/** The Idempotency-Key header: at most 200 printable characters; anything else is refused, not ignored. */
export function idempotencyKey(req: FastifyRequest): string | undefined {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(key)) {
    return fail('INVALID_PARAMETER', 'invalid parameter: Idempotency-Key', { field: 'idempotency-key' });
  }
  return key;
}

/** A stable hash of the validated input; card details are part of it but never stored. */
export function requestHash(input: unknown): string {
  const canonical = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : Array.isArray(v)
        ? v.map(canonical)
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}

/**
 * Claims the key inside the caller's transaction. Answers the stored answer when the key was used
 * before with this body (the caller returns it unchanged), or null when this request goes ahead.
 */
export async function claimKey(tx: Db, ref: KeyRef): Promise<Stored | null> {
  const claimed = await one<{ key: string }>(
    tx,
    sql`INSERT INTO idempotency_keys (user_id, scope, key, request_hash) VALUES (${ref.userId}, ${ref.scope}, ${ref.key}, ${ref.hash})
        ON CONFLICT DO NOTHING RETURNING key`,
  );
  if (claimed) return null;
  const found = await one<{ request_hash: string; response: Stored | null }>(
    tx,
    sql`SELECT request_hash, response FROM idempotency_keys
        WHERE user_id = ${ref.userId} AND scope = ${ref.scope} AND key = ${ref.key}`,
  );
  if (!found || found.request_hash !== ref.hash) throw new AppError('IDEMPOTENCY_MISMATCH');
  return (
    found.response ?? { code: ERRORS.DATA_OPERATION_FAILED.code, message: 'request still in progress', data: null }
  );
}

export async function storeAnswer(db: Db, ref: KeyRef | undefined, answer: Stored) {
  if (!ref) return;
  await db.execute(
    sql`UPDATE idempotency_keys SET response = ${JSON.stringify(answer)}::jsonb
        WHERE user_id = ${ref.userId} AND scope = ${ref.scope} AND key = ${ref.key}`,
  );
}

const NAMES = new Map<number, ErrorName>(Object.entries(ERRORS).map(([name, e]) => [e.code, name as ErrorName]));

/** Answers a stored answer again: success data, or the same error with its data. */
export function replay<T>(stored: Stored): T {
  if (stored.code === 200) return stored.data as T;
  throw new AppError(NAMES.get(stored.code) ?? 'DATA_OPERATION_FAILED', stored.message, stored.data);
}

export const success = (data: unknown): Stored => ({ code: ERRORS.SUCCESS.code, message: 'success', data });
export const failure = (e: AppError): Stored => ({ code: e.code, message: e.message, data: e.data });
