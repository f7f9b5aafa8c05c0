/**
 * A profile's credit snapshot, taken from the same report the credit module builds (no quota, no audit).
 * The report and registry readers are passed in (app.ts wires the credit module's): modules never import
 * each other.
 */
import {
  ERROR_CODES,
  type CreditReport,
  type PersonTypeValue,
  type RegistryDetails,
  type ScoreBandCode,
} from '@tirr/contracts';
import { SCORECARD_VERSION } from '@tirr/domain';
import { AppError } from '../../lib/errors';
import { UpstreamError } from '../../integrations/http';

export interface CreditSnapshot {
  name: string;
  personType: PersonTypeValue;
  situacion: number;
  debt: number;
  score: number | null;
  band: ScoreBandCode | null;
  /** The scorecard version of `score` and `band` (stored with them, ADR 0114). */
  scoreVersion: number;
  rejectedCheques: number;
}

export type SnapshotLookup = (taxNumber: string) => Promise<CreditSnapshot>;

export interface SnapshotReaders {
  /** Registry details (undefined when the key does not exist); 503 AppError/UpstreamError on an outage. */
  registry: (taxNumber: string) => Promise<RegistryDetails | undefined>;
  /** Whether a registry entry may be shown (adults, alive). */
  available: (details: RegistryDetails) => boolean;
  report: (taxNumber: string, registry: RegistryDetails | undefined, registryFailed: boolean) => Promise<CreditReport>;
}

export const CUIT_UNAVAILABLE = 'CUIT no disponible';

export function creditSnapshots(readers: SnapshotReaders): SnapshotLookup {
  async function registryOf(taxNumber: string): Promise<{ registry?: RegistryDetails; failed: boolean }> {
    let registry: RegistryDetails | undefined;
    try {
      registry = await readers.registry(taxNumber);
    } catch (error) {
      if (error instanceof UpstreamError || (error instanceof AppError && error.statusCode === 503)) {
        return { failed: true };
      }
      throw error;
    }
    if (!registry || !readers.available(registry)) {
      throw new AppError(404, ERROR_CODES.unavailable, CUIT_UNAVAILABLE);
    }
    return { registry, failed: false };
  }

  return async (taxNumber) => {
    const { registry, failed } = await registryOf(taxNumber);
    const report = await readers.report(taxNumber, registry, failed);
    return {
      name: report.identity.name,
      personType: report.identity.personType,
      situacion: report.maxSituacion.current,
      debt: report.totals.totalDebt,
      score: report.score.score,
      band: report.score.band,
      scoreVersion: SCORECARD_VERSION,
      rejectedCheques: report.totals.chequesCount,
    };
  };
}
