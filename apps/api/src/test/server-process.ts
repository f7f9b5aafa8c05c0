import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');
/** The banner's first line, printed once the server listens (server.ts); a blank line ends the banner. */
const READY_LINE = 'Tirr is running at';

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  /** Settles when the server has printed its whole banner (it listens); rejects, with the output, if it ends first. */
  ready(): Promise<void>;
  /** The exit code (null when a signal ended it), once the process and its output streams are closed. */
  exited: Promise<number | null>;
}

/**
 * The API as `npm start` runs it (server.ts from source), in a process of its own on `port`, with the
 * test's settings over the defaults. Tests wait for what it prints and for its end, never for a time.
 */
export function startServer(port: number, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEMO_SEED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiting) check();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  // 'close', not 'exit': by then every byte the process wrote has been read.
  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited: closed,
    ready: () =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          const at = output.indexOf(READY_LINE);
          if (at < 0 || !output.includes('\n\n', at)) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
        void closed.then((code) => {
          waiting.delete(check);
          reject(new Error(`the server ended (${code}) before it was ready:\n${output}`));
        });
      }),
  };
}
