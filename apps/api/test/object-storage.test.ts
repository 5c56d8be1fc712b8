// Object storage (issue 18): the API on a real S3-compatible server (s3rver from npm, on a free
// port) behind a recording proxy. Uploads land in the bucket under the configured prefix, public
// images come back through /media/ with long cache headers or a redirect to STORAGE_PUBLIC_URL,
// a private proof only through its permission check, and the demo seed's images reach the bucket.
// s3rver answers anonymous reads of any object (it enforces no ACL), so the proxy shows instead
// that no request of ours ever asks for a public ACL, and the answers show no bucket address.

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GetObjectAclCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { copyMissing } from '../src/lib/storage.ts';
import { s3Settings } from '../src/lib/storage-config.ts';
import { s3Storage } from '../src/lib/storage-s3.ts';
import { registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp, testAppWithLog } from './helpers.ts';
import { demoLogin, type Session } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const BUCKET = 'polymart-files';
const KEY_ID = 'polymart-test';
const SECRET = `never-logged-${Math.random().toString(36).slice(2)}`;

let dir: string;
let s3rver: S3rver;
let proxy: Server;
/** Every request the API sent to the bucket: method, path and headers. */
const sent: { method: string; url: string; headers: Record<string, unknown> }[] = [];
let endpoint: string;
let bucket: S3Client;
let t: TestApp & { log(): string };
let seller: Session;
let buyer: TestUser;
let other: TestUser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'polymart-s3-'));
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  // s3rver knows one key pair unless told of others (its account registry has no option for it)
  const account = createRequire(import.meta.url)('s3rver/lib/models/account.js');
  account.DUMMY_ACCOUNT.createKeyPair(KEY_ID, SECRET);
  // the proxy passes requests on unchanged (the Host header too, so signatures hold) and records them
  proxy = createServer((req, res) => {
    sent.push({ method: req.method!, url: req.url!, headers: req.headers });
    const out = request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(out);
  });
  await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
  endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  bucket = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY_ID, secretAccessKey: SECRET },
  });
  t = await testAppWithLog({
    STORAGE_URL: `s3://${KEY_ID}:${SECRET}@${BUCKET}/site?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=1`,
  });
  [seller, buyer, other] = await Promise.all([
    demoLogin(t.app, 'seller@demo.test'),
    registerUser(t.app),
    registerUser(t.app),
  ]);
});
afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await new Promise((ok) => proxy?.close(ok));
  await s3rver?.close();
  await rm(dir, { recursive: true, force: true });
});

const objectBytes = async (key: string) => {
  const got = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await got.Body!.transformToByteArray());
};
const keysUnder = async (prefix: string) =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((o) => o.Key);
/** An answer's headers and body must never show where the bucket is or a signed link to it. */
const revealsNothing = (text: string) => {
  expect(text).not.toContain(endpoint);
  expect(text).not.toContain(BUCKET);
  expect(text).not.toMatch(/X-Amz-(Signature|Credential)/i);
};

