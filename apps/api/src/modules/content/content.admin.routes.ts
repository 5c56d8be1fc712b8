// The site's content under /api/admin (issue 15, point 8): blog posts and categories, the five
// policy pages, ads, announcements (permission content) and the site settings (permission
// settings). Every change is audited and clears the storefront's cache.
import {
  adAdminQuery,
  adBody,
  announcementBody,
  blogAdminQuery,
  blogCategoryBody,
  blogPostBody,
  idParams,
  pageBody,
  publishBody,
  siteSettingsBody,
} from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { adminAds, saveAd } from './ads-admin.service.ts';
import { adminAnnouncements, publishAnnouncement, saveAnnouncement } from './announcements-admin.service.ts';
import {
  adminBlogCategories,
  adminBlogPost,
  adminBlogPosts,
  publishBlogPost,
  saveBlogCategory,
  saveBlogPost,
} from './blog-admin.service.ts';
import { adminPages, savePage } from './pages-admin.service.ts';
import { adminSettings, saveSettings } from './settings-admin.service.ts';

export function contentAdminRoutes(app: FastifyInstance) {
  const tags = ['admin content'];
  const base = { tags, auth: 'admin', permission: 'content' } as const;
  const write = { ...base, rateLimit: { max: 60 } } as const;
  route(app, {
    ...base,
    method: 'GET',
    url: '/content/blog',
    summary: 'Blog posts, published or not, newest first, with the languages each has its own text in',
    input: blogAdminQuery,
    handler: adminBlogPosts,
  });
  route(app, {
    ...base,
    method: 'GET',
    url: '/content/blog/:id',
    summary: 'A blog post with its texts in each language',
    params: idParams,
    handler: (ctx, q) => adminBlogPost(ctx, q.id),
  });
  route(app, {
    ...write,
    method: 'POST',
    url: '/content/blog',
    summary:
      'Creates a blog post (no id) or saves it whole: category, image (an upload of purpose catalog), author, published, texts per language (English required) (audited)',
    input: blogPostBody,
    handler: saveBlogPost,
  });
  route(app, {
    ...write,
    method: 'POST',
    url: '/content/blog/publish',
    summary: 'Publishes a blog post or takes it back (audited)',
    input: publishBody,
    handler: publishBlogPost,
  });
  route(app, {
    ...base,
    method: 'GET',
    url: '/content/blog-categories',
    summary: 'Blog categories with their names per language and their number of posts',
    handler: adminBlogCategories,
  });
  route(app, {
    ...write,
    method: 'POST',
    url: '/content/blog-categories',
    summary: 'Creates a blog category (no id) or saves its order and names per language (audited)',
    input: blogCategoryBody,
    handler: saveBlogCategory,
  });
  route(app, {
    ...base,
    method: 'GET',
    url: '/content/pages',
    summary: 'The five policy pages with their title and text per language',
    handler: adminPages,
  });
  route(app, {
    ...write,
    method: 'POST',
    url: '/content/pages',
    summary: 'Saves a policy page’s title and text per language, English required (audited)',
    input: pageBody,
    handler: savePage,
  });
  route(app, {
    ...base,
    method: 'GET',
    url: '/content/ads',
    summary: 'Ads by position and order, with their schedule and whether the storefront shows them now',
    input: adAdminQuery,
    handler: adminAds,
  });
  route(app, {
    ...write,
    method: 'POST',
    url: '/content/ads',
    summary:
      'Creates an ad (no id) or saves it whole: position, image, link, order, enabled, schedule, texts (audited)',
    input: adBody,
    handler: saveAd,
  });
  route(app, {
    ...base,
    method: 'GET',
    url: '/content/announcements',
    summary: 'Announcements: drafts first, then the published ones, newest first',
    handler: adminAnnouncements,
  });
  route(app, {
    ...write,
    method: 'POST',
    url: '/content/announcements',
    summary: 'Creates an announcement (no id) or saves it whole: published, expiry, texts per language (audited)',
    input: announcementBody,
    handler: saveAnnouncement,
  });
  route(app, {
    ...write,
    method: 'POST',
    url: '/content/announcements/publish',
    summary: 'Publishes an announcement or takes it back to a draft (audited)',
    input: publishBody,
    handler: publishAnnouncement,
  });
  route(app, {
    ...base,
    permission: 'settings',
    method: 'GET',
    url: '/settings',
    summary: 'Site settings: name per language, logo, live chat service_url, contacts, bank transfer details',
    handler: adminSettings,
  });
  route(app, {
    ...write,
    permission: 'settings',
    method: 'POST',
    url: '/settings',
    summary:
      'Saves the site settings whole; service_url must be an https URL or empty (audited as setting.update with the changed keys)',
    input: siteSettingsBody,
    handler: saveSettings,
  });
}
