/**
 * Live client of BCRA Central de Deudores v1.0 and Cheques v1.0 (entity list, reported cheques):
 * docs/domain/data-sources.md §1 and §6.
 */
import { createHttpClient, UpstreamError, type HttpClient } from '../http';
import type { BcraAnswer, BcraSource } from './types';

export interface BcraClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  minIntervalMs?: number;
  extraCa?: string | undefined;
  sleep?: (ms: number) => Promise<void>;
}

export function createBcraClient(options: BcraClientOptions, http?: HttpClient): BcraSource {
  const request =
    http ??
    createHttpClient({
      source: 'BCRA',
      timeoutMs: options.timeoutMs ?? 8000,
      retries: options.retries ?? 3,
      backoffMs: options.backoffMs ?? 1000,
      minIntervalMs: options.minIntervalMs ?? 1000,
      extraCa: options.extraCa,
      answerStatuses: [404],
      sleep: options.sleep,
    });
  const base = options.baseUrl.replace(/\/+$/, '');

  async function get<T>(path: string): Promise<BcraAnswer<T>> {
    const response = await request({ method: 'GET', url: `${base}${path}` });
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      throw new UpstreamError('BCRA', 'unavailable', `BCRA answered HTTP ${response.status} without JSON`);
    }
    if (response.status === 404) {
      const messages = (body as { errorMessages?: unknown }).errorMessages;
      return { status: 404, errorMessages: Array.isArray(messages) ? messages.map(String) : [] };
    }
    if (typeof body !== 'object' || body === null || !('results' in body)) {
      throw new UpstreamError('BCRA', 'unavailable', 'BCRA answered without results');
    }
    return { status: 200, results: (body as { results: T }).results };
  }

  return {
    deudas: (cuit) => get(`/centraldedeudores/v1.0/Deudas/${cuit}`),
    historicas: (cuit) => get(`/centraldedeudores/v1.0/Deudas/Historicas/${cuit}`),
    cheques: (cuit) => get(`/centraldedeudores/v1.0/Deudas/ChequesRechazados/${cuit}`),
    entidades: () => get('/cheques/v1.0/entidades'),
    denunciado: (codigoEntidad, numeroCheque) =>
      get(
        `/cheques/v1.0/denunciados/${encodeURIComponent(String(codigoEntidad))}/${encodeURIComponent(String(numeroCheque))}`,
      ),
  };
}
