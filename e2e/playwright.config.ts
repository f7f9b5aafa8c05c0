import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
/** The server of the journey that publishes a new demo BCRA period (ADR 0127). */
const PERIOD_PORT = PORT + 1;
const periodURL = `http://localhost:${PERIOD_PORT}`;
const PERIOD_SPEC = 'bcra-period.spec.ts';

/** The built app (one server: SPA + API + built-in provider) on a fresh in-memory database. */
function server(port: number, url: string) {
  return {
    command: 'node apps/api/dist/server.js',
    cwd: '..',
    url: `${url}/readyz`,
    reuseExistingServer: false,
    // A cold start loads the offline fund dataset; on a busy 2-core machine that has taken over a minute.
    timeout: 180_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEMO_SEED: '1',
      // Every journey signs in from one address, the demo accounts many times a minute (the default is 10).
      SIGN_IN_ATTEMPTS_PER_MINUTE: '100',
    },
  };
}

/**
 * Browser journeys against the built app. Two servers, each with its own database: the journey that
 * publishes a new demo BCRA period (which moves every curated history for its whole server) runs alone
 * on the second, so the others can assert the demo data exactly (ADR 0127). Chromium comes from the
 * system (CHROMIUM_PATH, else /usr/bin/chromium): browser downloads are impossible on these machines.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Per-test safety net (speed is measured by bench/, not here); CI machines are shared and noisy.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // Recording a trace for every journey cost a quarter of the run's time on a 2-core machine (ADR 0129):
    // none is recorded by default; `npx playwright test -c e2e/playwright.config.ts --trace on` records them.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: PERIOD_SPEC,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'bcra-period',
      testMatch: PERIOD_SPEC,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: periodURL },
    },
  ],
  webServer: [server(PORT, baseURL), server(PERIOD_PORT, periodURL)],
});
