/**
 * What the API benches share: one autocannon run at 32 connections after a settling pause, the mean
 * size of a route's answers, the bare Fastify reference (bare-server.mjs) and the statistics of rounds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));
export const connections = 32;
/** Pause before each measurement, so one starts from a settled server (the last one's garbage collected). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1000);

export interface Run {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function run(
  base: string,
  paths: string[],
  headers: Record<string, string>,
  seconds: number,
): Promise<Run> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const mean = (values: number[]) => values.reduce((n, v) => n + v, 0) / values.length;

/** Mean response size of a route over its variants (the bare reference answers the same size). */
export async function bytesOf(base: string, paths: string[], headers: Record<string, string>): Promise<number> {
  const sizes: number[] = [];
  for (const p of paths) {
    const response = await fetch(`${base}${p}`, { headers });
    if (!response.ok) throw new Error(`${p} answered ${response.status}`);
    sizes.push((await response.arrayBuffer()).byteLength);
  }
  return Math.round(mean(sizes));
}

/** The bare Fastify server answering GET /bare/<bytes> with that many bytes of JSON. */
export async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, 'bare-server.mjs'), String(port)], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/bare/10`)).ok) return { url, child };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error('the bare server did not start');
}
