import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Every API test file runs on PGlite. With TEST_DATABASE_URL set (CI), PostgreSQL — the production
// engine — runs them all, and PGlite the files that exercise what the embedded default does
// differently (one connection, its own dump and restore, the demo seed, the money paths) plus the
// fuzz, which is PGlite's alone: every file on both engines kept CI over its 20 minutes (decision 0009).
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const engines = ['pglite', ...(postgres ? ['postgres'] : [])];
const PGLITE_WITH_POSTGRES = [
  'seed',
  'fuzz',
  'ledger-migration',
  'platform',
  'accounts',
  'checkout',
  'wallet',
  'refunds',
  'after-sales-property',
  'cache',
  'backups', // the embedded data folder's backup (its PostgreSQL half runs in the postgres project)
];
const apiTests = (engine: string) =>
  engine === 'pglite' && postgres
    ? PGLITE_WITH_POSTGRES.map((name) => `apps/api/test/${name}.test.ts`)
    : ['apps/api/test/**/*.test.ts'];

export default defineConfig({
  // the web app's own subset of i18next and react-i18next, as in its build (decision 0010)
  resolve: {
    alias: {
      i18next: fileURLToPath(new URL('apps/web/src/i18n/engine.ts', import.meta.url)),
      'react-i18next': fileURLToPath(new URL('apps/web/src/i18n/react.ts', import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          // and the API's pure-data checks, which need no database (the demo content's languages)
          include: ['packages/*/test/**/*.test.ts', 'apps/web/test/**/*.test.ts', 'apps/api/test/**/*.unit.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      ...engines.map((engine) => ({
        extends: true as const,
        test: {
          name: engine,
          include: apiTests(engine),
          exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          env: { TEST_ENGINE: engine },
          sequence: { groupOrder: 0 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      })),
      {
        extends: true as const,
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // a page under a busy machine may take seconds to settle
          expect: { poll: { timeout: 10_000 } },
          // The journeys run after the API tests, three at once: a journey mostly waits (for the
          // browser, the server, a debounce) and uses a third of a core, while the API tests keep
          // both cores busy. Run side by side, each journey took twice as long and CI over 20 minutes.
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
        },
      },
    ],
    pool: 'forks',
    maxWorkers: 2, // the API tests' (group 0): each keeps a core busy
  },
});
