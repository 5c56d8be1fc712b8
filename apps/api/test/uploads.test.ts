// Uploads: recognised by content, metadata stripped, resized, stored; private ones not served.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { randomAddress, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await testApp();
  user = await registerUser(t.app);
});
afterAll(() => t.close());

function multipart(file: Buffer, filename: string, fields: Record<string, string> = {}) {
  const boundary = `----polymart${Math.random().toString(16).slice(2)}`;
  const parts = [
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: Buffer, filename: string, fields: Record<string, string> = {}, token?: string) => {
  const body = multipart(file, filename, fields);
  return call(t.app, {
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { 'access-token': token } : {}) },
    remoteAddress: randomAddress(),
  });
};

const photoWithGps = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret owner', Make: 'Canon' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' },
    })
    .toBuffer();

describe('uploads', () => {
  it('re-encodes an image to WebP, shrinks it and drops its metadata', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, 'holiday.JPG', { purpose: 'avatar' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ content_type: 'image/webp', width: 512, height: 341 });
    expect(res.data.path).toMatch(/^uploads\/avatar\/[A-Za-z0-9_-]+\.webp$/);
    const served = await t.app.inject({ url: `/media/${res.data.path}` });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('judges by content, not by name', async () => {
    const notImage = await upload(Buffer.from('<?php echo "hi"; ?>'), 'cat.png');
    expect(notImage).toMatchObject({ code: 1000008, data: { field: 'file' } });
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'named-like-a.pdf')).code).toBe(200);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/upload', payload: {}, remoteAddress: randomAddress() })).code,
    ).toBe(1000009);
  });

  it('takes documents only where the purpose allows, and only from signed-in users', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect((await upload(pdf, 'a.pdf', { purpose: 'avatar' })).code).toBe(1000008);
    expect((await upload(pdf, 'a.pdf', { purpose: 'document' })).code).toBe(1100003);
    const ok = await upload(pdf, 'a.pdf', { purpose: 'document' }, user.token);
    expect(ok.data).toMatchObject({ content_type: 'application/pdf' });
    // private files are not served from /media
    expect((await t.app.inject({ url: `/media/${ok.data.path}` })).statusCode).toBe(404);
    const row = await one<{ user_id: number }>(
      t.database.db,
      sql`SELECT user_id FROM uploads WHERE path = ${ok.data.path}`,
    );
    expect(row!.user_id).toBe(user.id);
  });

  it('keeps product photos to sellers and refuses unknown purposes', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'p.png', { purpose: 'product' }, user.token)).code).toBe(2000040);
    expect((await upload(png, 'p.png', { purpose: 'malware' }, user.token)).code).toBe(1000008);
  });

  it('lets a new user register with an uploaded avatar, and refuses a made-up path', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const avatar = await upload(png, 'me.png');
    const withPhoto = await registerUser(t.app, { photo: avatar.data.path });
    const info = await call(t.app, {
      url: '/api/customer/info/get_userinfo',
      headers: { 'access-token': withPhoto.token },
    });
    expect(info.data.avatar).toBe(avatar.data.path);
    await expect(registerUser(t.app, { photo: 'uploads/avatar/doesnotexist.webp' })).rejects.toThrow(/1100001/);
  });
});

describe('private uploads', () => {
  it('are shown to their owner and to operators only', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const proof = await upload(png, 'proof.png', { purpose: 'proof' }, user.token);
    const url = `/api/upload/file?path=${encodeURIComponent(proof.data.path)}`;
    const mine = await t.app.inject({ url, headers: { 'access-token': user.token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    const other = await registerUser(t.app);
    expect((await call(t.app, { url, headers: { 'access-token': other.token } })).code).toBe(2000019);
    const admin = await call(t.app, {
      method: 'POST',
      url: '/api/customer/login/account',
      payload: { email: 'admin@demo.test', password: 'demo1234' },
      remoteAddress: randomAddress(),
    });
    expect((await t.app.inject({ url, headers: { 'access-token': admin.data['access-token'] } })).statusCode).toBe(200);
    expect(
      (await call(t.app, { url: '/api/upload/file?path=../../etc/passwd', headers: { 'access-token': user.token } }))
        .code,
    ).toBe(1000008);
  });
});
