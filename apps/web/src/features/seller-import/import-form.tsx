// Choosing the products file and the optional ZIP of photos, and starting the import. The file's
// size is checked here; what only the server can judge (columns, rows, the ZIP's contents) comes
// back as a code and is said under the form in the seller's language.
import { IMPORT_LIMITS, type ProductImportJob } from '@polymart/contract/product-import';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { ApiError } from '../../lib/api.ts';
import { startImport } from './api.ts';

const MB = 1024 * 1024;
type Translate = ReturnType<typeof useTranslation>['t'];

/** A refusal of the upload as a sentence: the limit passed, the file's fault, or the code's message. */
function refusal(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('generic.error');
  const data = (error.data ?? {}) as { limit?: string; max?: number; field?: string };
  if (error.code === 2000047 && data.limit) {
    const max = data.limit.endsWith('Bytes') ? Math.round((data.max ?? 0) / MB) : data.max;
    return t(`seller.import.limit.${data.limit}`, { max });
  }
  if (error.code === 1000008 && (data.field === 'file' || data.field === 'images')) {
    // the server names the column or file at fault; the rest of the sentence is translated
    const detail = error.message.replace(/^invalid parameter: (file|images): /, '');
    return t(data.field === 'file' ? 'seller.import.badFile' : 'seller.import.badZip', { detail });
  }
  if (error.code === 413) return t('errors.2000043');
  return t(`errors.${error.code}`, { defaultValue: error.message || t('generic.error') });
}

export function ImportForm({ onStarted }: { onStarted: (job: ProductImportJob) => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const el = e.currentTarget;
    const form = new FormData(el);
    const file = form.get('file');
    const images = form.get('images');
    const chosen = file instanceof File && file.size > 0 ? file : null;
    const zip = images instanceof File && images.size > 0 ? images : null;
    const found: Record<string, string> = {};
    if (!chosen) found.file = t('seller.import.chooseFile');
    else if (chosen.size > IMPORT_LIMITS.fileBytes)
      found.file = t('seller.import.limit.fileBytes', { max: IMPORT_LIMITS.fileBytes / MB });
    setErrors(found);
    setProblem(undefined);
    if (!chosen || Object.keys(found).length) return;
    setBusy(true);
    try {
      onStarted(await startImport(chosen, zip));
      el.reset();
    } catch (error) {
      setProblem(refusal(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card import-form" onSubmit={submit} noValidate aria-labelledby="import-form-title">
      <h2 id="import-form-title">{t('seller.import.formTitle')}</h2>
      <p className="small muted">{t('seller.import.intro')}</p>
      <Field
        label={t('seller.import.fileLabel')}
        name="file"
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        required
        error={errors.file}
      />
      <Field label={t('seller.import.imagesLabel')} name="images" type="file" accept=".zip,application/zip" />
      <p className="small muted">
        {t('seller.import.limits', {
          rows: IMPORT_LIMITS.rows,
          entries: IMPORT_LIMITS.zipEntries,
          size: IMPORT_LIMITS.imageBytes / MB,
        })}
      </p>
      <Problem text={problem} />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? t('seller.import.uploading') : t('seller.import.submit')}
      </button>
    </form>
  );
}
