// The one storage interface for files (DESIGN §3). Local disk under DATA_DIR is the default;
// S3-compatible object storage (storage-s3.ts) plugs in behind the same functions when STORAGE_URL
// or S3_BUCKET is set (storage-config.ts). Keys are folders by kind: media/ (public images, served
// at /media/), private/ (proofs, KYC, ticket and message files: only through a permission check),
// documents/ (site downloads), imports/ (sellers' import files).
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Settings } from './storage-config.ts';

export interface Storage {
  put(key: string, body: Buffer | string): Promise<void>;
  /** The file's bytes and size, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Every key under a prefix (the demo seed uploads only the images the storage lacks). */
  keys(prefix: string): Promise<string[]>;
  close?(): Promise<void>;
}

/** How long browsers and CDNs keep a public image: a changed image gets a new name. */
export const PUBLIC_CACHE = 'public, max-age=604800, immutable';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.zip': 'application/zip',
};
export const contentTypeOf = (key: string) => TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

export function localStorage(root: string): Storage {
  const resolveKey = (key: string) => {
    const full = normalize(join(root, key));
    // Keys come from our own code, but never let one escape the storage root.
    if (!full.startsWith(normalize(root) + sep)) throw new Error(`storage key escapes root: ${key}`);
    return full;
  };
  return {
    async put(key, body) {
      const full = resolveKey(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, body);
    },
    async open(key) {
      const full = resolveKey(key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(full), size: info.size };
    },
    async keys(prefix) {
      const dir = resolveKey(prefix.endsWith('/') ? prefix : dirname(prefix));
      const files = await filesUnder(dir);
      return files.map((f) => relative(root, f).split(sep).join('/')).filter((k) => k.startsWith(prefix));
    },
  };
}

/** The storage the configuration names; the AWS SDK loads only when object storage is set. */
export async function openStorage(config: { dataDir: string; s3?: S3Settings }): Promise<Storage> {
  if (!config.s3) return localStorage(config.dataDir);
  const { s3Storage } = await import('./storage-s3.ts');
  return s3Storage(config.s3);
}

/** Paths of the files under dir, recursively, skipping dot folders and files (the seed's stamps). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter(
      (p) =>
        !relative(dir, p)
          .split(sep)
          .some((part) => part.startsWith('.')),
    );
}

/**
 * Copies the files of a local folder to `prefix` in the storage, those it lacks only (the demo
 * seed draws its images on local disk, where they are kept between seeds, then uploads them here).
 * Returns how many were copied.
 */
export async function copyMissing(storage: Storage, dir: string, prefix: string): Promise<number> {
  const present = new Set(await storage.keys(prefix));
  const missing = (await filesUnder(dir))
    .map((file) => ({ file, key: prefix + relative(dir, file).split(sep).join('/') }))
    .filter((f) => !present.has(f.key));
  // a few at a time: object stores answer each request in milliseconds, and in parallel
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < missing.length; i = next++)
      await storage.put(missing[i]!.key, await readFile(missing[i]!.file));
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return missing.length;
}
