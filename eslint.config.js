// ESLint flat config. Besides the usual rules, `tirr/boundaries` (tools/eslint/boundaries.js)
// enforces the dependency direction of docs/architecture.md §2: domain imports nothing,
// contracts only zod and domain, the web shell never imports a feature, features never import each
// other, shared/ is a leaf, web never imports server code, the API never imports React, API modules
// never import each other, the API's lib/ and db/ import no module.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tirr from './tools/eslint/boundaries.js';

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
    plugins: { tirr },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'tirr/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One client for every request (ADR 0122): the API client (shared/api/client.ts) is the web app's only
    // fetch, so every request gets its limiter, token, renewal and error handling; tests stub requests with
    // MSW or the client's `fetch` option. The report's early start (features/credits/report-request/, ADR 0128)
    // sends its requests before the client has loaded and hands them over to it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/api/client.ts', 'apps/web/src/features/credits/report-request/*.ts'],
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
