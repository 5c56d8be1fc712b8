// Script chunks loaded on demand inside a screen (charts and other heavy parts): spec §9 gives a
// script chunk 120 s to arrive. Whole screens have their own, shorter time-out (lazy-screen.ts:
// a page group 60 s, spec §2); this one covers the parts a screen loads after it shows.
export const CHUNK_TIMEOUT_MS = 120_000;

/** Why a chunk did not arrive: too slow, or the request failed (offline, or a deploy replaced it). */
export class ChunkError extends Error {
  constructor(readonly reason: 'timeout' | 'failed') {
    super(`chunk-${reason}`);
  }
}

/** The import raced against the time-out; any failure becomes a ChunkError the retry screen reads. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkError('timeout')), timeoutMs);
  });
  const loaded = load().catch((error: unknown) => {
    throw error instanceof ChunkError ? error : new ChunkError('failed');
  });
  return Promise.race([loaded, late]).finally(() => clearTimeout(timer));
}
