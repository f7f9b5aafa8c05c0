/** SOAP 1.1 envelopes and parsing (fast-xml-parser) for WSAA and padrón A13; faults become typed errors. */
import { XMLParser } from 'fast-xml-parser';

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name, jpath) =>
    name === 'domicilio' || name === 'claveInactivaAsociada' || String(jpath).endsWith('idPersonaListReturn.idPersona'),
});

export const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function envelope(namespace: string, operation: string, params: Record<string, string>): string {
  const body = Object.entries(params)
    .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns="${namespace}">` +
    `<soapenv:Header/><soapenv:Body><ns:${operation}>${body}</ns:${operation}></soapenv:Body></soapenv:Envelope>`
  );
}

export class SoapFault extends Error {
  constructor(
    readonly faultcode: string,
    readonly faultstring: string,
  ) {
    super(`${faultcode}: ${faultstring}`);
  }
}

export function parseXml(xml: string): Record<string, unknown> {
  return parser.parse(xml) as Record<string, unknown>;
}

/** The content of `<Body>`; throws SoapFault for a `<Fault>`. */
export function soapBody(xml: string): Record<string, unknown> {
  const doc = parseXml(xml);
  const body = (doc.Envelope as Record<string, unknown> | undefined)?.Body as Record<string, unknown> | undefined;
  if (!body) throw new SoapFault('client.parse', 'respuesta SOAP sin Body');
  const fault = body.Fault as Record<string, unknown> | undefined;
  if (fault) throw new SoapFault(String(fault.faultcode ?? 'soap:Server'), String(fault.faultstring ?? ''));
  return body;
}
