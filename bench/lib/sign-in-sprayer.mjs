/**
 * The spraying side of bench/signin-spray.ts, in a process of its own so that its 32 clients do not
 * delay the prober's event loop: `node sign-in-sprayer.mjs <base url> <clients> <seconds>`. Each client
 * starts one sign-in at the provider, then posts the form with a new email, from a new client address
 * (X-Forwarded-For through the trusted hop), as fast as it is answered. Protocol: prints `ready` once
 * every client has its sign-in page (this process has started and connected), sprays when a line comes on
 * stdin, and prints the answers' statuses as JSON when done.
 */
import { createHash, randomBytes } from 'node:crypto';

const [base, clients = '32', seconds = '10'] = process.argv.slice(2);
let until = Infinity;
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};
/** @type {Record<number, number>} */
const statuses = {};

async function start() {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const authorize = new URLSearchParams({
    client_id: 'tirr-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${base}/callback`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const start = await fetch(`${base}/oidc/auth?${authorize}`, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': nextAddress() },
  });
  const location = start.headers.get('location');
  if (!location) throw new Error(`The provider answered ${start.status} without a redirect`);
  const interaction = new URL(location, base).pathname;
  const cookie = start.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { interaction, cookie };
}

/**
 * One client posting sign-ins until the time is up.
 * @param {number} n
 * @param {{ interaction: string, cookie: string }} session
 */
async function client(n, { interaction, cookie }) {
  for (let i = 0; Date.now() < until; i++) {
    const response = await fetch(`${base}${interaction}/login`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': nextAddress(),
      },
      body: new URLSearchParams({ email: `spray-${n}-${i}@example.com`, password: 'not-the-password' }).toString(),
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
}

const started = await Promise.all(Array.from({ length: Number(clients) }, () => start()));
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
until = Date.now() + Number(seconds) * 1000;
await Promise.all(started.map((s, n) => client(n, s)));
process.stdout.write(JSON.stringify(statuses));
process.stdin.destroy();
