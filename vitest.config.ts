import { defineConfig } from 'vitest/config';

// Every API test file runs on PGlite; with TEST_DATABASE_URL set (CI) it runs on PostgreSQL too.
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true as const,
        test: { name: 'unit', include: ['packages/*/test/**/*.test.ts', 'apps/web/test/**/*.test.ts'] },
      },
      ...engines.map((engine) => ({
        extends: true as const,
        test: {
          name: engine,
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          env: { TEST_ENGINE: engine },
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
          // a page under a busy machine (CI runs the API tests beside) may take seconds to settle
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
    pool: 'forks',
    maxWorkers: 2,
  },
});
