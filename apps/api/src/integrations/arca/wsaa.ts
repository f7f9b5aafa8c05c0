/**
 * WSAA (ARCA's authentication service): a login ticket request (TRA) signed as CMS/PKCS#7 with the
 * content attached (node-forge), sent to loginCms; the ticket (token + sign) is valid 12 h per service and
 * cached (memory + the store, so restarts reuse it). Asking again while one is valid yields the fault
 * coe.alreadyAuthenticated: we then re-read the store, else report the source unavailable.
 */
import type { HttpClient } from '../http';
import { UpstreamError } from '../http';
import { envelope, parseXml, soapBody, SoapFault } from './soap';

export interface Ticket {
  token: string;
  sign: string;
  /** ISO instant. */
  expiresAt: string;
}

export interface TicketStore {
  get(service: string): Promise<Ticket | undefined>;
  set(service: string, ticket: Ticket): Promise<void>;
}

export function memoryTicketStore(): TicketStore {
  const tickets = new Map<string, Ticket>();
  return {
    get: async (service) => tickets.get(service),
    set: async (service, ticket) => {
      tickets.set(service, ticket);
    },
  };
}

export interface WsaaOptions {
  url: string;
  certPem: string;
  keyPem: string;
  http: HttpClient;
  store: TicketStore;
  now?: () => Date;
}

/** Local time with the Buenos Aires offset, as WSAA expects ('2026-11-21T10:00:00-03:00'). */
function baTime(instant: Date): string {
  const shifted = new Date(instant.getTime() - 3 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}-03:00`;
}

export function buildTra(service: string, now: Date): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0"><header>' +
    `<uniqueId>${Math.floor(now.getTime() / 1000)}</uniqueId>` +
    `<generationTime>${baTime(new Date(now.getTime() - 10 * 60_000))}</generationTime>` +
    `<expirationTime>${baTime(new Date(now.getTime() + 12 * 3600_000))}</expirationTime>` +
    `</header><service>${service}</service></loginTicketRequest>`
  );
}

/** CMS SignedData with the TRA attached, DER, base64 (what loginCms's in0 takes). */
export async function signTra(tra: string, certPem: string, keyPem: string, now: Date): Promise<string> {
  // Loaded on first use: only live processes sign in to WSAA.
  const { default: forge } = await import('node-forge');
  const certificate = forge.pki.certificateFromPem(certPem);
  const key = forge.pki.privateKeyFromPem(keyPem);
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(tra, 'utf8');
  p7.addCertificate(certificate);
  p7.addSigner({
    key,
    certificate,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime!, value: now as unknown as string },
    ],
  });
  p7.sign();
  return forge.util.encode64(forge.asn1.toDer(p7.toAsn1()).getBytes());
}

const MARGIN_MS = 5 * 60_000;

export function createWsaa(options: WsaaOptions) {
  const now = options.now ?? (() => new Date());
  const cache = new Map<string, Ticket>();
  const pending = new Map<string, Promise<Ticket>>();
  const valid = (t: Ticket | undefined): t is Ticket =>
    !!t && new Date(t.expiresAt).getTime() - MARGIN_MS > now().getTime();

  async function login(service: string): Promise<Ticket> {
    const stored = await options.store.get(service);
    if (valid(stored)) return stored;
    const at = now();
    const cms = await signTra(buildTra(service, at), options.certPem, options.keyPem, at);
    const response = await options.http({
      method: 'POST',
      url: options.url,
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
      body: envelope('http://wsaa.view.sua.dvadac.desein.afip.gov', 'loginCms', { in0: cms }),
    });
    let body: Record<string, unknown>;
    try {
      body = soapBody(response.body);
    } catch (error) {
      if (error instanceof SoapFault && /alreadyAuthenticated/i.test(`${error.faultcode} ${error.faultstring}`)) {
        const again = await options.store.get(service);
        if (valid(again)) return again;
        throw new UpstreamError(
          'ARCA',
          'unavailable',
          'WSAA: ya existe un ticket válido emitido para este certificado; se pedirá otro cuando venza.',
        );
      }
      if (error instanceof SoapFault) throw new UpstreamError('ARCA', 'unavailable', `WSAA: ${error.faultstring}`);
      throw error;
    }
    const ret = (body.loginCmsResponse as Record<string, unknown> | undefined)?.loginCmsReturn;
    const ticketXml = parseXml(String(ret ?? '')).loginTicketResponse as
      Record<string, Record<string, unknown>> | undefined;
    const token = ticketXml?.credentials?.token;
    const sign = ticketXml?.credentials?.sign;
    const expiration = ticketXml?.header?.expirationTime;
    if (!token || !sign || !expiration)
      throw new UpstreamError('ARCA', 'unavailable', 'WSAA: respuesta sin credenciales');
    const ticket = { token: String(token), sign: String(sign), expiresAt: new Date(String(expiration)).toISOString() };
    await options.store.set(service, ticket);
    return ticket;
  }

  return {
    /** A valid ticket for the service: from memory, the store, or a new login (one at a time per service). */
    async ticket(service: string): Promise<Ticket> {
      const cached = cache.get(service);
      if (valid(cached)) return cached;
      let inflight = pending.get(service);
      if (!inflight) {
        inflight = login(service).finally(() => pending.delete(service));
        pending.set(service, inflight);
      }
      const ticket = await inflight;
      cache.set(service, ticket);
      return ticket;
    },
  };
}
export type Wsaa = ReturnType<typeof createWsaa>;
