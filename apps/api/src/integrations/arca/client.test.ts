import fs from 'node:fs';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http';
import { replayServer } from '../../test/replay-server';
import { selfSignedCertificate } from '../../test/certificates';
import { createArcaClient } from './client';
import { identityOf, normalizeIdList, normalizePersona } from './normalize';
import { parseXml } from './soap';
import { createWsaa, memoryTicketStore, type TicketStore } from './wsaa';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const xml = (status: number, body: string) => ({ status, body, contentType: 'text/xml; charset=utf-8' });

const { certPem, keyPem } = selfSignedCertificate('tirr-test');
let logins = 0;
const signedServices: string[] = [];
const issued = new Set<string>();

function loginResponse(service: string) {
  const ticket =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0"><header><source>CN=wsaahomo</source>` +
    `<destination>CN=tirr-test</destination><uniqueId>1</uniqueId><generationTime>2026-11-21T10:00:00.000-03:00</generationTime>` +
    `<expirationTime>2099-11-21T22:00:00.000-03:00</expirationTime></header><credentials><token>TOKEN-${service}</token><sign>SIGN-${service}</sign></credentials></loginTicketResponse>`;
  const escaped = ticket.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><loginCmsResponse xmlns="http://wsaa.view.sua.dvadac.desein.afip.gov"><loginCmsReturn>${escaped}</loginCmsReturn></loginCmsResponse></soapenv:Body></soapenv:Envelope>`;
}

let server: Awaited<ReturnType<typeof replayServer>>;
beforeAll(async () => {
  server = await replayServer(({ url, body }) => {
    const doc = parseXml(body) as { Envelope: { Body: Record<string, Record<string, string>> } };
    const [operation, params] = Object.entries(doc.Envelope.Body)[0]!;
    if (url === '/wsaa') {
      logins++;
      // Verify the CMS like WSAA does: attached content, signed by the certificate it carries.
      const p7 = forge.pkcs7.messageFromAsn1(
        forge.asn1.fromDer(forge.util.decode64(params.in0!)),
      ) as forge.pkcs7.PkcsSignedData & {
        rawCapture: { content: forge.asn1.Asn1 };
      };
      const tra = forge.asn1.toDer(p7.rawCapture.content).getBytes();
      const service = /<service>([^<]+)<\/service>/.exec(tra)![1]!;
      signedServices.push(service);
      expect(p7.certificates[0]!.subject.getField('CN').value).toBe('tirr-test');
      if (issued.has(service)) return xml(500, fixture('fault-already-authenticated.xml'));
      issued.add(service);
      return xml(200, loginResponse(service));
    }
    if (params.token !== 'TOKEN-ws_sr_padron_a13' || params.sign !== 'SIGN-ws_sr_padron_a13')
      return xml(500, fixture('fault-token.xml'));
    if (params.cuitRepresentada !== '30712345671') return xml(500, fixture('fault-token.xml'));
    if (operation === 'getIdPersonaListByDocumento') return xml(200, fixture('getIdPersonaList.xml'));
    if (operation === 'getPersona' && params.idPersona === '27251234561')
      return xml(200, fixture('getPersona-fisica.xml'));
    if (operation === 'getPersona' && params.idPersona === '20178904567')
      return xml(500, fixture('fault-inactiva.xml'));
    if (operation === 'getPersonaV2' && params.idPersona === '20178904567')
      return xml(200, fixture('getPersonaV2-inactiva.xml'));
    if (operation === 'getPersona' && params.idPersona === '20999999981')
      return { status: 503, body: 'Service Unavailable', contentType: 'text/plain' };
    return xml(500, fixture('fault-inexistente.xml'));
  });
});
afterAll(async () => server?.close());

// Signing and verifying the CMS costs CPU: a generous timeout, so a busy machine does not turn one login into two.
const http = () => createHttpClient({ source: 'ARCA', timeoutMs: 5000, retries: 1, backoffMs: 1, minIntervalMs: 0 });
function arca(store: TicketStore = memoryTicketStore()) {
  const wsaa = createWsaa({ url: `${server.url}/wsaa`, certPem, keyPem, http: http(), store });
  return createArcaClient({ url: `${server.url}/padron`, cuitRepresentada: '30712345671', wsaa, http: http() });
}

describe('ARCA padrón A13 + WSAA against a local SOAP server', () => {
  const store = memoryTicketStore();

  it('getPersona: signs in with a CMS-signed TRA and parses the persona (single domicilio coerced to a list)', async () => {
    const answer = await arca(store).getPersona('27251234561');
    expect(answer.kind).toBe('found');
    if (answer.kind !== 'found') return;
    const details = normalizePersona(answer.raw, 'live');
    expect(details.persona).toMatchObject({
      displayName: 'FERNANDEZ LUCIA BELEN',
      fechaNacimiento: '1976-08-14',
      numeroDocumento: '25123456',
      domicilio: [{ tipoDomicilio: 'FISCAL', codigoPostal: '1043', provincia: 'CIUDAD AUTONOMA BUENOS AIRES' }],
      actividad: { id: 620100, periodo: '11/2013' },
    });
    // The lookup names the person; the birth date stays on the server (the age rule is applied there).
    expect(identityOf(details)).toEqual({
      name: 'FERNANDEZ LUCIA BELEN',
      taxId: '27251234561',
      personType: 'FISICA',
      otherTaxIds: [],
    });
    expect(signedServices).toEqual(['ws_sr_padron_a13']);
  });

  it('reuses the 12 h ticket: more calls, and a new client on the same store, do not sign in again', async () => {
    const before = logins;
    await arca(store).getPersona('27251234561');
    await arca(store).getIdPersonaListByDocumento('25123456');
    expect(logins).toBe(before);
  });

  it('coe.alreadyAuthenticated without a stored ticket → unavailable (no loop)', async () => {
    await expect(arca(memoryTicketStore()).getPersona('27251234561')).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('ya existe un ticket'),
    });
  });

  it('getIdPersonaListByDocumento: every CUIT/CUIL of a DNI', async () => {
    const answer = await arca(store).getIdPersonaListByDocumento('25123456');
    expect(answer.kind === 'found' && normalizeIdList(answer.raw)).toEqual(['20251234567', '27251234561']);
  });

  it('a fault "inexistente" is not-found', async () => {
    expect(await arca(store).getPersona('20111111112')).toEqual({
      kind: 'not-found',
      message: 'La Clave (CUIT/CUIL) consultada es inexistente',
    });
  });

  it('an INACTIVA key is read with getPersonaV2', async () => {
    const answer = await arca(store).getPersona('20178904567');
    expect(answer.kind === 'found' && normalizePersona(answer.raw, 'live').persona.estadoClave).toBe('INACTIVO');
  });

  it('other faults and HTTP failures are unavailable', async () => {
    const wsaa = createWsaa({ url: `${server.url}/wsaa`, certPem, keyPem, http: http(), store });
    const wrongCuit = createArcaClient({
      url: `${server.url}/padron`,
      cuitRepresentada: '30500010912',
      wsaa,
      http: http(),
    });
    await expect(wrongCuit.getPersona('27251234561')).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('token/sign'),
    });
    await expect(arca(store).getPersona('20999999981')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
