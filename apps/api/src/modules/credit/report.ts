/**
 * Assembles the credit report from the raw sources: normalisers, totals, maximum situación, score, notices.
 * Everything is anchored to the latest period BCRA has published (ADR 0113): the header's period, the
 * current debts and the score's age 0 are the same period, whether the subject is in it or not.
 */
import type { CreditReport, RegistryDetails, ReportNotice } from '@tirr/contracts';
import {
  creditScore,
  formatCuit,
  formatDate,
  periodLabel,
  personTypeOf,
  situacionLabel,
  worstSituacion,
} from '@tirr/domain';
import { deudasPeriod, newestPeriod, normalizeCheques, normalizeDebts } from '../../integrations/bcra/normalize';
import type { DataSources } from '../../integrations';
import { upstreamFailure } from './upstream';

const cents = (n: number) => Math.round(n * 100) / 100;

export async function buildReport(
  sources: DataSources,
  taxNumber: string,
  registry: RegistryDetails | undefined,
  registryFailed: boolean,
  now: Date,
  today: string,
): Promise<CreditReport> {
  const [deudas, historicas, cheques, entidades] = await upstreamFailure(() =>
    Promise.all([
      sources.bcra.deudas(taxNumber),
      sources.bcra.historicas(taxNumber),
      sources.bcra.cheques(taxNumber),
      sources.bcra.entidades(),
    ]),
  );
  const persona = registry?.persona;
  const personType = persona?.tipoPersona ?? personTypeOf(taxNumber) ?? 'FISICA';
  // The Deudas answer tells which period BCRA has published (live: recorded); the anchor is never older
  // than the subject's own newest period.
  const published = await sources.publications.observe(deudasPeriod(deudas));
  const newest = newestPeriod(deudas, historicas);
  const anchor = newest && newest > published ? newest : published;
  const debts = normalizeDebts(deudas, historicas, anchor, personType);
  const rejected = normalizeCheques(cheques, entidades);
  const deceased = !!persona?.fechaFallecimiento;
  const estadoClave = persona?.estadoClave ?? null;

  const score = creditScore({
    latestPeriod: anchor,
    personType,
    periods: debts.scorePeriods,
    cheques: rejected.map((c) => ({ rejectedAt: c.rejectedAt, paidAt: c.paidAt })),
    estadoClave,
    deceased,
    today,
  });

  const notices: ReportNotice[] = [];
  const cachedOn = [deudas, historicas, cheques]
    .map((a) => a.cachedOn)
    .filter((d): d is string => !!d)
    .sort()[0];
  if (cachedOn) {
    notices.push({
      code: 'CACHED_BCRA_DATA',
      message: `La Central de Deudores del BCRA no responde: se muestran los datos obtenidos el ${formatDate(cachedOn)}.`,
      date: cachedOn.slice(0, 10),
    });
  }
  if (registryFailed) {
    notices.push({
      code: 'REGISTRY_UNAVAILABLE',
      message: 'No se pudieron obtener los datos del padrón de AFIP en este momento.',
    });
  }
  if (deceased)
    notices.push({
      code: 'DECEASED',
      message: 'La persona figura como fallecida en el padrón: el informe no lleva score.',
    });
  if (estadoClave === 'INACTIVO')
    notices.push({ code: 'INACTIVE_KEY', message: 'La clave fiscal figura INACTIVA en el padrón.' });
  if (debts.current.some((d) => d.flags.enRevision) || rejected.some((c) => c.enRevision)) {
    notices.push({ code: 'EN_REVISION', message: 'Hay información en revisión a pedido del titular (Ley 25.326).' });
  }
  if (!debts.hasRecords && rejected.length === 0) {
    notices.push({ code: 'NO_RECORDS', message: 'Sin deudas informadas en la Central de Deudores del BCRA.' });
  }

  const current = worstSituacion(debts.current.map((d) => d.situacion));
  const last24 = worstSituacion(debts.periods.map((p) => p.worstSituacion).concat(current));
  const unpaid = rejected.filter((c) => c.paidAt === null);

  return {
    taxNumber,
    identity: {
      taxNumber,
      name: persona?.displayName ?? debts.name ?? formatCuit(taxNumber),
      personType,
      tipoClave: persona?.tipoClave ?? null,
      estadoClave,
      birthDate: persona?.tipoPersona === 'FISICA' ? persona.fechaNacimiento : null,
      deceased,
    },
    period: periodLabel(anchor),
    debts: debts.current,
    history: debts.history,
    periods: debts.periods,
    cheques: rejected,
    totals: {
      totalDebt: cents(debts.current.reduce((s, d) => s + d.amount, 0)),
      entities: debts.current.length,
      chequesCount: rejected.length,
      chequesAmount: cents(rejected.reduce((s, c) => s + c.amount, 0)),
      chequesUnpaidCount: unpaid.length,
      chequesUnpaidAmount: cents(unpaid.reduce((s, c) => s + c.amount, 0)),
    },
    maxSituacion: {
      current,
      currentLabel: situacionLabel(current, personType),
      last24Months: last24,
      last24MonthsLabel: situacionLabel(last24, personType),
    },
    score,
    notices,
    source: sources.kind,
    generatedAt: now.toISOString(),
  };
}
