// The empty template and the export of the seller's products, each as CSV or XLSX: the export is
// in the import's columns, so it can be edited and imported back as updates.
import type { ImportFormat } from '@polymart/contract/product-import';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Problem } from '../../components/problem.tsx';
import { downloadImportFile } from './api.ts';

const FILES = [
  ['template', '/seller/products/import/template'],
  ['export', '/seller/products/export'],
] as const;

export function ImportFilesCard() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const get = (path: string, format: ImportFormat) =>
    downloadImportFile(path, format).then(
      () => setProblem(undefined),
      () => setProblem(t('generic.error')),
    );
  return (
    <section className="card import-files" aria-labelledby="import-files-title">
      <h2 id="import-files-title">{t('seller.import.filesTitle')}</h2>
      <p className="small muted">{t('seller.import.filesHint')}</p>
      {FILES.map(([kind, path]) => (
        <div key={kind} className="link-row">
          <button type="button" className="btn btn-outline" onClick={() => get(path, 'csv')}>
            {t(`seller.import.${kind}Csv`)}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => get(path, 'xlsx')}>
            {t(`seller.import.${kind}Xlsx`)}
          </button>
        </div>
      ))}
      <Problem text={problem} />
    </section>
  );
}
