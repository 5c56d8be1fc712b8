// Runs one seller step at a time (a double click sends it once), keeps its failure to show in
// place, and on success says so and reads what it changed again. Steps are mutations of the query
// client, so the area sees every refusal (2000040) in one place, its mutation cache.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';

export function useStepRunner(changed: (client: QueryClient) => Promise<unknown>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const running = useRef(false);
  const [error, setError] = useState<string>();
  /** The step resolves to the key of the message that says it is done. */
  const step = useMutation({ mutationFn: (call: () => Promise<string>) => call() });
  const run = async (call: () => Promise<string>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setError(undefined);
    try {
      showToast(t(await step.mutateAsync(call)), 'success');
      await changed(client);
      return true;
    } catch (err) {
      setError(failureText(err, t));
      return false;
    } finally {
      running.current = false;
    }
  };
  return { run, busy: step.isPending, error, setError };
}
