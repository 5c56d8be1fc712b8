// A refusal of the catalogue's routes said where the person can act on it: a move under itself
// (2000053) or a third level, a delete of a category that is not empty (2000054), the eleventh top
// brand, a missing English name, a refused role (2000040).
import { ApiError } from '../../lib/api.ts';
import { type FieldErrors, failedField, failureErrors } from '../../lib/form-errors.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function catalogueErrors(err: unknown, t: Translate, shown: readonly string[] = []): FieldErrors {
  const code = err instanceof ApiError ? err.code : 0;
  const field = failedField(err);
  if (code === 2000053) return { form: t('admin.catalogue.cycle') };
  if (code === 2000054) return { form: t('admin.catalogue.notEmpty') };
  if (code === 2000040) return { form: t('admin.access.none') };
  if (code === 1000009 && field === 'names') return { 'names.en': t('admin.catalogue.englishRequired') };
  if (code === 1000008 && field === 'parent_id') return { form: t('admin.catalogue.tooDeep') };
  if (code === 1000008 && field === 'is_top') return { form: t('admin.catalogue.topFull', { max: 10 }) };
  return failureErrors(err, t, shown);
}
