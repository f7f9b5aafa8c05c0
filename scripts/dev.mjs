// `npm run dev`: the API in watch mode (`tsx watch` restarts it when its code, the domain or the contracts
// change) and Vite's dev server with hot reload, which forwards /api, /oidc and /healthz to the API
// (apps/web/vite.config.ts). Open the web server's address (http://localhost:5173): the API's PUBLIC_URL
// is set to it, so sign-in (the provider's issuer and redirect URIs) goes through the same origin, as in
// production. PORT sets the API's port (3000), WEB_PORT the web server's (5173); every other variable
// reaches the API as with `npm start` (README 'Configuration'). Ctrl-C stops both. ADR 0126.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const webUrl = `http://localhost:${webPort}`;

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl },
  }),
  spawn(bin('vite'), ['--port', webPort, '--strictPort'], {
    cwd: path.join(root, 'apps', 'web'),
    stdio: 'inherit',
    env: { ...process.env, DEV_API_URL: `http://localhost:${apiPort}` },
  }),
];

let stopping = false;
/** @param {number | string | undefined} code the exit code */
function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
// When one of the two ends (or cannot start), the other is stopped too.
for (const child of children) {
  child.once('exit', (code) => stop(stopping ? process.exitCode : (code ?? 1)));
  child.once('error', (error) => {
    console.error(error.message);
    stop(1);
  });
}
console.log(`\n  Tirr in development: open ${webUrl} (the API listens on port ${apiPort})\n`);
