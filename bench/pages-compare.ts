/**
 * Compares the LCP of two builds of the web app (not a bar, a tool for deciding a change): two built
 * servers side by side (WEB_DIST = each build's dist folder), the same page loaded in alternating pairs
 * (A, B, B, A…) with 4× CPU throttling and a cold context, as bench/pages.ts does. Single loads vary by
 * ±0.3 s on a 2-core machine; alternating pairs cancel the drift that separate runs suffer (ADR 0098).
 *
 *   npx tsx pages-compare.ts <distA> <distB> <path> <heading text> [pairs = 10]
 */
import path from 'node:path';
import { lcp, launchChromium, signedInState } from './lib/lcp';
import { startBuiltServer } from './lib/server';

const [distA, distB, pagePath, heading, pairsArg] = process.argv.slice(2);
if (!distA || !distB || !pagePath || !heading) {
  console.error('usage: npx tsx pages-compare.ts <distA> <distB> <path> <heading text> [pairs]');
  process.exit(2);
}
const PAIRS = Number(pairsArg ?? 10);
/** `/…/` is a regular expression (e.g. `/./` for any heading, as bench/pages.ts uses for `/`). */
const headingName = /^\/.+\/$/.test(heading) ? new RegExp(heading.slice(1, -1)) : heading;

const servers = [
  await startBuiltServer({ WEB_DIST: path.resolve(distA) }),
  await startBuiltServer({ WEB_DIST: path.resolve(distB) }),
];
const browser = await launchChromium();
const runs: number[][] = [[], []];
try {
  const states = [await signedInState(browser, servers[0]!.url), await signedInState(browser, servers[1]!.url)];
  for (let i = 0; i < PAIRS; i += 1) {
    for (const k of i % 2 ? [1, 0] : [0, 1])
      runs[k]!.push(await lcp(browser, servers[k]!.url + pagePath, headingName, states[k]));
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
for (const [k, name] of ['A', 'B'].entries()) {
  const v = runs[k]!;
  console.log(
    `${name} ${[distA, distB][k]}: median ${median(v).toFixed(0)} ms, mean ${mean(v).toFixed(0)} ms (${v.map((x) => x.toFixed(0)).join(' ')})`,
  );
}
