import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: every screen of e2e/screens.ts, as each role, in Spanish and English, at 1366×768 and
 * 360×740, full page, into screenshots/ (ignored by git) — to look at, not to assert. The same built app and
 * servers as the browser journeys.
 */
export default defineConfig({
  ...base,
  testMatch: '**/*.shots.ts',
  outputDir: 'test-results/screenshots',
  reporter: [['list']],
  projects: [{ name: 'screenshots', use: base.projects?.[0]?.use }],
  webServer: Array.isArray(base.webServer) ? base.webServer[0] : base.webServer,
});
