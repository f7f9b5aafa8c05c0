import { describe, expect, it } from 'vitest';
import { violation } from './boundaries.js';

const check = (from: string, specifier: string, target?: string) =>
  violation(from, specifier, target) as string | undefined;

describe('architecture import boundaries', () => {
  it.each([
    ['packages/domain/src/a.ts', 'node:fs', undefined, /pure/],
    ['packages/domain/src/a.ts', 'zod', undefined, /pure/],
    ['packages/domain/src/a.ts', '../../contracts/src/x', 'packages/contracts/src/x', /pure/],
    ['packages/contracts/src/a.ts', 'react', undefined, /only zod/],
    ['packages/api-client/src/a.ts', '@tirr/api/app', undefined, /never import the apps/],
    ['packages/api-client/src/a.ts', '../../../apps/api/src/app', 'apps/api/src/app', /never import the apps/],
    [
      'apps/web/src/features/credit/a.tsx',
      '../profiles/b',
      'apps/web/src/features/profiles/b',
      /Features never import each other/,
    ],
    [
      'apps/web/src/features/credit/c/a.tsx',
      '../../../shell/x',
      'apps/web/src/shell/x',
      /composition root or the shell/,
    ],
    [
      'apps/web/src/shell/nav.tsx',
      '../features/credit/routes',
      'apps/web/src/features/credit/routes',
      /shell never imports a feature/,
    ],
    ['apps/web/src/shared/ui.tsx', '../app/router', 'apps/web/src/app/router', /leaf/],
    ['apps/web/src/shared/ui.tsx', 'fastify', undefined, /server code/],
    ['apps/web/src/features/credit/report-request/start-up.ts', 'node:crypto', undefined, /server code/],
    ['apps/api/src/app.ts', 'react', undefined, /React/],
    ['apps/api/src/modules/users/a.ts', '../logs/b', 'apps/api/src/modules/logs/b', /modules never import each other/],
    [
      'apps/api/src/lib/external-provider.ts',
      '../modules/users/users.repository',
      'apps/api/src/modules/users/users.repository',
      /lib\/ imports no API module/,
    ],
    ['apps/api/src/db/seed.ts', '../modules/users/b', 'apps/api/src/modules/users/b', /db\/ imports no API module/],
  ])('%s importing %s is refused', (from, specifier, target, message) => {
    expect(check(from, specifier, target)).toMatch(message);
  });

  it.each([
    ['packages/domain/src/a.ts', './b', 'packages/domain/src/b'],
    ['packages/domain/src/a.test.ts', 'vitest', undefined],
    ['packages/contracts/src/a.ts', 'zod', undefined],
    ['packages/contracts/src/a.ts', '@tirr/domain', undefined],
    ['packages/contracts/src/a.test.ts', 'vitest', undefined],
    ['packages/api-client/src/index.ts', 'openapi-fetch', undefined],
    ['apps/api/src/api-client-schema.ts', '@tirr/api-client/generate', undefined],
    ['apps/web/src/features/credit/a.tsx', './b', 'apps/web/src/features/credit/b'],
    ['apps/web/src/features/credit/a.tsx', '../../shared/api/client', 'apps/web/src/shared/api/client'],
    ['apps/web/src/app/router.tsx', '../features/credit/routes', 'apps/web/src/features/credit/routes'],
    ['apps/web/vite.config.ts', 'node:crypto', undefined],
    ['apps/api/src/app.ts', './modules/users/users.routes', 'apps/api/src/modules/users/users.routes'],
    ['apps/api/src/modules/users/a.ts', '../../lib/profile-fields', 'apps/api/src/lib/profile-fields'],
    ['apps/api/src/lib/errors.test.ts', '../modules/logs/b', 'apps/api/src/modules/logs/b'],
  ])('%s importing %s is allowed', (from, specifier, target) => {
    expect(check(from, specifier, target)).toBeUndefined();
  });
});
