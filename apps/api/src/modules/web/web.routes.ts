// Serves the built storefront (apps/web/dist) from the same server as the API: hashed assets are
// cached for ever and sent pre-compressed (.br/.gz written at build time); the page itself is
// never cached and carries the content security policy.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const WEB_DIST = fileURLToPath(new URL('../../../../web/dist/', import.meta.url));

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes (carousel position); no inline <style> or scripts are used
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export async function webRoutes(app: FastifyInstance, dist = WEB_DIST): Promise<boolean> {
  if (!existsSync(join(dist, 'index.html'))) return false;
  const index = await readFile(join(dist, 'index.html'));
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  const page = (html: Buffer) => async (_req: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CSP)
      .send(html);
  app.get('/', { schema: { hide: true } }, page(index));
  // the admin area is its own entry of the build (DESIGN §4)
  const adminIndex = join(dist, 'admin', 'index.html');
  if (existsSync(adminIndex)) {
    app.get('/admin', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/admin/'));
    app.get('/admin/', { schema: { hide: true } }, page(await readFile(adminIndex)));
  }
  return true;
}
