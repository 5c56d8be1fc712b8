// Where files go, read from the environment (config.ts): S3-compatible object storage when
// STORAGE_URL (s3://...) or S3_BUCKET is set, else local disk under DATA_DIR. Parsed here, without
// the AWS SDK, so a start on local disk never loads it.
//
//   STORAGE_URL=s3://[key:secret@]bucket[/prefix]?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=1
//   or S3_BUCKET, S3_PREFIX, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE (URL values win).
// Credentials: the URL's user:password, else the SDK's own chain (AWS_ACCESS_KEY_ID /
// AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance or task role).

export interface S3Settings {
  bucket: string;
  /** Folder inside the bucket every key goes under ('' for the bucket's root). */
  prefix: string;
  endpoint?: string;
  region: string;
  /** bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers want */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const yes = (v: string | null | undefined) => v === '1' || v === 'true';

export function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const raw = env.STORAGE_URL?.trim();
  if (raw && !raw.startsWith('s3://')) {
    // file paths stay DATA_DIR's job; anything else is a typo that must not fall back silently
    throw new Error('STORAGE_URL must start with s3:// (unset it to store files under DATA_DIR)');
  }
  const url = raw ? new URL(raw) : undefined;
  const bucket = url?.hostname || env.S3_BUCKET;
  if (!bucket) return undefined;
  const q = url?.searchParams;
  const endpoint = q?.get('endpoint') || env.S3_ENDPOINT || undefined;
  const user = url?.username ? decodeURIComponent(url.username) : '';
  const password = url?.password ? decodeURIComponent(url.password) : '';
  return {
    bucket,
    prefix: (url?.pathname || env.S3_PREFIX || '').replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: q?.get('region') || env.S3_REGION || env.AWS_REGION || 'us-east-1',
    forcePathStyle: q?.has('forcePathStyle') ? yes(q.get('forcePathStyle')) : yes(env.S3_FORCE_PATH_STYLE),
    credentials: user && password ? { accessKeyId: user, secretAccessKey: password } : undefined,
  };
}

/** The settings as they may be logged: no credentials. */
export const describeS3 = (s: S3Settings) =>
  `s3://${s.bucket}/${s.prefix}${s.endpoint ? ` at ${new URL(s.endpoint).origin}` : ''} (${s.region})`;
