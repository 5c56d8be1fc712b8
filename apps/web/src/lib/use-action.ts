// One step at a time with its failure kept to show in place; on success a toast and a refresh of
// what the step moves. The buyer's order actions, the seller's order steps and stock forms use it.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from './form-errors.ts';
import { refreshSession } from './session.ts';
import { showToast } from './toast.ts';

/**
 * After any order change: order lists, counts and details, the wallet balance and the user's
 * counts (queries are keyed by these names wherever they are made).
 */
export async function ordersChanged(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['orders'] }),
    client.invalidateQueries({ queryKey: ['wallet'] }),
    refreshSession().catch(() => {}),
  ]);
}

/**
 * Runs one step at a time (a double click sends it once) and keeps its failure to show in place;
 * on success it toasts and lets `changed` read again what the step moved. Steps are mutations of
 * the query client, so an area that watches its mutation cache (the seller area's 2000040, no
 * longer a seller) sees every refusal in one place. Shared by the buyer's actions, the seller's
 * order steps and the stock forms.
 */
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

/**
 * A buyer action (pay, cancel, confirm receipt, review, refund): on success it refreshes what
 * orders touch (lists, details, wallet, counts).
 */
export function useAction() {
  const { run, busy, error } = useStepRunner(ordersChanged);
  return { run, busy, error };
}
