import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers the unit (domain, contracts), API and screen suites as separate projects.
export default defineConfig({
  test: {
    // Vitest's default leaves one core to the main process, which idles: on a 2-core machine that is one
    // worker, and the suite ran file after file (ADR 0129).
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // One migrated, seeded database that every test app copies (ADR 0129).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // API state lives on each app, never in a module (ADR 0124), and no API test mocks a module:
          // files share a worker's loaded modules instead of loading Fastify, the provider and PGlite anew.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
