// ESLint flat config. Besides the usual rules it enforces the dependency direction of
// ../shared/design/architecture.md §2: domain imports nothing, contracts only zod and domain,
// the web shell never imports a feature, features never import each other, web never imports
// server code and the API never imports React.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const dirs = (path) =>
  fs.existsSync(path) ? fs.readdirSync(path, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

const serverOnly = ['@tirr/api', 'fastify', 'drizzle-orm', 'pg', '@electric-sql/pglite', 'oidc-provider'];
const browserOnly = ['react', 'react-dom', '@mui/*', '@tirr/web', 'react-router', '@tanstack/*'];

const restrict = (patterns, paths = []) => ['error', { patterns, paths }];

const featureZones = dirs('apps/web/src/features').map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': restrict([
      { group: serverOnly, message: 'The web never imports server code.' },
      { regex: `(^|/)features/(?!${feature}(/|$))`, message: 'Features never import each other; share through shared/.' },
      { regex: '(^|/)(app|shell)(/|$)', message: 'Features do not import the composition root or the shell.' },
    ]),
  },
}));

const moduleZones = dirs('apps/api/src/modules').map((mod) => ({
  files: [`apps/api/src/modules/${mod}/**/*.ts`],
  rules: {
    'no-restricted-imports': restrict([
      { group: browserOnly, message: 'The API never imports React or browser code.' },
      { regex: `(^|/)modules/(?!${mod}(/|$))`, message: 'API modules never import each other; share through lib/ or services passed in.' },
    ]),
  },
}));

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
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([{ group: serverOnly, message: 'The web never imports server code.' }]),
    },
  },
  {
    files: ['apps/web/src/shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: serverOnly, message: 'The web never imports server code.' },
        { regex: '(^|/)features(/|$)', message: 'The shell never imports a feature; routes reach it through route metadata.' },
      ]),
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: serverOnly, message: 'The web never imports server code.' },
        { regex: '(^|/)(features|shell|app)(/|$)', message: 'shared/ is a leaf: it imports no app, shell or feature code.' },
      ]),
    },
  },
  ...featureZones,
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: browserOnly, message: 'The API never imports React or browser code.' }]),
    },
  },
  ...moduleZones,
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^(?!\\.)', message: 'The domain is pure: it imports nothing outside itself (no node:*, no packages).' },
      ]),
      'no-restricted-globals': ['error', 'fetch', 'process', 'window', 'document', 'localStorage', 'setTimeout'],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^(?!\\.|zod$|@tirr/domain$)', message: 'Contracts import only zod and @tirr/domain.' },
      ]),
    },
  },
);
