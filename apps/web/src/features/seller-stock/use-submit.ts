// A stock form's send: one at a time, its failure shown in place, a toast on success, and the
// stock screen's lists read again (then `onDone`, e.g. closing the form).
import { useStepRunner } from '../../lib/use-action.ts';
import { stockChanged } from './api.ts';

export function useSubmit(onDone?: () => void) {
  const { run, busy, error } = useStepRunner(async (client) => {
    await stockChanged(client);
    onDone?.();
  });
  return { run, busy, error };
}
