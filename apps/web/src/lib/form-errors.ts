// What went wrong with a form, in the user's language. Forms parse their input with the contract's
// zod schema before they send (DESIGN §4), so a field's problem is said next to it before the
// server would answer 1000008 or 1000009; what only the server can know (a taken email, a wrong
// current password) comes back as a code, with the field named when there is one.
import { ApiError } from './api.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The part of a zod issue read here (zod's own types stay out: the web app depends on the
 * contract, not on zod). */
interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
}

/** Any contract schema, as far as a form uses it. */
export interface FormSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export type FieldErrors = Record<string, string>;

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && !v.length);

/**
 * Field name → translated message for the issues of a failed parse of `input`: "missing" for an
 * empty field, "check this field" otherwise, or the key a form names for a field of its own
 * (`own`: { agree: 'auth.agreeNeeded' }). One message per field: the first is what a person can act on.
 */
export function fieldErrors(
  issues: readonly Issue[],
  input: Record<string, unknown>,
  t: Translate,
  own: Record<string, string> = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    errors[field] = t(own[field] ?? (isBlank(input[field]) ? 'errors.1000009' : 'auth.checkField'));
  }
  return errors;
}

/**
 * Parses a form's input with its contract schema: the data to send, or the fields to show. Empty
 * fields count as not given, as the server reads them (and as the API client leaves them out).
 */
export function parseForm<T>(
  schema: FormSchema<T>,
  input: Record<string, unknown>,
  t: Translate,
  own?: Record<string, string>,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '' && v !== undefined));
  const parsed = schema.safeParse(given);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error.issues, input, t, own) };
}

/** The text of a failure shown in place: the code's translation, else the server's words. */
export function failureText(err: unknown, t: Translate): string {
  if (err instanceof ApiError && err.code) return t(`errors.${err.code}`, { defaultValue: err.message });
  return t('generic.request_error');
}

/** The field the server named in a refusal (1000008, 1100001, 1100004 ...), if any. */
export function failedField(err: unknown): string | undefined {
  return err instanceof ApiError ? ((err.data as { field?: string } | null)?.field ?? undefined) : undefined;
}

/**
 * A server refusal as form errors: next to the field it names when the form shows that field
 * (`shown`; any field when not given), else the refusal's text for the whole form.
 */
export function failureErrors(err: unknown, t: Translate, shown?: readonly string[]): FieldErrors {
  const field = failedField(err);
  return field && (!shown || shown.includes(field)) ? { [field]: t('auth.checkField') } : { form: failureText(err, t) };
}
