/** Live client of ARCA padrón A13 (getPersona, getPersonaV2 for inactive keys, getIdPersonaListByDocumento). */
import { UpstreamError, type HttpClient } from '../http';
import { envelope, soapBody, SoapFault } from './soap';
import type { A13IdListReturn, A13PersonaReturn, ArcaAnswer, ArcaSource } from './types';
import type { Wsaa } from './wsaa';

export const A13_SERVICE = 'ws_sr_padron_a13';
const A13_NAMESPACE = 'http://a13.soap.ws.server.puc.sr/';

export interface ArcaClientOptions {
  url: string;
  /** The CUIT the certificate represents (cuitRepresentada). */
  cuitRepresentada: string;
  wsaa: Wsaa;
  http: HttpClient;
}

const NOT_FOUND = /inexistente|no existe|no es valido|no es válido/i;
const INACTIVE = /INACTIVA/i;

export function createArcaClient(options: ArcaClientOptions): ArcaSource {
  async function call(operation: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const ticket = await options.wsaa.ticket(A13_SERVICE);
    const response = await options.http({
      method: 'POST',
      url: options.url,
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
      body: envelope(A13_NAMESPACE, operation, {
        token: ticket.token,
        sign: ticket.sign,
        cuitRepresentada: options.cuitRepresentada,
        ...params,
      }),
    });
    const body = soapBody(response.body);
    const result = body[`${operation}Response`] as Record<string, unknown> | undefined;
    if (!result) throw new UpstreamError('ARCA', 'unavailable', `ARCA: respuesta sin ${operation}Response`);
    return result;
  }

  async function answer<T>(run: () => Promise<T>): Promise<ArcaAnswer<T>> {
    try {
      return { kind: 'found', raw: await run() };
    } catch (error) {
      if (error instanceof SoapFault) {
        if (NOT_FOUND.test(error.faultstring)) return { kind: 'not-found', message: error.faultstring };
        throw new UpstreamError('ARCA', 'unavailable', `ARCA: ${error.faultstring}`);
      }
      throw error;
    }
  }

  return {
    getPersona: (cuit) =>
      answer(async () => {
        try {
          return (await call('getPersona', { idPersona: cuit })) as unknown as A13PersonaReturn;
        } catch (error) {
          // A13 refuses inactive keys in getPersona; getPersonaV2 reads them (manual v1.4).
          if (error instanceof SoapFault && INACTIVE.test(error.faultstring)) {
            return (await call('getPersonaV2', { idPersona: cuit })) as unknown as A13PersonaReturn;
          }
          throw error;
        }
      }),
    getIdPersonaListByDocumento: (dni) =>
      answer(async () => (await call('getIdPersonaListByDocumento', { documento: dni })) as unknown as A13IdListReturn),
  };
}
