// Currencies and languages in the admin area (issue 15): GET/POST /api/admin/currencies (rate per US
// dollar ×100, symbol, enabled, wallet, the default) and GET/POST /api/admin/languages (offered to
// buyers, the default). Answers carry the new list, which replaces the cached one.
import type { AdminCurrency, AdminLanguage, CurrencyBody, LanguageBody } from '@polymart/contract/currencies-admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const CURRENCIES = 'admin-currencies';

export const currencyListQuery = () =>
  queryOptions({
    queryKey: [CURRENCIES, 'currencies'],
    queryFn: ({ signal }) => api<{ items: AdminCurrency[] }>('/admin/currencies', { signal }),
    staleTime: 0,
  });

export const languageListQuery = () =>
  queryOptions({
    queryKey: [CURRENCIES, 'languages'],
    queryFn: ({ signal }) => api<{ items: AdminLanguage[] }>('/admin/languages', { signal }),
    staleTime: 0,
  });

export const saveCurrency = (body: CurrencyBody) =>
  api<{ items: AdminCurrency[] }>('/admin/currencies', { body: { ...body }, quiet: true });

export const saveLanguage = (body: LanguageBody) =>
  api<{ items: AdminLanguage[] }>('/admin/languages', { body: { ...body }, quiet: true });
