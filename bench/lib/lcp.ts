/**
 * Page load measurement shared by bench/pages.ts and bench/pages-compare.ts: a signed-in storage state
 * and the LCP of one cold load (fresh context, 4× CPU throttling), read once the page's heading is
 * visible — read earlier, the last candidate can be the start-up logo.
 */
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';

export type StorageState = BrowserContextOptions['storageState'];

/** The system Chromium, headless, as the end-to-end journeys use it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
}

/**
 * The cookies and storage of the premium demo user signed in on `url`: a plan without a monthly limit, whose
 * report opened by its address is requested at once (a free user's is first asked about; ADR 0141).
 */
export async function signedInState(browser: Browser, url: string): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/credits`);
  await page.getByLabel('Correo electrónico').fill('premium@tirr.demo');
  await page.getByLabel('Contraseña', { exact: true }).fill('tirr-demo-2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('button', { name: 'Menú de usuario' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/** LCP (ms) of one cold load of `url` at 1280 × 800 under 4× CPU throttling. */
export async function lcp(browser: Browser, url: string, heading: string | RegExp, storageState: StorageState) {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  const value = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return value;
}