describe('object storage', () => {
  it('stores a product photo and its sizes in the bucket and serves them with long cache headers', async () => {
    const path = await uploadImage(t.app, seller.token, 'product');
    const stem = path.replace(/\.webp$/, '');
    expect((await keysUnder(`site/media/${stem}`)).sort()).toEqual(
      [`${stem}-200.webp`, `${stem}-400.webp`, `${stem}-800.webp`, path].map((k) => `site/media/${k}`).sort(),
    );
    for (const file of [path, `${stem}-400.webp`]) {
      const served = await t.app.inject({ url: `/media/${file}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=604800, immutable');
      expect(served.rawPayload.equals(await objectBytes(`site/media/${file}`))).toBe(true);
    }
    // the object carries the same lifetime, for a bucket or CDN that serves it directly
    const head = await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `site/media/${path}` }));
    expect(head).toMatchObject({ ContentType: 'image/webp', CacheControl: 'public, max-age=604800, immutable' });
    expect((await t.app.inject({ url: `/media/${stem}-missing.webp` })).statusCode).toBe(404);
  });

  it('keeps a payment proof private: its owner reads it through the API, nobody else', async () => {
    const path = await uploadImage(t.app, buyer, 'proof');
    expect(await keysUnder(`site/private/${path}`)).toEqual([`site/private/${path}`]);
    expect(await keysUnder(`site/media/${path}`)).toEqual([]);
    const url = `/api/upload/file?path=${encodeURIComponent(path)}`;
    const mine = await t.app.inject({ url, headers: { 'access-token': buyer.token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect(mine.headers['cache-control']).toBe('private, max-age=300');
    expect(mine.rawPayload.equals(await objectBytes(`site/private/${path}`))).toBe(true);
    revealsNothing(JSON.stringify(mine.headers));

    const theirs = await call(t.app, { url, headers: { 'access-token': other.token } });
    expect(theirs.code).toBe(2000019); // no such file, as for a path that does not exist
    expect(theirs.data).toBeNull();
    expect((await call(t.app, { url })).code).toBe(1100003); // not logged in
    // nor by the public path, by name or by climbing out of media/
    for (const probe of [`/media/${path}`, `/media/../private/${path}`, `/media/%2e%2e/private/${path}`]) {
      expect((await t.app.inject({ url: probe })).statusCode).toBe(404);
    }
  });

  it('never asks the bucket for a public ACL and never hands out its address or credentials', async () => {
    const path = await uploadImage(t.app, buyer, 'kyc');
    const writes = sent.filter((r) => r.method === 'PUT');
    expect(writes.length).toBeGreaterThanOrEqual(6); // the product photo's four files, the proof, this
    for (const w of writes) {
      expect(Object.keys(w.headers).filter((h) => h === 'x-amz-acl' || h.startsWith('x-amz-grant-'))).toEqual([]);
      expect(w.url).not.toMatch(/[?&]acl/);
    }
    // the object's ACL is the bucket owner's alone
    const acl = await bucket.send(new GetObjectAclCommand({ Bucket: BUCKET, Key: `site/private/${path}` }));
    expect(acl.Grants?.map((g) => g.Grantee?.URI).filter(Boolean)).toEqual([]);
    // no answer names the bucket, and the server's log holds neither the secret nor the URL carrying it
    const mine = await t.app.inject({ url: `/api/upload/file?path=${path}`, headers: { 'access-token': buyer.token } });
    expect(mine.statusCode).toBe(200);
    revealsNothing(JSON.stringify(mine.headers));
    expect(t.log()).not.toContain(SECRET);
  });

  it('links public images to STORAGE_PUBLIC_URL when set, and redirects /media/ there', async () => {
    // credentials from the standard AWS variables this time, the URL without any
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: KEY_ID, AWS_SECRET_ACCESS_KEY: SECRET });
    const cdn = await testApp(
      {
        STORAGE_URL: `s3://${BUCKET}/site?endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=1`,
        STORAGE_PUBLIC_URL: 'https://cdn.example.test/site',
      },
      t.database,
    );
    try {
      const avatar = await uploadImage(cdn.app, buyer, 'avatar');
      expect(await keysUnder(`site/media/${avatar}`)).toEqual([`site/media/${avatar}`]);
      const moved = await cdn.app.inject({ url: `/media/${avatar}` });
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(`https://cdn.example.test/site/media/${avatar}`);
      const listed = await call(cdn.app, '/api/customer/index/get_currency');
      expect(listed.data.static).toBe('https://cdn.example.test/site/media/');
    } finally {
      await cdn.close();
      delete process.env.AWS_ACCESS_KEY_ID;
      delete process.env.AWS_SECRET_ACCESS_KEY;
    }
  });

  it("copies the demo seed's drawn images to the bucket, only those missing, and serves them", async () => {
    // the step seedDemo ends with when given object storage, on the category icons (all 2,300
    // drawn images take s3rver 23 s; the seed itself a minute)
    const storage = await s3Storage(
      s3Settings({ STORAGE_URL: `s3://${KEY_ID}:${SECRET}@${BUCKET}/site?endpoint=${endpoint}&forcePathStyle=1` })!,
    );
    const icons = join(inject('mediaDir'), 'categories');
    const drawn = (await readdir(icons)).filter((f) => f.endsWith('.webp'));
    expect(drawn.length).toBeGreaterThan(5);
    expect(await copyMissing(storage, icons, 'media/categories/')).toBe(drawn.length);
    expect(await copyMissing(storage, icons, 'media/categories/')).toBe(0);
    await storage.close?.();
    const icon = await one<{ icon: string }>(t.database.db, sql`SELECT icon FROM categories WHERE icon <> '' LIMIT 1`);
    const served = await t.app.inject({ url: `/media/${icon!.icon}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await readFile(join(inject('mediaDir'), icon!.icon)))).toBe(true);
  });
});

describe('object storage settings', () => {
  it('reads STORAGE_URL, or the S3_* variables, and refuses what is not s3://', () => {
    expect(
      s3Settings({
        STORAGE_URL:
          's3://AK%2F1:s%40cret@shop-files/site/?endpoint=http://minio:9000&region=eu-west-1&forcePathStyle=1',
      }),
    ).toEqual({
      bucket: 'shop-files',
      prefix: 'site',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AK/1', secretAccessKey: 's@cret' },
    });
    expect(
      s3Settings({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://r2', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: '1' }),
    ).toEqual({
      bucket: 'b',
      prefix: '',
      endpoint: 'http://r2',
      region: 'auto',
      forcePathStyle: true,
      credentials: undefined,
    });
    expect(s3Settings({ STORAGE_URL: 's3://b', AWS_REGION: 'eu-central-1' })).toMatchObject({
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(s3Settings({})).toBeUndefined();
    expect(() => s3Settings({ STORAGE_URL: '/var/polymart' })).toThrow(/s3:\/\//);
  });
});
