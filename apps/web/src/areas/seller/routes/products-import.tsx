// Bulk import of the seller's products from a CSV or XLSX file with a ZIP of photos, run in the
// background: the job's id stays in the URL (?job=), so its progress survives a reload; below it,
// the template and the export of the seller's products in both formats.
import type { ProductImportJob } from '@polymart/contract/product-import';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ImportFilesCard } from '../../../features/seller-import/files-card.tsx';
import { ImportForm } from '../../../features/seller-import/import-form.tsx';
import { ImportProgress } from '../../../features/seller-import/import-progress.tsx';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

export default function SellerProductsImport() {
  const { t } = useTranslation();
  useSellerTitle(t('seller.import.title'));
  const [params, setParams] = useSearchParams();
  const [started, setStarted] = useState<ProductImportJob>();
  const jobId = Number(params.get('job')) || undefined;
  const onStarted = (job: ProductImportJob) => {
    setStarted(job);
    setParams({ job: String(job.id) }, { replace: true });
  };
  return (
    <div className="page seller-page import-page">
      <p>
        <Link to={sellerPaths.products()}>{t('seller.import.back')}</Link>
      </p>
      <h1>{t('seller.import.title')}</h1>
      <div className="import-grid">
        {/* the running job first, so a phone shows its progress without scrolling */}
        {jobId && <ImportProgress key={jobId} id={jobId} first={started} />}
        <ImportForm onStarted={onStarted} />
        <ImportFilesCard />
      </div>
    </div>
  );
}
