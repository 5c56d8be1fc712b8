// Compare calls. A signed-in buyer's list lives with the account (compare/list, add, remove); a
// visitor's lives on the device and is read through compare/items. Both answer the products in
// the order they were added, so the columns stay where the buyer put them.
import type { CompareItem } from '@polymart/contract';
import { keepPreviousData, type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../lib/api.ts';
import { failureText } from '../../lib/form-errors.ts';
import { useLang } from '../../lib/hooks.ts';
import { useSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { showToast } from '../../lib/toast.ts';
import {
  addDeviceCompare,
  deviceCompare,
  deviceCompareIds,
  MAX_COMPARE,
  removeDeviceCompare,
} from './device-compare.ts';

export type { CompareItem };

export const compareQuery = (userId: number | null, lang: string, deviceIds: number[]) =>
  queryOptions({
    queryKey: userId ? ['compare', userId, lang] : ['compare', 'device', lang, deviceIds],
    queryFn: ({ signal }) => {
      if (userId) return api<CompareItem[]>('/customer/compare/list', { signal });
      if (!deviceIds.length) return Promise.resolve([]);
      return api<CompareItem[]>('/customer/compare/items', { query: { ids: deviceIds }, signal });
    },
  });

/**
 * The compare list and its changes. Product cards need only the ids (a visitor's come from the
 * device without a call); the compare screen passes `load` to have the products too.
 */
export function useCompare(load = false) {
  const { t } = useTranslation();
  const user = useSession();
  const lang = useLang();
  const device = useStore(deviceCompare);
  const client = useQueryClient();
  const userId = user?.id ?? null;
  const options = compareQuery(userId, lang, device);
  // a visitor's list is keyed by its ids: keep showing the last answer while a changed one loads
  const query = useQuery({ ...options, enabled: load || Boolean(userId), placeholderData: keepPreviousData });
  const ids = userId ? (query.data ?? []).map((p) => p.id) : device;

  /** True when the server took the change. */
  const write = async (path: string, body: Record<string, number | undefined>) => {
    try {
      const items = await api<CompareItem[]>(path, { body, quiet: true });
      // other languages' copies are stale now; this one is the answer
      await client.invalidateQueries({ queryKey: ['compare'], refetchType: 'none' });
      client.setQueryData(options.queryKey, items);
      return true;
    } catch (err) {
      showToast(
        err instanceof ApiError && err.code === 1000008 ? t('compare.full', { max: MAX_COMPARE }) : failureText(err, t),
      );
      return false;
    }
  };
  return {
    query,
    ids,
    visitor: !userId,
    /** True when the product is in the list now; a full list is refused with the reason. */
    add: async (productId: number): Promise<boolean> => {
      if (ids.includes(productId)) return true;
      // the server refuses a fifth too (1000008); no need to ask it when the list is known full
      if (ids.length >= MAX_COMPARE) {
        showToast(t('compare.full', { max: MAX_COMPARE }));
        return false;
      }
      if (!userId) return addDeviceCompare(productId);
      return write('/customer/compare/add', { product_id: productId });
    },
    /** Takes one product out, or all of them without an id. */
    remove: async (productId?: number): Promise<boolean> => {
      if (!userId) {
        removeDeviceCompare(productId);
        return true;
      }
      return write('/customer/compare/remove', { product_id: productId });
    },
  };
}

/**
 * Right after sign-in: the device's list joins the account's, as far as four places allow (the
 * API refuses a fifth), then the device forgets it. A product gone from sale (2000021) is dropped
 * and the rest is tried again; any other failure keeps the device list and says why.
 */
export async function mergeDeviceCompare(client: QueryClient): Promise<void> {
  let device = deviceCompareIds();
  if (!device.length) return;
  try {
    const have = (await api<CompareItem[]>('/customer/compare/list', { quiet: true })).map((p) => p.id);
    const missing = device.filter((id) => !have.includes(id));
    let adding = missing.slice(0, Math.max(0, MAX_COMPARE - have.length));
    while (adding.length) {
      try {
        await api('/customer/compare/add', { body: { ids: adding }, quiet: true });
        break;
      } catch (err) {
        const gone =
          err instanceof ApiError && err.code === 2000021 && (err.data as { product_id?: number })?.product_id;
        if (!gone) throw err;
        adding = adding.filter((id) => id !== gone);
        device = device.filter((id) => id !== gone);
      }
    }
    removeDeviceCompare();
    const left = device.filter((id) => !have.includes(id)).length - adding.length;
    if (left > 0) showToast(i18next.t('compare.notMerged', { count: left, max: MAX_COMPARE }), 'info');
  } catch (err) {
    showToast(failureText(err, i18next.t));
  }
  await client.invalidateQueries({ queryKey: ['compare'] });
}
