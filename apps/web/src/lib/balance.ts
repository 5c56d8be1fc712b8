// The signed-in user's wallet balance (GET get_user_balance): shown by the wallet screen and by the
// payment choice wherever an order is paid, so it lives beside the session rather than in one feature.
import type { Balances } from '@polymart/contract/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { useSession } from './session.ts';

export const balanceQuery = (userId: number) =>
  queryOptions({
    queryKey: ['wallet', 'balance', userId],
    queryFn: () => api<Balances>('/customer/info/get_user_balance'),
  });

/** What the wallet can pay now; undefined while unknown or signed out. */
export function useAvailable(): number | undefined {
  const user = useSession();
  return useQuery({ ...balanceQuery(user?.id ?? 0), enabled: Boolean(user) }).data?.available;
}
