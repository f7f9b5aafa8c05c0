// ESLint flat config. Besides the usual rules:
// - `tirr/boundaries` (tools/eslint/boundaries.js) enforces the dependency direction of docs/architecture.md §2:
//   domain imports nothing, contracts only zod and domain, the web shell never imports a feature, features never
//   import each other, shared/ is a leaf, web never imports server code, the API never imports React, API modules
//   never import each other, the API's lib/ and db/ import no module.
// - Lint that knows types (ADR 0130): every linted file belongs to a tsconfig, read through typescript-eslint's
//   project service, so `@typescript-eslint/no-floating-promises` (a promise nobody awaits, catches or marks `void`)
//   and `@typescript-eslint/no-misused-promises` (a promise where a condition or a void callback is expected) are
//   errors; `import-x/no-cycle` refuses import cycles (type-only imports aside); `tirr/file-names`
//   (tools/eslint/file-names.js) wants kebab-case file and folder names; jsx-a11y's recommended rules check the
//   web app's JSX (labels, alt text, roles, keyboard access).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tirr from './tools/eslint/plugin.js';

// eslint-plugin-jsx-a11y-x is eslint-plugin-jsx-a11y's fork that supports ESLint 10, with the same rules. It is
// registered as `jsx-a11y`, so rule names and disable comments are the upstream ones. (Its types declare only
// `configs` on the default export: the plugin object is taken from its recommended config, where it is the same.)
const a11y = jsxA11y.configs.recommended;
const a11yPlugin = a11y.plugins['jsx-a11y-x'];
const a11yRules = Object.fromEntries(
  Object.entries(a11y.rules).map(([name, level]) => [name.replace(/^jsx-a11y-x\//, 'jsx-a11y/'), level]),
);

const WEB_FETCH = 'Requests go through the API client (api.get/post/…/file in shared/api/client.ts, ADR 0122).';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/.data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { tirr, 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
      // Each file is type-checked with the tsconfig that includes it (the nearest one): packages/*, apps/*, e2e,
      // bench and scripts have their own, the root one holds eslint.config.js, vitest.config.ts and tools/.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    settings: {
      // import-x reads only the extensions listed here (JavaScript by default) when it follows imports.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'tirr/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Type-only imports do not count (they vanish from the build); packages in node_modules are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Nothing imports a test or a journey, so none is ever on a cycle: following their imports is wasted time.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['{apps,packages,e2e,bench,scripts,tools}/**/*'],
    rules: { 'tirr/file-names': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/**/*.tsx'],
    plugins: { 'jsx-a11y': a11yPlugin },
    rules: a11yRules,
  },
  {
    // One client for every request (ADR 0122): the API client (shared/api/client.ts) is the web app's only
    // fetch, so every request gets its limiter, token, renewal and error handling; tests stub requests with
    // MSW or the client's `fetch` option. The report's early start (features/credit/report-request/, ADR 0128)
    // sends its requests before the client has loaded and hands them over to it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/api/client.ts', 'apps/web/src/features/credit/report-request/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: WEB_FETCH }],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].map((object) => ({ object, property: 'fetch', message: WEB_FETCH })),
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'process', 'window', 'document', 'localStorage'],
    },
  },
);
