// The storage interface on S3-compatible object storage (AWS S3, MinIO, Ceph, R2, B2 ...) through
// the official AWS SDK client. Objects are written without an ACL, so they take the bucket's own
// (private unless its owner opened it): private uploads are only ever read back by the API, after
// its permission check; public images are streamed by the API or, with STORAGE_PUBLIC_URL, linked
// where the bucket or a CDN in front of it serves them.
import type { Readable } from 'node:stream';
import { contentTypeOf, PUBLIC_CACHE, type Storage } from './storage.ts';
import type { S3Settings } from './storage-config.ts';

export async function s3Storage(settings: S3Settings): Promise<Storage> {
  // loaded here, not at the top: a server on local disk never pays for the SDK (~20 MB)
  const { GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's newer
    // default (CRC trailers on every upload), and our bodies are buffers sent whole anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  const full = (key: string) => (settings.prefix ? `${settings.prefix}/${key}` : key);
  return {
    async put(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: full(key),
          Body: body,
          ContentType: contentTypeOf(key),
          // the same lifetime the API gives them, for a bucket or CDN that serves media/ itself
          ...(key.startsWith('media/') ? { CacheControl: PUBLIC_CACHE } : {}),
        }),
      );
    },
    async open(key) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        return { stream: got.Body as Readable, size: got.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async keys(prefix) {
      const found: string[] = [];
      const strip = full('').length;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: full(prefix), ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) found.push(o.Key.slice(strip));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async close() {
      client.destroy();
    },
  };
}
