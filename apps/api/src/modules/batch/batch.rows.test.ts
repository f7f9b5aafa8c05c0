import { describe, expect, it } from 'vitest';
import type { BatchItem } from '@tirr/contracts';
import { localizeJob } from './batch.rows';

describe('batch rows in the request’s language (ADR 0139)', () => {
  it('a batch row’s error, situación and band come in the request’s language', () => {
    const items: BatchItem[] = [
      {
        row: 1,
        input: '20-1',
        taxNumber: null,
        status: 'invalid',
        error: 'El CUIT debe tener 11 dígitos.',
        result: null,
      },
      {
        row: 2,
        input: '30-71234567-1',
        taxNumber: '30712345671',
        status: 'done',
        error: null,
        result: {
          name: 'CONSTRUCTORA DEL PLATA S.A.',
          personType: 'JURIDICA',
          situacion: 2,
          situacionLabel: 'Con seguimiento especial',
          totalDebt: 1,
          rejectedCheques: 0,
          unpaidCheques: 0,
          unpaidChequesAmount: 0,
          score: 500,
          band: 'REGULAR',
          bandLabel: 'Regular',
          period: '202609',
          decision: 'OBSERVAR',
          policyVersion: 2,
        },
      },
    ];
    const english = localizeJob({ items }, 'en').items;
    expect(english[0]!.error).toBe('The CUIT must have 11 digits.');
    expect(english[1]!.result).toMatchObject({
      situacionLabel: 'Under special monitoring',
      bandLabel: 'Fair',
      decision: 'OBSERVAR',
      policyVersion: 2,
    });
    expect(localizeJob({ items }, 'es').items).toBe(items);
  });
});
