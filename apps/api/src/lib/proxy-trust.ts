import net from 'node:net';

/**
 * Which proxies in front of the server are trusted to report the client (X-Forwarded-For, -Proto,
 * -Host), from TRUST_PROXY (ADR 0109):
 * - off (`false`): the socket's peer is the client; forwarded headers are ignored;
 * - a number of hops: that many proxies sit in front; the client is the address that many entries from
 *   the right of the chain (socket, then X-Forwarded-For read right to left) — entries further left were
 *   written by the client and are never read. Only right when the server cannot be reached except through
 *   those proxies (a direct client could write the entries itself): otherwise list the addresses;
 * - a list of proxy addresses (IPs, CIDRs, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`): the
 *   client is the first address, from the right, that is not one of them.
 */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validAddress(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; a string result is the problem to report. */
export function parseTrustProxy(value: string | undefined): { value: TrustProxy } | { problem: string } {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return { value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { problem: 'at most 10 proxy hops' };
  }
  if (text === 'true')
    return {
      problem:
        "'true' would trust any X-Forwarded-For; give the number of proxies in front of the server (e.g. 1) or their addresses",
    };
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !validAddress(e));
  if (bad.length > 0)
    return {
      problem: `not a hop count nor proxy addresses (IP, CIDR, loopback, linklocal, uniquelocal): ${bad.join(', ')}`,
    };
  return { value: entries };
}

/** Whether any proxy is trusted (forwarded headers are read at all). */
export const trustsProxies = (trust: TrustProxy) => trust !== false;

/**
 * Fastify's `trustProxy` for a setting. Fastify refuses a bare hop count (it cannot tell a proxy from a
 * direct client), so hops become a trust function: the first `hops` addresses of the chain are proxies.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * The address a limit counts: IPv4 as is, IPv6 by its /64 (one subscriber's network — a client holds a
 * whole /64 and could rotate inside it), IPv4-mapped IPv6 as IPv4.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(ip)) {
    const [head = '', tail = ''] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return ip;
}
