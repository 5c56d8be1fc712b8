// The site's content in the admin area (issue 15, point 8): blog posts and categories, policy pages,
// ads, announcements (GET/POST /api/admin/content/...) and the site settings (/api/admin/settings).
// Saves answer the saved thing; the lists are read again after each. Failures are said in place.

import type { Paged } from '@polymart/contract';
import type {
  AdminAd,
  AdminAnnouncement,
  AdminBlogCategory,
  AdminBlogPost,
  AdminBlogPostDetail,
  AdminPage,
  SiteSettings,
} from '@polymart/contract/content-admin';
import { queryOptions } from '@tanstack/react-query';
import { api, uploadFile } from '../../lib/api.ts';

export const CONTENT = 'admin-content';

export const blogPostsQuery = (page: number) =>
  queryOptions({
    queryKey: [CONTENT, 'blog', page],
    queryFn: ({ signal }) =>
      api<Paged<AdminBlogPost>>('/admin/content/blog', { query: { page, page_size: 20 }, signal }),
  });
export const blogPostQuery = (id: number) =>
  queryOptions({
    queryKey: [CONTENT, 'blog-post', id],
    queryFn: ({ signal }) => api<AdminBlogPostDetail>(`/admin/content/blog/${id}`, { signal }),
    staleTime: 0,
  });
export const blogCategoriesQuery = () =>
  queryOptions({
    queryKey: [CONTENT, 'blog-categories'],
    queryFn: ({ signal }) => api<{ items: AdminBlogCategory[] }>('/admin/content/blog-categories', { signal }),
  });
export const pagesQuery = () =>
  queryOptions({
    queryKey: [CONTENT, 'pages'],
    queryFn: ({ signal }) => api<{ items: AdminPage[] }>('/admin/content/pages', { signal }),
    staleTime: 0,
  });
export const adsQuery = () =>
  queryOptions({
    queryKey: [CONTENT, 'ads'],
    queryFn: ({ signal }) => api<{ items: AdminAd[] }>('/admin/content/ads', { signal }),
  });
export const announcementsQuery = () =>
  queryOptions({
    queryKey: [CONTENT, 'announcements'],
    queryFn: ({ signal }) => api<{ items: AdminAnnouncement[] }>('/admin/content/announcements', { signal }),
  });
export const settingsQuery = () =>
  queryOptions({
    queryKey: [CONTENT, 'settings'],
    queryFn: ({ signal }) => api<SiteSettings>('/admin/settings', { signal }),
    staleTime: 0,
  });

/**
 * A save: bodies go form-encoded, so lists and objects (the texts per language, the bank details)
 * travel as JSON text, which the contract reads back; the server applies its defaults and checks.
 */
const send =
  <R>(path: string) =>
  (body: object) =>
    api<R>(path, {
      body: Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : v]),
      ),
      quiet: true,
    });

export const saveBlogPost = send<AdminBlogPostDetail>('/admin/content/blog');
export const publishBlogPost = send<AdminBlogPostDetail>('/admin/content/blog/publish');
export const saveBlogCategory = send<{ items: AdminBlogCategory[] }>('/admin/content/blog-categories');
export const savePage = send<AdminPage>('/admin/content/pages');
export const saveAd = send<AdminAd>('/admin/content/ads');
export const saveAnnouncement = send<AdminAnnouncement>('/admin/content/announcements');
export const publishAnnouncement = send<AdminAnnouncement>('/admin/content/announcements/publish');
export const saveSettings = send<SiteSettings>('/admin/settings');

/** Blog and ad images, the logo: public uploads of the staff (purpose catalog), checked and resized by the server. */
export const uploadContentImage = (file: File, onProgress: (percent: number) => void) =>
  uploadFile(file, 'catalog', onProgress).then((u) => u.path);
