import { describe, expect, it } from 'vitest';
import { contractSchema, loadContracts } from './contract-schema';

describe('contracts by area', () => {
  it('loads an area once: the same promise every time, so a loaded area costs microtasks only', async () => {
    const first = loadContracts('users');
    expect(loadContracts('users')).toBe(first);
    const users = await first;
    expect(users.updateUserInfoBody.safeParse({ settings: 42 }).success).toBe(false);
  });

  it('resolves a schema of the named area for a request', async () => {
    const parser = await contractSchema('credit', (c) => c.lastPeriods).load();
    expect(() => parser.parse({ lastPeriod: 'not a period' })).toThrow();
  });
});
