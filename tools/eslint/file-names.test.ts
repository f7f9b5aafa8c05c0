import { describe, expect, it } from 'vitest';
import { fileNameViolation } from './file-names.js';

describe('kebab-case file names', () => {
  it.each([
    'apps/web/src/features/credit/credit-report-page.tsx',
    'apps/web/src/features/credit/report-request/start-up.test.ts',
    'apps/api/src/modules/funds/funds.routes.ts',
    'apps/api/src/modules/funds/funds.repository.test.ts',
    'apps/web/src/vite-env.d.ts',
    'scripts/compile-hint.d.mts',
    'e2e/shell-navigation.spec.ts',
    'bench/lib/sign-in-sprayer.mjs',
    'packages/domain/src/cuit2.ts',
  ])('accepts %s', (file) => {
    expect(fileNameViolation(file)).toBeUndefined();
  });

  it.each([
    ['apps/web/src/features/credit/CreditReport.tsx', /File name 'CreditReport.tsx'/],
    ['apps/web/src/shared/ui/use_thing.ts', /File name 'use_thing.ts'/],
    ['apps/api/src/modules/funds/funds.Routes.ts', /File name/],
    ['packages/domain/src/bcra--rates.ts', /File name/],
    ['bench/lib/server-.ts', /File name/],
    ['apps/web/src/features/creditReport/page.tsx', /Folder 'creditReport'/],
    ['apps/api/src/__tests__/x.test.ts', /Folder '__tests__'/],
  ])('refuses %s', (file, message) => {
    expect(fileNameViolation(file)).toMatch(message);
  });
});
