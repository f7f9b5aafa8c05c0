/**
 * Page load (docs/architecture.md §7): LCP in headless Chromium with 4× CPU throttling, built app on localhost, a
 * fresh browser context per measurement (cold cache), for `/`, the search screen and a report page
 * (signed in as the premium demo user). Bar: LCP ≤ 1.5 s. Median of 5 per page (BENCH_PAGE_RUNS); writes bench/results/pages.*.
 * LCP is read once the page's main content (its heading) is visible: read earlier, the last candidate can
 * be the start-up logo, a figure that says nothing about the page.
 */
import { lcp, launchChromium, signedInState } from './lib/lcp';
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

const server = await startBuiltServer();
const browser = await launchChromium();
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
