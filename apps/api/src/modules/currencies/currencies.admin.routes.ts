// Currencies and the languages offered to buyers, under /api/admin (issue 15, permission `settings`).
import { currencyBody, languageBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { adminCurrencies, adminLanguages, saveCurrency, saveLanguage } from './currencies-admin.service.ts';

export function currencyAdminRoutes(app: FastifyInstance) {
  const tags = ['admin currencies'];
  route(app, {
    method: 'GET',
    url: '/currencies',
    summary: 'Every currency (disabled ones too): rate per US dollar ×100, symbol, enabled, default, wallet',
    tags,
    auth: 'admin',
    permission: 'settings',
    handler: adminCurrencies,
  });
  route(app, {
    method: 'POST',
    url: '/currencies',
    summary:
      'Changes a currency (or adds a new code): rate ×100 (the base USD stays 100), symbol, enabled, the default (one), wallet (audited)',
    tags,
    auth: 'admin',
    permission: 'settings',
    input: currencyBody,
    rateLimit: { max: 120 },
    handler: saveCurrency,
  });
  route(app, {
    method: 'GET',
    url: '/languages',
    summary: 'The 19 languages: which are offered to buyers and the default',
    tags,
    auth: 'admin',
    permission: 'settings',
    handler: adminLanguages,
  });
  route(app, {
    method: 'POST',
    url: '/languages',
    summary: 'Offers a language to buyers or not, or makes it the default; English is always offered (audited)',
    tags,
    auth: 'admin',
    permission: 'settings',
    input: languageBody,
    rateLimit: { max: 120 },
    handler: saveLanguage,
  });
}
