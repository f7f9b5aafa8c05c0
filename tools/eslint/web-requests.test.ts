import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The files linted here do not exist, so no tsconfig holds them: the type-aware rules (ADR 0130) are off.
const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '../..'),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

/** The rules the repository's config reports for `code` as if it were the file at `filePath`. */
async function rulesFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('one client for every request of the web app (ADR 0122)', () => {
  // The first lint loads the configuration and its plugins (seconds on a busy machine).
  beforeAll(() => eslint.calculateConfigForFile('apps/web/src/app/app.tsx'), 60_000);

  it.each([
    ['a bare fetch', "export const f = () => fetch('/api/v1/x');\n"],
    ['globalThis.fetch', "export const f = () => globalThis.fetch('/api/v1/x');\n"],
    ['window.fetch', "export const f = () => window.fetch('/api/v1/x');\n"],
    ['fetch as a default', 'export const f = (impl: typeof fetch = fetch) => impl;\n'],
  ])('refuses %s in a feature, the shell and the tests', async (_name, code) => {
    for (const file of [
      'apps/web/src/features/credit/api/x.ts',
      'apps/web/src/shell/errors/x.ts',
      'apps/web/src/features/credit/x.test.tsx',
    ]) {
      const rules = await rulesFor(code, file);
      expect(rules.some((r) => r === 'no-restricted-globals' || r === 'no-restricted-properties')).toBe(true);
    }
  });

  it('allows the API client and the report early start (ADR 0128), and fetch outside the web app', async () => {
    const code = "export const f = () => globalThis.fetch('/api/v1/x');\n";
    expect(await rulesFor(code, 'apps/web/src/shared/api/client.ts')).toEqual([]);
    expect(await rulesFor(code, 'apps/web/src/features/credit/report-request/early-report.ts')).toEqual([]);
    expect(await rulesFor(code, 'apps/web/src/features/credit/report-request/request-report.ts')).toEqual([]);
    expect(await rulesFor("export const f = () => fetch('/x');\n", 'apps/api/src/integrations/x.ts')).toEqual([]);
  });
});
