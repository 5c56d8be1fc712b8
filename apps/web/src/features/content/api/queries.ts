// Query options of the content calls: ads, website settings, announcements, policies, blog.

import type { Ad, AdPosition, BlogItem, Paged, Policy } from '@polymart/contract';

export type { Ad, AdPosition, BlogItem, Policy };

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export { type SiteConfig, siteConfigQuery } from '../../../lib/site-config.ts';

export const adsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['ads', lang],
    queryFn: ({ signal }) =>
      api<Record<AdPosition, Ad[]>>('/customer/index/store', { query: { type: 'advert' }, signal }),
    staleTime: 5 * 60_000,
  });

export const announcementsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['announcements', lang],
    queryFn: ({ signal }) =>
      api<{ id: number; title: string; body: string; published_at: string }[]>('/customer/index/systemnotify', {
        signal,
      }),
  });

const POLICY_PATHS: Record<string, { path: string; method: 'GET' | 'POST' }> = {
  terms: { path: '/terms-policy', method: 'GET' },
  support: { path: '/support-policy', method: 'GET' },
  return: { path: '/return_policy-policy', method: 'GET' },
  privacy: { path: '/privacy-policy', method: 'GET' },
  about_us: { path: '/about_us-policy', method: 'POST' },
};

export const policyQuery = (lang: string, slug: string) =>
  queryOptions({
    queryKey: ['policy', lang, slug],
    queryFn: ({ signal }) => {
      const p = POLICY_PATHS[slug] ?? POLICY_PATHS.terms!;
      return api<Policy>(p.path, { method: p.method, body: p.method === 'POST' ? {} : undefined, signal });
    },
  });

export const blogListQuery = (lang: string, page: number, categoryId?: number) =>
  queryOptions({
    queryKey: ['blog', lang, page, categoryId],
    queryFn: ({ signal }) =>
      api<Paged<BlogItem>>('/customer/blog/list', { query: { page, page_size: 12, category_id: categoryId }, signal }),
  });

export const blogCategoriesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['blog-categories', lang],
    queryFn: ({ signal }) => api<{ id: number; slug: string; name: string }[]>('/customer/blog/categories', { signal }),
  });

export const blogPostQuery = (lang: string, id: number) =>
  queryOptions({
    queryKey: ['blog-post', lang, id],
    queryFn: ({ signal }) =>
      api<BlogItem & { body: string }>('/customer/blog/detail', { query: { id }, signal, quiet: true }),
    retry: false,
  });
