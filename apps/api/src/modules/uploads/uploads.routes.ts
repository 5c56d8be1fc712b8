import { privateFileQuery, uploadFields } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import type { Storage } from '../../lib/storage.ts';
import { privateUpload, storeUpload } from './uploads.service.ts';

// The file is a multipart part read into a Node Buffer, a type the browser does not have, so this
// schema stays here; its other fields are the contract's.
const input = z.object({ file: z.instanceof(Buffer, { message: 'a file' }), ...uploadFields });

export function uploadRoutes(app: FastifyInstance, storage: Storage) {
  route(app, {
    method: 'GET',
    url: '/upload/file',
    summary:
      'A private upload (payment proof, document, refund photo), for its owner, operators and (refund photos) the seller',
    tags: ['uploads'],
    auth: 'user',
    input: privateFileQuery,
    handler: async (ctx, q, _req, reply) => {
      const file = await privateUpload(ctx, storage, q.path);
      reply.header('content-type', file.contentType).header('cache-control', 'private, max-age=300');
      return reply.send(file.stream);
    },
  });
  route(app, {
    method: 'POST',
    url: '/upload',
    summary: 'Upload an image (multipart field "file"; purpose avatar, product, proof, document, review or refund)',
    tags: ['uploads'],
    auth: 'optional',
    input,
    // visitors may upload an avatar while registering; everything else needs a signed-in user
    rateLimit: { max: 30 },
    handler: async (ctx, q) => {
      if (q.purpose !== 'avatar' && !ctx.user) throw new AppError('NOT_LOGGED_IN');
      if (q.purpose === 'product' && ctx.user?.role === 'customer') throw new AppError('NO_PERMISSION');
      // category icons and banners, brand logos: the staff's (the admin catalogue saves only these)
      if (q.purpose === 'catalog' && ctx.user?.role !== 'admin') throw new AppError('NO_PERMISSION');
      return storeUpload(ctx, storage, q.file, q.purpose);
    },
  });
}
