/**
 * A profile's credit snapshot, taken from the credit module's report for Mis Perfiles (adding a profile)
 * and the monitoring refresh: blocked ids and the availability rule apply, no quota is used, and the read
 * is audited under its feature (ADRs 0102–0104). The reader is passed in (app.ts wires the credit
 * module's): modules never import each other. The snapshot keeps the report's facts of a credit policy too
 * (docs/domain/credit-policy.md §10), so the policy's preview needs no new consult.
 */
import type { CreditReport, PersonTypeValue, ScoreBandCode } from '@tirr/contracts';
import { policyFacts, SCORECARD_VERSION } from '@tirr/domain';
import type { PolicyReportFacts } from '../../db/schema';

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
  /** The report's part of a credit policy's facts (the balance is joined when a policy is applied). */
  policyFacts: PolicyReportFacts;
}

/** Who reads, and why: the profile's owner adding it, or the monitoring job refreshing it for its owner. */
export interface SnapshotReader extends ReadOrigin {
  userId: string;
  /** Admins also read blocked tax ids. */
  admin: boolean;
  feature: 'profile' | 'monitoring';
}

export type SnapshotLookup = (reader: SnapshotReader, taxNumber: string) => Promise<CreditSnapshot>;

/** Who asked, when not the profile's owner: the member acting and the API key (the read is audited under them). */
export interface ReadOrigin {
  actorId?: string | null;
  apiKeyId?: string | null;
}

/** The credit module's audited read (404 'CUIT no disponible' for minors, 403 for blocked ids). */
export type CreditRead = (
  reader: { userId: string; admin: boolean } & ReadOrigin,
  taxNumber: string,
  feature: SnapshotReader['feature'],
) => Promise<CreditReport>;

export function creditSnapshots(read: CreditRead): SnapshotLookup {
  return async (reader, taxNumber) => {
    const report = await read(reader, taxNumber, reader.feature);
    const { balance: _balance, ...facts } = policyFacts(report, []);
    return {
      name: report.identity.name,
      personType: report.identity.personType,
      situacion: report.maxSituacion.current,
      debt: report.totals.totalDebt,
      score: report.score.score,
      band: report.score.band,
      scoreVersion: SCORECARD_VERSION,
      rejectedCheques: report.totals.chequesCount,
      policyFacts: facts,
    };
  };
}
