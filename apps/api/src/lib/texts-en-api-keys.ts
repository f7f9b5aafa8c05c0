/**
 * English of the API's Spanish texts about API keys (ADR 0139, docs/api/keys.md), part of lib/texts-en.ts.
 */
import { API_KEY_NAME_MAX, API_KEYS_MAX } from '@tirr/contracts';
import type { Render } from './texts-en-render';

export const API_KEY_TEXTS: [string, string][] = [
  ['La clave de API no es válida.', 'The API key is not valid.'],
  ['La clave de API venció.', 'The API key has expired.'],
  ['La clave de API fue revocada.', 'The API key was revoked.'],
  [
    'Esta acción no está disponible con una clave de API: usala desde tu cuenta en Tirr.',
    'This action is not available with an API key: use it from your Tirr account.',
  ],
  ['No encontramos esa clave de API.', 'We could not find that API key.'],
  ['La fecha de vencimiento debe ser futura.', 'The expiry date must be in the future.'],
  ['La fecha de vencimiento no es válida.', 'The expiry date is not valid.'],
  ['Poné un nombre a la clave.', 'Give the key a name.'],
  [
    `El nombre de la clave admite hasta ${API_KEY_NAME_MAX} caracteres.`,
    `The key's name takes up to ${API_KEY_NAME_MAX} characters.`,
  ],
  ['Elegí al menos un permiso para la clave.', 'Choose at least one scope for the key.'],
  ['El permiso de la clave no es válido.', "The key's scope is not valid."],
  ['Un permiso está repetido.', 'A scope is repeated.'],
  ['El límite por minuto debe ser un número entero.', 'The limit per minute must be a whole number.'],
  ['El límite por minuto debe ser al menos 1.', 'The limit per minute must be at least 1.'],
  ['El límite por minuto admite hasta 10.000.', 'The limit per minute takes up to 10,000.'],
  [
    `Ya tenés ${API_KEYS_MAX} claves activas: revocá una que no uses para crear otra.`,
    `You already have ${API_KEYS_MAX} active keys: revoke one you do not use to create another.`,
  ],
];

export const API_KEY_PATTERNS: readonly (readonly [RegExp, Render])[] = [
  [/^La clave de API no tiene el permiso «(.+)»\.$/, ([scope]) => `The API key lacks the scope «${scope}».`],
  [
    /^La clave de API superó su límite de (\d+) consultas por minuto\. Probá de nuevo en (\d+) segundos\.$/,
    ([limit, seconds]) => `The API key used up its ${limit} requests per minute. Try again in ${seconds} seconds.`,
  ],
];
