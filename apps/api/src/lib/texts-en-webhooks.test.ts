import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '../modules/webhooks/webhooks.messages';
import { localize } from './language';

/** Every text of the webhooks a person reads, with values where they have them. */
const SPANISH = Object.values(WEBHOOK_MESSAGES).flatMap((message) =>
  typeof message === 'string'
    ? [message]
    : [WEBHOOK_MESSAGES.answered(503), WEBHOOK_MESSAGES.timeout(10), WEBHOOK_MESSAGES.noConnection('ECONNREFUSED')],
);
const SPANISH_WORDS = /\b(dirección|servidor|envío|respondió|conectar|segundos|webhooks?:|tenés|encontramos|pudo)\b/i;

describe('webhooks in English (ADR 0139)', () => {
  it.each([...new Set(SPANISH)].map((m) => [m]))('%s', (message) => {
    const english = localize(message, 'en');
    expect(english).not.toBe(message);
    expect(english).not.toMatch(SPANISH_WORDS);
  });

  it('keeps the values and the field', () => {
    expect(localize(WEBHOOK_MESSAGES.answered(503), 'en')).toBe('The server answered 503.');
    expect(localize(WEBHOOK_MESSAGES.timeout(10), 'en')).toBe('No answer in 10 seconds.');
    expect(localize(WEBHOOK_MESSAGES.noConnection('ENOTFOUND'), 'en')).toBe('Could not connect (ENOTFOUND).');
    expect(localize(`url: ${WEBHOOK_MESSAGES.privateAddress}`, 'en')).toBe(
      'url: The address points to a private network or to this server.',
    );
    expect(localize(WEBHOOK_MESSAGES.tooMany, 'en')).toBe(
      'You already have 10 webhooks: delete one you do not use to add another.',
    );
  });

  it("the contract's field messages too", () => {
    for (const message of [
      'Escribí la dirección del webhook.',
      'La dirección admite hasta 2000 caracteres.',
      'La dirección debe empezar con https://.',
      'Elegí al menos un evento.',
      'Un evento está repetido.',
      'El evento no es válido.',
      'El id del webhook no es válido.',
      'El id del envío no es válido.',
    ])
      expect(localize(message, 'en'), message).not.toBe(message);
  });
});
