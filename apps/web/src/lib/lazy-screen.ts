// Screens load lazily in every area (spec §2: a loading state after 200 ms, a time-out of 60 s).
// A load that passes the time-out fails with 'route-timeout', which components/route-error.tsx
// turns into a retry message instead of a spinner for ever.
import type { RouteObject } from 'react-router';

export const CHUNK_TIMEOUT_MS = 60_000;

type Module = { default: React.ComponentType };

export function lazyScreen(load: () => Promise<Module>) {
  return async () => {
    const mod = await Promise.race([
      load(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('route-timeout')), CHUNK_TIMEOUT_MS)),
    ]);
    return { Component: mod.default };
  };
}

export const screen = (path: string, load: () => Promise<Module>): RouteObject => ({ path, lazy: lazyScreen(load) });
