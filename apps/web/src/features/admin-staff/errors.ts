// A refusal of POST /api/admin/staff as form errors, each where the person can act on it: the last
// owner (2000018) for the whole form, a seller's account (1000008, field email) next to the email,
// a missing role (1000009) next to the role.
import { ApiError } from '../../lib/api.ts';
import { type FieldErrors, failedField, failureErrors } from '../../lib/form-errors.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function staffErrors(err: unknown, t: Translate, shown: readonly string[]): FieldErrors {
  const code = err instanceof ApiError ? err.code : 0;
  const field = failedField(err);
  const at = (f: string, text: string): FieldErrors => (shown.includes(f) ? { [f]: text } : { form: text });
  if (code === 2000018) return { form: t('admin.staff.lastOwner') };
  if (code === 2000040) return { form: t('admin.access.none') };
  if (code === 1000008 && field === 'email') return at('email', t('admin.staff.emailRefused'));
  if (code === 1000009 && (field === 'role' || !field)) return at('role', t('errors.1000009'));
  return failureErrors(err, t, shown);
}
