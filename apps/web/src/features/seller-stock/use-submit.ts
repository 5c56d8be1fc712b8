// One stock form sent at a time (a double click sends it once), its failure kept to show in place;
// on success a toast, and what it changed is read again. Sends are mutations of the query client,
// so the area sees a refusal (2000040, no longer a seller) in one place, its mutation cache.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';
import { stockChanged } from './api.ts';

export function useSubmit(onDone?: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const running = useRef(false);
  const [error, setError] = useState<string>();
  /** The call resolves to the key of the message that says it is done. */
  const send = useMutation({ mutationFn: (call: () => Promise<string>) => call() });
  const run = async (call: () => Promise<string>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setError(undefined);
    try {
      showToast(t(await send.mutateAsync(call)), 'success');
      await stockChanged(client);
      onDone?.();
      return true;
    } catch (err) {
      setError(failureText(err, t));
      return false;
    } finally {
      running.current = false;
    }
  };
  return { run, busy: send.isPending, error };
}
