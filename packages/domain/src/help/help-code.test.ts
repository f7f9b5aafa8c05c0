import { describe, expect, it } from 'vitest';
import { helpCodeFor } from './help-code';

describe('helpCodeFor', () => {
  it.each([
    ['credit_home', '/credits', 'credit_home'],
    ['credit_profile', '/credits/profiles/30715896342', 'credit_profile'],
    ['assets_fci_simulator', '/assets/simulators/fci', 'assets_fci_simulator'],
    ['assets_simulators', '/assets/simulators', 'assets_simulators'],
    ['assets_simulators', '/assets/simulators/', 'assets_simulators'],
    ['assets_simulators', '/assets/simulators/checks', 'assets_simulators_checks'],
    ['assets_simulators', '/assets/simulators/pagares/', 'assets_simulators_pagares'],
    ['assets_simulators', '/assets/simulators/facturas', 'assets_simulators_facturas'],
    ['assets_simulators', '/assets/simulators/mi%20doc', 'assets_simulators_mi doc'],
    ['assets_simulators', '/assets/simulators/%E0', 'assets_simulators_%E0'],
    [undefined, '/credits', null],
    ['', '/credits', null],
    ['  ', '/credits', null],
  ] as const)('%s at %s → %s', (code, path, expected) => {
    expect(helpCodeFor(code, path)).toBe(expected);
  });
});
