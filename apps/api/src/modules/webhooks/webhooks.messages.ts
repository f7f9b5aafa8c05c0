/**
 * The webhooks' Spanish texts a person reads (docs/domain/texts.md): errors of the routes and why a delivery failed
 * (its `lastError`). English in lib/texts-en-webhooks.ts.
 */
import { WEBHOOKS_MAX } from '@tirr/contracts';

export const WEBHOOK_MESSAGES = {
  notFound: 'No encontramos ese webhook.',
  deliveryNotFound: 'No encontramos ese envío.',
  ownerOnly: 'En una organización, solo quien la creó puede crear webhooks.',
  tooMany: `Ya tenés ${WEBHOOKS_MAX} webhooks: borrá uno que no uses para crear otro.`,
  privateAddress: 'La dirección apunta a una red privada o a este servidor.',
  notHttps: 'La dirección no empieza con https://.',
  httpOrHttps: 'La dirección debe empezar con https:// o http://.',
  notSent: 'No se pudo enviar.',
  interrupted: 'El envío se interrumpió: el servidor de Tirr se detuvo.',
  answered: (status: number) => `El servidor respondió ${status}.`,
  timeout: (seconds: number) => `Sin respuesta en ${seconds} segundos.`,
  noConnection: (code: string) => `No se pudo conectar (${code}).`,
} as const;
