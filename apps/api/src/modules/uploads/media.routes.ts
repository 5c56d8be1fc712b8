// Public images at /media/<key> (the image base url of spec §7). On local disk they are static
// files. On object storage they are streamed from the bucket with the same long cache headers, or,
// with STORAGE_PUBLIC_URL, image links point straight at the bucket or its CDN and this path only
// redirects there (links saved before the switch keep working). Only media/ is reachable here:
// private/ files are answered by GET /api/upload/file after its permission check.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { contentTypeOf, PUBLIC_CACHE, type Storage } from '../../lib/storage.ts';

// what upload and seed keys look like: no '..', no empty or hidden segments, no backslashes
const MEDIA_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export async function mediaRoutes(app: FastifyInstance, config: Config, storage: Storage) {
  if (!config.s3) {
    const mediaDir = join(config.dataDir, 'media');
    mkdirSync(mediaDir, { recursive: true });
    await app.register(fastifyStatic, { root: mediaDir, prefix: '/media/', maxAge: '7d', immutable: true });
    return;
  }
  const publicBase = config.storagePublicUrl;
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (req, reply) => {
    const key = req.params['*'];
    if (!MEDIA_KEY.test(key) || key.includes('..')) {
      reply.callNotFound();
      return reply;
    }
    if (publicBase) return reply.redirect(`${publicBase}media/${key}`, 301);
    const opened = await storage.open(`media/${key}`);
    if (!opened) {
      reply.callNotFound();
      return reply;
    }
    return reply
      .header('content-type', contentTypeOf(key))
      .header('content-length', opened.size)
      .header('cache-control', PUBLIC_CACHE)
      .send(opened.stream);
  });
}
