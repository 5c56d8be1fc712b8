// Turns zod failures into the envelope's codes: 1000009 when a required field is absent,
// 1000008 when a field is present but wrong, always naming the field.
import type { ErrorName } from '@polymart/contract';
import type { z } from 'zod';
import { AppError } from './errors.ts';

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value: unknown = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Empty form fields mean "not given": `?brand_id=` must not become brand 0. */
export function dropEmpty(input: unknown): Record<string, unknown> {
  if (input === null || typeof input !== 'object') return {};
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '' && v !== undefined));
}

// NUL cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate is not text at all: both are
// refused here, once, for every field of every route, before any schema or query sees them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badTextAt(value: unknown, path: string[], depth = 0): string[] | undefined {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 8) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (BAD_TEXT.test(key)) return [...path, '(key)'];
    const found = badTextAt(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function parseInput<S extends z.ZodType>(
  schema: S,
  raw: Record<string, unknown>,
  invalid?: ErrorName,
): z.output<S> {
  const bad = badTextAt(raw, []);
  if (bad) {
    const field = bad.join('.') || 'body';
    const reason = 'contains a NUL character or broken Unicode';
    throw new AppError(invalid ?? 'INVALID_PARAMETER', `invalid parameter: ${field}: ${reason}`, { field, reason });
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'body';
  const missing = issue.path.length > 0 && valueAt(raw, issue.path) === undefined;
  throw new AppError(
    invalid ?? (missing ? 'MISSING_PARAMETERS' : 'INVALID_PARAMETER'),
    missing ? `missing parameter: ${field}` : `invalid parameter: ${field}: ${issue.message}`,
    { field, reason: issue.message },
  );
}
