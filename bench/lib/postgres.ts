/**
 * A throw-away PostgreSQL cluster for the benches (as .ci/run starts one for the tests): initdb in a
 * temporary folder, started on a free port without fsync, removed on stop. Answers undefined when the
 * PostgreSQL binaries are not installed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server';

export interface Postgres {
  url: string;
  stop(): void;
}

function binaries(): string | undefined {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin'];
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')));
}

export async function startPostgres(): Promise<Postgres | undefined> {
  const bin = binaries();
  if (!bin) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-bench-pg-'));
  // initdb refuses to run as root: the cluster then belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'ignore' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'ignore' });
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Runs `task` on a throw-away cluster, stopped afterwards; says so and skips when the binaries are missing. */
export async function withPostgres(task: (url: string) => Promise<void>): Promise<void> {
  const postgres = await startPostgres();
  if (!postgres) {
    console.log('PostgreSQL binaries not found (PG_BIN): the PostgreSQL run is skipped.');
    return;
  }
  try {
    await task(postgres.url);
  } finally {
    postgres.stop();
  }
}
