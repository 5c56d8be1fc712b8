// One stock form sent at a time (a double click sends it once), its failure kept to show in place;
// on success a toast, and what it changed is read again.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';
import { stockChanged } from './api.ts';

export function useSubmit(onDone?: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  /** `call` resolves to the key of the message that says it is done. */
  const run = async (call: () => Promise<string>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      showToast(t(await call()), 'success');
      await stockChanged(client);
      onDone?.();
      return true;
    } catch (err) {
      setError(failureText(err, t));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { run, busy, error };
}
