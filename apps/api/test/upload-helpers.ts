// A small real image uploaded through the API, for routes that take the caller's own upload
// (top-up proofs, refund and review photos).
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { as, type TestUser } from './accounts-helpers.ts';

export async function uploadImage(
  app: FastifyInstance,
  user: TestUser | string,
  purpose: 'proof' | 'refund' | 'review' | 'avatar' | 'kyc' | 'product' | 'shop',
): Promise<string> {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  const boundary = 'imageboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await as(app, user, {
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (res.code !== 200) throw new Error(`upload: ${res.code} ${res.message}`);
  return res.data.path;
}
