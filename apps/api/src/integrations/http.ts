/**
 * The small HTTP layer the live adapters share: node:http(s) with a timeout per attempt, retries with
 * exponential backoff on 429 / 5xx / network errors, a minimum interval between requests (≤ 1 req/s by
 * default) and an optional extra CA (the BCRA server has failed to send its TLS intermediate — we add the
 * intermediate to the trusted roots instead of disabling verification; ADR 0022).
 */
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { outcomeOf, upstreamAttempt, upstreamFailure } from '../lib/upstream-calls';

/** An upstream failure the API answers as 503 UNAVAILABLE (or 400 for 'bad-request'). */
export class UpstreamError extends Error {
  constructor(
    readonly source: string,
    readonly kind: 'unavailable' | 'bad-request',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface HttpResponse {
  status: number;
  body: string;
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpClientOptions {
  /** Name used in errors and logs, e.g. 'BCRA'. */
  source: string;
  timeoutMs: number;
  /** Attempts after the first one. */
  retries: number;
  /** First backoff delay; doubles on each retry (a 429's Retry-After wins when longer). */
  backoffMs: number;
  /** Minimum time between the start of two requests of this client (1000 = ≤ 1 req/s). */
  minIntervalMs: number;
  /** Extra PEM certificates trusted besides the system roots. */
  extraCa?: string | undefined;
  /** Statuses that are answers, not failures (e.g. BCRA's 404 'no records'). */
  answerStatuses?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type HttpClient = (request: HttpRequest) => Promise<HttpResponse>;

function once(request: HttpRequest, timeoutMs: number, agent: https.Agent | undefined): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(request.url);
    const isHttps = url.protocol === 'https:';
    const send = isHttps ? https.request : http.request;
    const req = send(
      url,
      {
        method: request.method,
        headers: { accept: 'application/json, text/xml', 'user-agent': 'tirr/1.0', ...request.headers },
        ...(isHttps && agent ? { agent } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', reject);
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const sleep = options.sleep ?? defaultSleep;
  const agent = options.extraCa
    ? new https.Agent({ keepAlive: true, ca: [...tls.rootCertificates, options.extraCa] })
    : new https.Agent({ keepAlive: true });
  const answers = new Set(options.answerStatuses ?? []);
  // The source as the metrics name it (ADR 0134): 'bcra', 'arca'.
  const source = options.source.toLowerCase();
  // Requests of one client are serialised through this chain so the interval holds under concurrency.
  let gate: Promise<void> = Promise.resolve();
  let lastStart = 0;

  const throttle = () => {
    const turn = gate.then(async () => {
      const wait = lastStart + options.minIntervalMs - Date.now();
      if (wait > 0) await sleep(wait);
      lastStart = Date.now();
    });
    gate = turn.catch(() => undefined);
    return turn;
  };

  return async (request) => {
    let lastError = 'no attempt';
    for (let attempt = 0; attempt <= options.retries; attempt++) {
      if (attempt > 0) await sleep(options.backoffMs * 2 ** (attempt - 1));
      await throttle();
      const ended = upstreamAttempt(source);
      let response: HttpResponse;
      try {
        response = await once(request, options.timeoutMs, agent);
      } catch (error) {
        ended('network_error');
        lastError = (error as Error).message;
        continue;
      }
      // A SOAP fault comes as HTTP 500 with a body: that is an answer for the caller to read.
      const fault = response.status === 500 && /Fault>/.test(response.body);
      const outcome = outcomeOf(response.status, answers.has(response.status) || fault);
      ended(outcome);
      if (outcome === 'ok') return response;
      if (outcome !== 'client_error') {
        lastError = `HTTP ${response.status}`;
        continue;
      }
      upstreamFailure(source);
      throw new UpstreamError(
        options.source,
        'bad-request',
        `${options.source} answered HTTP ${response.status}`,
        response.status,
      );
    }
    upstreamFailure(source);
    throw new UpstreamError(options.source, 'unavailable', `${options.source} unavailable: ${lastError}`);
  };
}
