/** The demo registry: profiles of tax ids, curated (dataset.ts) or generated (generator.ts), and DNIs' ids. */
import { isIssuedTaxId, personTypeOf } from '@tirr/domain';
import { boundedMemo } from '../../lib/bounded-cache';
import type { DemoProfile } from './build';
import { DEMO_DNIS, DEMO_PROFILES } from './dataset';
import { cuilOf, generatedProfile } from './generator';
import { rngFor } from './random';

/** The demo profile of a tax id: curated or generated; undefined when the agency would not issue it. */
export type DemoProfiles = (cuit: string) => DemoProfile | undefined;

/**
 * The demo registry's profiles, the generated ones memoised (bounded, one memo per data sources: ADR 0124).
 * It knows only ids the tax agency would issue (ADR 0115): a valid id with a raw check digit of 10 (e.g.
 * 20-…-9 where 23-…-9 is issued) does not exist, as in the real registry.
 */
export function demoProfiles(): DemoProfiles {
  const generated = boundedMemo<DemoProfile>(5000);
  return (cuit) => {
    if (!/^\d{11}$/.test(cuit) || !personTypeOf(cuit) || !isIssuedTaxId(cuit)) return undefined;
    return DEMO_PROFILES[cuit] ?? generated(cuit, () => generatedProfile(cuit));
  };
}

/** The CUIT/CUILs of a DNI in the demo registry. */
export function demoTaxIdsOfDni(dni: string): string[] {
  const key = String(Number(dni));
  const curated = DEMO_DNIS[key];
  if (curated) return curated;
  if (!/^\d{7,8}$/.test(key)) return [];
  return [cuilOf(rngFor(`tirr-dni:${key}`)() < 0.5 ? '20' : '27', key)];
}
