// One buyer action at a time (pay, cancel, confirm receipt, review, refund), its failure kept to
// show in place; on success a toast and a refresh of what such an action moves.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
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
 * Runs one action at a time and keeps its failure to show in place; on success it toasts and
 * refreshes what orders touch (lists, details, wallet, counts).
 */
export function useAction() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  /** `call` resolves to the key of the message that says it is done. */
  const run = async (call: () => Promise<string>) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      showToast(t(await call()), 'success');
      await ordersChanged(client);
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
