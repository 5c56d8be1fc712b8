// One import job as it runs: a progress bar fed by polling until the job is done, then the counts
// and, when rows failed, the file of those rows (with the reasons) to fix and send again.
import type { ImportFormat, ProductImportJob } from '@polymart/contract/product-import';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Problem } from '../../components/problem.tsx';
import { downloadImportFile, fetchImportJob, IMPORT_JOB, isRunning } from './api.ts';

const POLL_MS = 1000;

export function ImportProgress({ id, first }: { id: number; first?: ProductImportJob }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const query = useQuery({
    queryKey: [IMPORT_JOB, id],
    queryFn: ({ signal }) => fetchImportJob(id, signal),
    initialData: first?.id === id ? first : undefined,
    // polled while it runs; a job that is not the seller's (an old link) is said once, not retried
    refetchInterval: (q) => (isRunning(q.state.data) ? POLL_MS : false),
    retry: false,
  });
  const job = query.data;
  if (!job) return null;
  const running = isRunning(job);
  const failedFile = (format: ImportFormat) =>
    downloadImportFile(`/seller/products/import/${job.id}/failed`, format).catch(() => setProblem(t('generic.error')));
  return (
    <section className="card import-job" aria-labelledby="import-job-title">
      <h2 id="import-job-title">
        {job.file_name ? t('seller.import.jobTitle', { name: job.file_name }) : t('seller.import.jobTitleUnnamed')}
      </h2>
      <progress
        className="import-bar"
        max={job.total || 1}
        value={job.processed}
        aria-label={t('seller.import.progressLabel')}
      />
      <p aria-live="polite" className="import-status">
        <strong>{t(`seller.import.status.${job.status}`)}</strong>{' '}
        {t('seller.import.progress', { processed: job.processed, total: job.total })}
      </p>
      {job.status === 'failed' && <Problem text={t('seller.import.jobError', { error: job.error })} />}
      <dl className="facts import-counts">
        <dt>{t('seller.import.created')}</dt>
        <dd data-count="created">{job.created}</dd>
        <dt>{t('seller.import.updated')}</dt>
        <dd data-count="updated">{job.updated}</dd>
        <dt>{t('seller.import.failed')}</dt>
        <dd data-count="failed">{job.failed}</dd>
      </dl>
      {!running && job.status === 'done' && job.failed === 0 && <p>{t('seller.import.allGood')}</p>}
      {job.failed > 0 && (
        <div className="import-failed">
          <p className="small muted">{t('seller.import.failedHint')}</p>
          <div className="link-row">
            <button type="button" className="btn btn-outline" onClick={() => failedFile('csv')}>
              {t('seller.import.failedCsv')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => failedFile('xlsx')}>
              {t('seller.import.failedXlsx')}
            </button>
          </div>
          <Problem text={problem} />
        </div>
      )}
    </section>
  );
}
