// Content reads of spec §7: currencies, languages, wallets, ads and site settings, policies,
// announcements, blogs and document downloads.
import { blogDetailQuery, blogListQuery, type PolicySlug, staticFileParams, storeQuery } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { one } from '../../db/client.ts';
import { fail } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import type { Storage } from '../../lib/storage.ts';
import { blogCategories, blogDetail, blogList } from './blog.service.ts';
import { adverts, announcements, currencies, languages, policy, wallets, websiteConfig } from './content.service.ts';

const tags = ['content'];

export function contentRoutes(app: FastifyInstance, storage: Storage) {
  route(app, {
    method: 'GET',
    url: '/customer/index/get_currency',
    summary: 'Currencies with rates and the image base url',
    tags,
    auth: 'none',
    handler: currencies,
  });
  route(app, {
    method: 'GET',
    url: '/customer/index/get_languages',
    summary: 'Interface languages',
    tags,
    auth: 'none',
    handler: languages,
  });
  route(app, {
    method: 'POST',
    url: '/customer/index/get_wallets',
    summary: 'Currencies a top-up may be paid in',
    tags,
    auth: 'none',
    handler: wallets,
  });
  route(app, {
    method: 'GET',
    url: '/customer/index/store',
    summary: 'type=advert: ads by position; type=website_config: site settings',
    tags,
    auth: 'none',
    input: storeQuery,
    handler: (ctx, q): Promise<unknown> => (q.type === 'advert' ? adverts(ctx) : websiteConfig(ctx)),
  });
  route(app, {
    method: 'GET',
    url: '/customer/index/systemnotify',
    summary: 'Current announcements',
    tags,
    auth: 'none',
    handler: announcements,
  });

  const policies: [string, PolicySlug, ('GET' | 'POST')[]][] = [
    ['/privacy-policy', 'privacy', ['GET']],
    ['/return_policy-policy', 'return', ['GET']],
    ['/support-policy', 'support', ['GET']],
    ['/terms-policy', 'terms', ['GET']],
    // spec §7 reads about-us with POST; GET is accepted too so the page can be linked
    ['/about_us-policy', 'about_us', ['POST', 'GET']],
  ];
  for (const [url, slug, method] of policies) {
    route(app, {
      method,
      url,
      summary: `Policy page: ${slug}`,
      tags,
      auth: 'none',
      handler: (ctx) => policy(ctx, slug),
    });
  }

  route(app, {
    method: 'GET',
    url: '/customer/blog/list',
    summary: 'Blog posts, newest first',
    tags,
    auth: 'none',
    input: blogListQuery,
    handler: blogList,
  });
  route(app, {
    method: 'GET',
    url: '/customer/blog/detail',
    summary: 'A blog post',
    tags,
    auth: 'none',
    input: blogDetailQuery,
    handler: (ctx, q) => blogDetail(ctx, q.id),
  });
  route(app, {
    method: 'GET',
    url: '/customer/blog/categories',
    summary: 'Blog categories',
    tags,
    auth: 'none',
    handler: blogCategories,
  });

  route(app, {
    method: 'POST',
    url: '/static/:file',
    summary: 'Download a published document',
    tags,
    auth: 'none',
    params: staticFileParams,
    handler: async (ctx, { file }, _req, reply) => {
      const doc = await one<{ content_type: string }>(
        ctx.db,
        sql`SELECT content_type FROM documents WHERE name = ${file}`,
      );
      const opened = doc && (await storage.open(`documents/${file}`));
      if (!doc || !opened) return fail('NO_DATA', 'document not found');
      reply.header('content-type', doc.content_type).header('content-length', opened.size);
      reply.header('content-disposition', `attachment; filename="${file}"`);
      return reply.send(opened.stream);
    },
  });
}
