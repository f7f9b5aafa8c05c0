/** The demo profile of a tax id: curated (dataset.ts) or generated (generator.ts); memoised. */
import { isIssuedTaxId, personTypeOf } from '@tirr/domain';
import type { DemoProfile } from './build';
import { DEMO_DNIS, DEMO_PROFILES } from './dataset';
import { cuilOf, generatedProfile } from './generator';
import { rngFor } from './random';

const memo = new Map<string, DemoProfile>();
const MEMO_LIMIT = 5000;

/**
 * The demo registry knows only ids the tax agency would issue (ADR 0115): a valid id with a raw check digit
 * of 10 (e.g. 20-…-9 where 23-…-9 is issued) does not exist, as in the real registry.
 */
export function demoProfile(cuit: string): DemoProfile | undefined {
  if (!/^\d{11}$/.test(cuit) || !personTypeOf(cuit) || !isIssuedTaxId(cuit)) return undefined;
  const curated = DEMO_PROFILES[cuit];
  if (curated) return curated;
  let profile = memo.get(cuit);
  if (!profile) {
    profile = generatedProfile(cuit);
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(cuit, profile);
  }
  return profile;
}

/** The CUIT/CUILs of a DNI in the demo registry. */
export function demoTaxIdsOfDni(dni: string): string[] {
  const key = String(Number(dni));
  const curated = DEMO_DNIS[key];
  if (curated) return curated;
  if (!/^\d{7,8}$/.test(key)) return [];
  return [cuilOf(rngFor(`tirr-dni:${key}`)() < 0.5 ? '20' : '27', key)];
}
