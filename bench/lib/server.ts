/** Starts the built server (apps/api/dist/server.js) on a free port and signs a demo user in over HTTP. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.join(root, 'apps/api/dist/server.js');
  if (!fs.existsSync(entry)) throw new Error('apps/api/dist/server.js is missing: run `npm run build` first');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS passes flags to the server's Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      DEMO_SEED: '1',
      DATA_SOURCES: 'offline',
      CREDIT_RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${url}/readyz`, child);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Sign-in through the built-in provider (authorization code + PKCE), as the web app does. */
export async function signInOverHttp(base: string, email: string, password = 'tirr-demo-2026'): Promise<string> {
  const jar = new Map<string, string>();
  const store = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      jar.set(name!.trim(), rest.join('='));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, base), {
      ...init,
      redirect: 'manual',
      headers: { cookie: cookie(), ...(init.headers as Record<string, string>) },
    });
    store(response);
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${base}/callback`;
  const authorize = new URLSearchParams({
    client_id: 'tirr-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st',
    nonce: 'nn',
  });
  let response = await go(`/oidc/auth?${authorize}`);
  const interaction = new URL(response.headers.get('location')!, base).pathname;
  await go(interaction);
  response = await go(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  let location = response.headers.get('location') ?? '';
  for (let hops = 0; hops < 5 && !location.startsWith(redirectUri); hops++) {
    response = await go(location);
    location = response.headers.get('location') ?? '';
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`sign-in failed (no code in ${location})`);
  const token = await fetch(new URL('/oidc/token', base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'tirr-web',
      code_verifier: verifier,
    }).toString(),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}
