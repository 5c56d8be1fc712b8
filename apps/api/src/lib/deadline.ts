// The 60 s request deadline (spec §7), without a timer per request: one sweep a second rejects
// the work that has run too long. Node's own requestTimeout only covers receiving the request.
import { AppError } from './errors.ts';

interface Pending {
  started: number;
  reject: (error: AppError) => void;
}

const pending = new Set<Pending>();
let sweeper: NodeJS.Timeout | undefined;
let limitMs = 60_000;

function sweep() {
  const now = Date.now();
  for (const p of pending) {
    if (now - p.started >= limitMs) {
      pending.delete(p);
      p.reject(new AppError('TIMEOUT', undefined, null, 503));
    }
  }
  if (pending.size === 0 && sweeper) {
    clearInterval(sweeper);
    sweeper = undefined;
  }
}

/** Resolves as `work` does, or rejects with TIMEOUT (HTTP 503) once `ms` have passed. */
export function withDeadline<T>(ms: number, work: Promise<T>): Promise<T> {
  limitMs = ms;
  return new Promise<T>((resolve, reject) => {
    const entry: Pending = { started: Date.now(), reject };
    pending.add(entry);
    if (!sweeper) {
      sweeper = setInterval(sweep, Math.min(1000, ms));
      sweeper.unref();
    }
    work.then(
      (value) => {
        pending.delete(entry);
        resolve(value);
      },
      (error: unknown) => {
        pending.delete(entry);
        reject(error);
      },
    );
  });
}
