/**
 * Page load (quality bars): LCP in headless Chromium with 4× CPU throttling, built app on localhost, a
 * fresh browser context per measurement (cold cache), for `/`, the search screen and a report page
 * (signed in as the free demo user). Bar: LCP ≤ 1.5 s. Median of 5 per page (BENCH_PAGE_RUNS); writes bench/results/pages.*.
 * LCP is read once the page's main content (its heading) is visible: read earlier, the last candidate can
 * be the start-up logo, a figure that says nothing about the page.
 */
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { startBuiltServer } from './lib/server';
import { machine, writeResult } from './lib/report';

const BAR_MS = 1500;
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
/** BENCH_ONLY=text: only the pages whose name has it (e.g. `report`), to compare changes quickly. */
const ONLY = process.env.BENCH_ONLY;
/** Each page with the text of the heading that shows its main content has painted. */
const PAGES = [
  { name: '`/` (home, signed in)', path: '/', heading: /./ },
  { name: '`/credits/profiles/search`', path: '/credits/profiles/search', heading: 'Buscar perfil' },
  {
    name: 'report `/credits/profiles/30715896342`',
    path: '/credits/profiles/30715896342',
    heading: 'DISTRIBUIDORA NORTE S.R.L.',
  },
];

async function signedInState(browser: Browser, url: string): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/credits`);
  await page.getByLabel('Correo electrónico').fill('free@tirr.demo');
  await page.getByLabel('Contraseña', { exact: true }).fill('tirr-demo-2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('button', { name: 'Menú de usuario' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

async function lcp(
  browser: Browser,
  url: string,
  heading: string | RegExp,
  storageState: BrowserContextOptions['storageState'],
) {
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

const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
});
const rows: { name: string; medianMs: number; runsMs: number[] }[] = [];
try {
  const state = await signedInState(browser, server.url);
  for (const target of PAGES.filter((p) => !ONLY || p.name.includes(ONLY))) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push(await lcp(browser, `${server.url}${target.path}`, target.heading, state));
    const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    rows.push({ name: target.name, medianMs: median, runsMs: runs });
  }
} finally {
  await browser.close();
  await server.stop();
}
const lines = [
  '## Page load (LCP, 4× CPU throttling)',
  '',
  machine(),
  '',
  '| Page | LCP (median) | Runs | Bar |',
  '| --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${(r.medianMs / 1000).toFixed(2)} s | ${r.runsMs.map((v) => (v / 1000).toFixed(2)).join(', ')} | ≤ ${BAR_MS / 1000} s ${r.medianMs <= BAR_MS ? '✅' : '❌'} |`,
  ),
];
if (!ONLY) writeResult('pages', lines.join('\n'), { barMs: BAR_MS, pages: rows });
console.log(lines.join('\n'));
