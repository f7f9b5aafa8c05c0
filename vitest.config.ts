import { defineConfig } from 'vitest/config';

// One Vitest run covers the unit (domain, contracts), API and screen suites as separate projects.
export default defineConfig({
  test: {
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
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
