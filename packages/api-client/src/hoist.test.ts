import { describe, expect, it } from 'vitest';
import { hoistRepeatedSchemas } from './hoist';

/** Large repeated schemas named once in components.schemas (docs/api/README.md §7). */
const big = (label: string) => ({
  type: 'object',
  properties: Object.fromEntries(
    Array.from({ length: 60 }, (_, i) => [`${label}${i}`, { type: 'string', description: 'x'.repeat(10) }]),
  ),
});
const answer = (schema: object) => ({ get: { responses: { 200: { content: { 'application/json': { schema } } } } } });

describe('hoistRepeatedSchemas', () => {
  it('names a large schema found twice after its property, refers to it in both places and keeps the rest inline', () => {
    const policy = big('rule');
    const document = {
      paths: {
        '/api/v1/policy': answer({ type: 'object', properties: { policy } }),
        '/api/v1/policy/versions': answer({ type: 'object', properties: { policy, id: { type: 'string' } } }),
        '/api/v1/other': answer(big('other')),
      },
      components: { schemas: { ErrorEnvelope: { type: 'object' } } },
    };
    const hoisted = hoistRepeatedSchemas(document);
    expect(hoisted.components.schemas).toEqual({ ErrorEnvelope: { type: 'object' }, Policy: policy });
    const ref = { $ref: '#/components/schemas/Policy' };
    expect(hoisted.paths['/api/v1/policy'].get.responses[200].content['application/json'].schema).toEqual({
      type: 'object',
      properties: { policy: ref },
    });
    expect(hoisted.paths['/api/v1/other']).toEqual(document.paths['/api/v1/other']);
    // The input is left as it was, and the same document always gives the same answer.
    expect(document.components.schemas).toEqual({ ErrorEnvelope: { type: 'object' } });
    expect(hoistRepeatedSchemas(document)).toEqual(hoisted);
  });

  it('leaves a document without repetition as it is', () => {
    const document = { paths: { '/api/v1/a': answer(big('a')) }, components: { schemas: {} } };
    expect(hoistRepeatedSchemas(document)).toEqual(document);
  });
});
