import { describe, expect, it } from 'vitest';
import { isIssuedTaxId, rawCheckDigit } from '@tirr/domain';
import { DEMO_CASES, DEMO_DNIS, DEMO_PROFILES } from './dataset';
import { demoProfiles, demoTaxIdsOfDni } from './profiles';
import { FEMALE } from './generator';

const demoProfile = demoProfiles();

/** ADR 0115: the demo registry knows only ids the tax agency would issue. */
describe('demo registry ids', () => {
  it('every curated id is one the agency would issue', () => {
    const ids = [
      ...Object.values(DEMO_CASES).filter((id) => id.length === 11),
      ...Object.keys(DEMO_PROFILES),
      ...Object.values(DEMO_DNIS).flat(),
    ];
    for (const id of ids) expect(isIssuedTaxId(id), id).toBe(true);
  });

  it.each([
    ['28345671', ['23283456714']],
    ['25678123', ['23256781239', '24256781235']],
    ['40123987', ['27401239877']],
  ])('DNI %s → %j', (dni, ids) => {
    expect(demoTaxIdsOfDni(dni)).toEqual(ids);
  });

  it('generated DNIs resolve to issued CUILs: 23-…-9 / 23-…-4 where 20/27 would give a raw check digit of 10', () => {
    let collisions = 0;
    for (let dni = 20_000_000; dni < 20_000_400; dni++) {
      const [cuil] = demoTaxIdsOfDni(String(dni));
      expect(isIssuedTaxId(cuil!), cuil).toBe(true);
      if (cuil!.startsWith('23')) {
        collisions++;
        expect(['9', '4']).toContain(cuil![10]);
      }
    }
    // About one DNI in eleven collides.
    expect(collisions).toBeGreaterThan(10);
  });

  it('a valid id the agency never issues is not in the registry; an issued one is', () => {
    expect(rawCheckDigit('2728345671')).toBe(10);
    expect(demoProfile('27283456719')).toBeUndefined();
    expect(demoProfile('20256781239')).toBeUndefined();
    expect(demoProfile('30712345689')).toBeUndefined();
    expect(demoProfile('23283456714')?.persona.apellido).toBe('GOMEZ');
    expect(demoProfile('33712345689')?.persona.tipoPersona).toBe('JURIDICA');
  });

  it('a generated 23-…-4 is a woman and 23-…-9 a man', () => {
    const women: readonly string[] = FEMALE;
    for (let dni = 20_000_000; dni < 20_000_400; dni++) {
      const [cuil] = demoTaxIdsOfDni(String(dni));
      if (!cuil!.startsWith('23')) continue;
      const name = demoProfile(cuil!)!.persona.nombre!;
      expect(women.includes(name), `${cuil} ${name}`).toBe(cuil![10] === '4');
    }
  });
});
