/**
 * Times the discount engine as the browser runs it on every keystroke (docs/architecture.md §7: < 1 ms per run).
 * Not a test: `npx tsx bench/simulators.ts` prints the mean time per run over 100k runs of
 * (a) the pure math and (b) validation + date rules + math, with the Argentine calendar.
 */
import { performance } from 'node:perf_hooks';
import {
  argentineCalendar,
  COST_PROFILES,
  discountDefaults,
  runDiscountSimulation,
  simulateDiscount,
  type DiscountTerms,
} from '@tirr/domain';

const RUNS = 100_000;
const calendar = argentineCalendar();
const terms: DiscountTerms = {
  amount: 1000,
  rate: 20,
  days: 30,
  comision: 1.5,
  dn: 0.03,
  dc: 0.03,
  cc: 0,
  sgr: 5,
  iva: 0,
};

function time(label: string, run: (i: number) => number) {
  let sink = 0;
  for (let i = 0; i < 1000; i++) sink += run(i); // warm-up
  const start = performance.now();
  for (let i = 0; i < RUNS; i++) sink += run(i);
  const elapsed = performance.now() - start;
  const perRunUs = (elapsed * 1000) / RUNS;
  console.log(`${label.padEnd(44)} ${RUNS} runs in ${elapsed.toFixed(1)} ms → ${perRunUs.toFixed(2)} µs/run`);
  if (!Number.isFinite(sink)) throw new Error('engine produced a non-finite result');
  return perRunUs;
}

time('simulateDiscount (Estándar)', (i) => simulateDiscount({ ...terms, days: 1 + (i % 360) }).totalCostos);
time('simulateDiscount (MAV)', (i) => simulateDiscount({ ...terms, days: 1 + (i % 360) }, COST_PROFILES.mav).neto);
const input = { ...discountDefaults('checks'), dueDate: '2026-12-05' };
const worst = time('runDiscountSimulation (dates + holidays)', (i) => {
  const outcome = runDiscountSimulation('checks', { ...input, amount: 1000 + i }, '2026-11-20', calendar);
  return outcome.ok ? outcome.simulation.totalCostos : 0;
});
if (worst >= 1000) {
  console.error(`Too slow: ${worst.toFixed(1)} µs per run (budget 1 ms)`);
  process.exitCode = 1;
}
