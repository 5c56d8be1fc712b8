// Admin routes of the matrix (matrix-admin.ts): blog, policy pages, ads, announcements, site settings.
import type { Entry } from './matrix.ts';

const content: Entry = { access: 'admin', permission: 'content', owns: 'none' };
const settings: Entry = { access: 'admin', permission: 'settings', owns: 'none' };
const EN = (fields: Record<string, string>) => [{ lang: 'en', ...fields }];

export const ADMIN_CONTENT: Record<string, Entry> = {
  'GET /api/admin/content/blog': content,
  'GET /api/admin/content/blog/{id}': { ...content, input: { id: 1 } },
  'POST /api/admin/content/blog': {
    ...content,
    input: { category_id: 1, image: 'blogs/none.webp', texts: EN({ title: 'Matrix', body: 'Matrix text' }) },
  },
  'POST /api/admin/content/blog/publish': { ...content, input: { id: 1, published: true } },
  'GET /api/admin/content/blog-categories': content,
  'POST /api/admin/content/blog-categories': { ...content, input: { names: EN({ name: 'Matrix' }) } },
  'GET /api/admin/content/pages': content,
  'POST /api/admin/content/pages': {
    ...content,
    input: { slug: 'about_us', texts: EN({ title: 'About us', body: 'Matrix' }) },
  },
  'GET /api/admin/content/ads': content,
  'POST /api/admin/content/ads': {
    ...content,
    input: { position: 'top', image: 'ads/none.webp', texts: EN({ title: 'Matrix' }) },
  },
  'GET /api/admin/content/announcements': content,
  'POST /api/admin/content/announcements': { ...content, input: { texts: EN({ title: 'Matrix' }) } },
  'POST /api/admin/content/announcements/publish': { ...content, input: { id: 1, published: false } },
  'GET /api/admin/settings': settings,
  'POST /api/admin/settings': {
    ...settings,
    input: { site_name: { en: 'Polymart' }, logo: 'site/logo.webp', bank_transfer: {} },
  },
};
