// Account calls: addresses, the address form's places, notices.

import type { Address, Notice } from '@polymart/contract/account';
import type { Paged } from '@polymart/contract/common';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type { Address, Notice };

export const addressesQuery = (userId: number) =>
  queryOptions({
    queryKey: ['addresses', userId],
    queryFn: () => api<Address[]>('/checkout/onepage/getaddresslist', { method: 'POST', body: {} }),
  });

export const countriesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['countries', lang],
    queryFn: () => api<{ countries: { code: string; name: string }[] }>('/citys', { method: 'POST', body: {} }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const placesQuery = (lang: string, country: string) =>
  queryOptions({
    queryKey: ['places', lang, country],
    queryFn: () =>
      api<{ states: { code: string; name: string }[]; cities: string[] }>('/citys', {
        method: 'POST',
        body: { country },
      }),
    enabled: /^[A-Z]{2}$/.test(country),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const noticesQuery = (userId: number, unread: boolean) =>
  queryOptions({
    queryKey: ['notices', userId, unread],
    queryFn: () =>
      api<Paged<Notice>>('/customer/user/notices', { query: { page_size: 50, unread: unread || undefined } }),
  });
