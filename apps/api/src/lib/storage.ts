// The one storage interface for files (DESIGN §3). Local disk under DATA_DIR is the default; an
// S3-compatible driver plugs in behind the same functions when object storage is configured
// (accounts issue, with uploads).
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface Storage {
  put(key: string, body: Buffer | string): Promise<void>;
  /** The file's bytes and size, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
}

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
  };
}
