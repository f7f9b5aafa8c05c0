/**
 * English of the API's Spanish texts of webhooks (ADR 0139, docs/api/webhooks.md), part of lib/texts-en.ts: the
 * routes' errors, the contract's field messages and why a delivery failed (modules/webhooks/webhooks.messages.ts).
 */
import { WEBHOOKS_MAX } from '@tirr/contracts';
import type { Render } from './texts-en-render';

export const WEBHOOK_TEXTS: [string, string][] = [
  ['No encontramos ese webhook.', 'We could not find that webhook.'],
  ['No encontramos ese envío.', 'We could not find that delivery.'],
  [
    'En una organización, solo quien la creó puede crear webhooks.',
    'In an organisation, only the one who created it can add webhooks.',
  ],
  [
    `Ya tenés ${WEBHOOKS_MAX} webhooks: borrá uno que no uses para crear otro.`,
    `You already have ${WEBHOOKS_MAX} webhooks: delete one you do not use to add another.`,
  ],
  [
    'La dirección apunta a una red privada o a este servidor.',
    'The address points to a private network or to this server.',
  ],
  ['La dirección no empieza con https://.', 'The address does not start with https://.'],
  ['La dirección debe empezar con https://.', 'The address must start with https://.'],
  ['La dirección debe empezar con https:// o http://.', 'The address must start with https:// or http://.'],
  ['Escribí la dirección del webhook.', "Type the webhook's address."],
  ['La dirección admite hasta 2000 caracteres.', 'The address takes up to 2000 characters.'],
  ['Elegí al menos un evento.', 'Choose at least one event.'],
  ['Un evento está repetido.', 'An event is repeated.'],
  ['El evento no es válido.', 'The event is not valid.'],
  ['El id del webhook no es válido.', "The webhook's id is not valid."],
  ['El id del envío no es válido.', "The delivery's id is not valid."],
  ['No se pudo enviar.', 'Could not send.'],
  ['El envío se interrumpió: el servidor de Tirr se detuvo.', 'The delivery was interrupted: the Tirr server stopped.'],
];

export const WEBHOOK_PATTERNS: readonly (readonly [RegExp, Render])[] = [
  [/^El servidor respondió (\d+)\.$/, ([status]) => `The server answered ${status}.`],
  [/^Sin respuesta en (\d+) segundos\.$/, ([seconds]) => `No answer in ${seconds} seconds.`],
  [/^No se pudo conectar \((.+)\)\.$/, ([code]) => `Could not connect (${code}).`],
];
