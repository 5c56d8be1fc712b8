// Serves the built web app (apps/web/dist) from the same server as the API: the storefront at /,
// the admin area at /admin/, the seller area at /seller/ and at the root of the `seller.` host.
// Hashed assets are cached for ever and sent pre-compressed (.br/.gz written at build time); the
// pages are never cached and carry the content security policy, whichever path reaches them.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** Every HTML answer carries these: the page is never cached and cannot be framed elsewhere. */
export const PAGE_HEADERS = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
};

const AREAS = [
  { prefix: '/', file: 'index.html' },
  { prefix: '/admin/', file: 'admin/index.html' },
  { prefix: '/seller/', file: 'seller/index.html' },
] as const;

/** `imageOrigin`: where public images come from when not from this server (STORAGE_PUBLIC_URL). */
export async function webRoutes(app: FastifyInstance, dist = WEB_DIST, imageOrigin?: string): Promise<boolean> {
  if (!existsSync(join(dist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: true,
    preCompressed: true,
    // the pages themselves are answered by the routes below, with their headers
    allowedPath: (path) => !path.endsWith('.html'),
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  const pages = new Map<string, Buffer>();
  for (const area of AREAS) {
    const file = join(dist, area.file);
    if (existsSync(file)) pages.set(area.prefix, await readFile(file));
  }
  const headers = imageOrigin
    ? { ...PAGE_HEADERS, 'content-security-policy': CSP.replace("img-src 'self'", `img-src 'self' ${imageOrigin}`) }
    : PAGE_HEADERS;
  const send = (reply: FastifyReply, html: Buffer) =>
    reply.type('text/html; charset=utf-8').headers(headers).send(html);
  for (const [prefix, html] of pages) {
    const sellerHost = prefix === '/' ? pages.get('/seller/') : undefined;
    // the seller area is also served at the root of the seller host (spec §9: seller.<host>)
    const handler = async (req: FastifyRequest, reply: FastifyReply) =>
      send(reply, sellerHost && req.hostname.startsWith('seller.') ? sellerHost : html);
    if (prefix !== '/') {
      app.get(prefix.slice(0, -1), { schema: { hide: true } }, async (_req, reply) => reply.redirect(prefix));
    }
    app.get(prefix, { schema: { hide: true } }, handler);
    app.get(`${prefix}index.html`, { schema: { hide: true } }, handler);
  }
  return true;
}
