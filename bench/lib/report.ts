/** Shared by the benches: the machine line every figure carries, and result files in bench/results. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const results = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return `Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}; load average ${load}; ${new Date().toISOString()}.`;
}

/** Writes bench/results/<name>.md (the section for docs/quality.md) and <name>.json (the figures). */
export function writeResult(name: string, markdown: string, figures: unknown): void {
  fs.mkdirSync(results, { recursive: true });
  fs.writeFileSync(path.join(results, `${name}.md`), `${markdown}\n`);
  fs.writeFileSync(path.join(results, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}
