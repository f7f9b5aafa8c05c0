/**
 * How a delivery leaves (docs/api/webhooks.md §7): an HTTPS POST that never reaches this machine or the private
 * network (a webhook must not become a way to call the server's neighbours): the name is resolved by our own
 * lookup, which refuses private addresses, and the connection uses the address it checked (no second resolution
 * for a rebinding name to change). No redirects are followed (a 3xx is a failed attempt). WEBHOOKS_ALLOW_HTTP
 * (development and tests) lifts both rules.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { WEBHOOK_MESSAGES as M } from './webhooks.messages';

/** Loopback, private, link-local (cloud metadata), shared, reserved, documentation and multicast ranges. */
const PRIVATE = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/**
 * Whether an IP address is one a webhook may not call (anything that is not an address is). An IPv4-mapped IPv6
 * address ('::ffff:127.0.0.1', '::ffff:7f00:1') is judged as its IPv4 (the block list maps them).
 */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a URL as a name or a bare IP address ('[::1]' → '::1'). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Why an endpoint's address is refused before any lookup (a private IP address or a local name); none: fine. */
export function addressProblem(url: URL): string | undefined {
  const host = hostOf(url).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return M.privateAddress;
  return net.isIP(host) !== 0 && isPrivateAddress(host) ? M.privateAddress : undefined;
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/** Sends a delivery; answers the response's status (any), or throws why no response came (Spanish). */
export type WebhookPost = (request: WebhookRequest) => Promise<{ status: number }>;

/** A failed connection, in words: why the delivery has no response code. */
export class WebhookTransportError extends Error {}

/** `dns.lookup` that refuses a name with any private address (so the connection uses a checked address). */
function guardedLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void,
) {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))
      return callback(Object.assign(new Error(M.privateAddress), { code: 'TIRR_M.privateAddress' }), '');
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** The POST of deliveries; `allowPrivate` (WEBHOOKS_ALLOW_HTTP) also takes http:// and private addresses. */
export function webhookPost(options: { allowPrivate: boolean }): WebhookPost {
  return ({ url, headers, body, signal }) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const secure = target.protocol === 'https:';
      if (!options.allowPrivate) {
        if (!secure) return reject(new WebhookTransportError(M.notHttps));
        if (addressProblem(target)) return reject(new WebhookTransportError(M.privateAddress));
      }
      const request = (secure ? https : http).request(target, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal,
        // One connection per delivery: nothing pooled outlives it.
        agent: false,
        ...(options.allowPrivate ? {} : { lookup: guardedLookup as unknown as net.LookupFunction }),
      });
      request.on('response', (response) => {
        // The body is not read (only the status counts); drained so the connection ends cleanly.
        response.resume();
        resolve({ status: response.statusCode ?? 0 });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (signal.aborted) return reject(new WebhookTransportError('abort'));
        if (error.code === 'TIRR_M.privateAddress') return reject(new WebhookTransportError(M.privateAddress));
        reject(new WebhookTransportError(M.noConnection(error.code ?? error.message)));
      });
      request.end(body);
    });
}
