// A button that downloads a file the server makes (a CSV export or statement): busy while it comes,
// a toast when saved, the reason in place when it fails.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../lib/form-errors.ts';
import { showToast } from '../lib/toast.ts';
import { Problem } from './problem.tsx';

export function DownloadButton({
  label,
  done,
  download,
}: {
  label: string;
  done: string;
  download: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await download();
      showToast(done, 'success');
    } catch (err) {
      setError(failureText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="export-box">
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void run()}>
        {busy ? t('seller.export.busy') : label}
      </button>
      <Problem text={error} />
    </div>
  );
}
