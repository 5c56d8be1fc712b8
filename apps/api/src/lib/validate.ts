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

export function parseInput<S extends z.ZodType>(
  schema: S,
  raw: Record<string, unknown>,
  invalid?: ErrorName,
): z.output<S> {
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
