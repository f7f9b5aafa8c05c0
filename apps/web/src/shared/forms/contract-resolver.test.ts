import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { blockCuitBody } from '@tirr/contracts/system';
import { contractResolver, FALLBACK_MESSAGE, formIssue, messageKey, SHOWN_BY_FIELD } from './contract-resolver';

/** What react-hook-form passes a resolver when a form is submitted. */
function options<T extends FieldValues>(): ResolverOptions<T> {
  return { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' };
}

describe('contractResolver (ADR 0123)', () => {
  it("words a contract's problems with the form's i18n keys, never zod's or the contract's text", async () => {
    const resolver = contractResolver(blockCuitBody, {
      reason: 'system:blacklist.errors.reason',
      requestedBy: { too_small: 'system:blacklist.errors.requestedBy' },
    });
    const result = await resolver({ taxNumber: '', reason: ' ab ', requestedBy: 'x' }, undefined, options());
    expect(result.errors).toMatchObject({
      taxNumber: { type: 'too_small', message: FALLBACK_MESSAGE },
      reason: { type: 'too_small', message: 'system:blacklist.errors.reason' },
      requestedBy: { type: 'too_small', message: 'system:blacklist.errors.requestedBy' },
    });
  });

  it("hands the schema's output (trimmed) to the submit when there is no problem", async () => {
    const resolver = contractResolver(blockCuitBody);
    const result = await resolver(
      { taxNumber: '20314567820', reason: ' Habeas data ', requestedBy: 'El titular ' },
      undefined,
      options(),
    );
    expect(result).toEqual({
      errors: {},
      values: { taxNumber: '20314567820', reason: 'Habeas data', requestedBy: 'El titular' },
    });
  });

  it("keeps a form refinement's key, leaves a field's own reading to it, and reaches nested fields", async () => {
    const schema = z
      .object({ code: z.string(), amounts: z.object({ a: z.string(), b: z.string().min(1) }) })
      .superRefine((value, ctx) => {
        if (value.code !== 'ok') formIssue(ctx, 'code', 'common:forms.invalid');
        if (value.amounts.a === 'x') ctx.addIssue({ code: 'custom', path: ['amounts', 'a'], message: SHOWN_BY_FIELD });
      });
    const resolver = contractResolver(schema, { 'amounts.*': 'balances:balance.required' });
    const result = await resolver({ code: 'no', amounts: { a: 'x', b: '' } }, undefined, options());
    expect(result.errors).toMatchObject({
      code: { message: 'common:forms.invalid' },
      amounts: { a: { message: '' }, b: { message: 'balances:balance.required' } },
    });
  });

  it('picks the key of the issue code, else the field\'s "*", else the fallback', () => {
    const messages = { date: { too_small: 'a:required', '*': 'a:date' }, period: 'a:period' };
    expect(messageKey(messages, 'date', 'too_small', 'Too small')).toBe('a:required');
    expect(messageKey(messages, 'date', 'invalid_format', 'Invalid')).toBe('a:date');
    expect(messageKey(messages, 'period', 'too_big', 'Too big')).toBe('a:period');
    expect(messageKey(messages, 'other', 'too_big', 'Too big')).toBe(FALLBACK_MESSAGE);
    // A custom issue whose message is not a key (a contract's Spanish text) is worded like any other.
    expect(messageKey(messages, 'other', 'custom', 'el ingreso no puede ser negativo.')).toBe(FALLBACK_MESSAGE);
  });
});
