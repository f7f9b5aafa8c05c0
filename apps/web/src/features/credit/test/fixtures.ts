import type { CreditReport, IdentityLookup, RecentReport } from '@tirr/contracts';

/** Test data shaped like the API's answers (contracts), for the credit screen tests. */
export const identity = (overrides: Partial<IdentityLookup> = {}): IdentityLookup => ({
  name: 'EMPRESA DEMO S.A.',
  taxId: '30500010912',
  personType: 'JURIDICA',
  otherTaxIds: [],
  ...overrides,
});

export const recent = (overrides: Partial<RecentReport> = {}): RecentReport => ({
  id: 1,
  name: 'GOMEZ MARIA LAURA',
  taxNumber: '27301234568',
  type: 'human',
  createdAt: '2026-11-20T15:00:00.000Z',
  ...overrides,
});

const periods = ['202510', '202511', '202512'];
const label = (key: string) => `${key.slice(4)}/${key.slice(0, 4)}`;

export function creditReportFixture(overrides: Partial<CreditReport> = {}): CreditReport {
  return {
    taxNumber: '30500010912',
    identity: {
      taxNumber: '30500010912',
      name: 'EMPRESA DEMO S.A.',
      personType: 'JURIDICA',
      tipoClave: 'CUIT',
      estadoClave: 'ACTIVO',
      birthDate: null,
      deceased: false,
    },
    period: '12/2025',
    debts: [
      {
        entity: 'BANCO ALFA S.A.',
        situacion: 3,
        situacionLabel: 'Con problemas',
        amount: 1234.56,
        daysPastDue: 95,
        sinceSituacion1: null,
        flags: {
          refinanciaciones: true,
          recategorizacionOblig: false,
          situacionJuridica: false,
          irrecDisposicionTecnica: false,
          enRevision: false,
          procesoJud: false,
        },
      },
      {
        entity: 'BANCO BETA S.A.',
        situacion: 1,
        situacionLabel: 'En situación normal',
        amount: 1000000,
        daysPastDue: null,
        sinceSituacion1: '2019-06-30',
        flags: {
          refinanciaciones: false,
          recategorizacionOblig: false,
          situacionJuridica: false,
          irrecDisposicionTecnica: false,
          enRevision: false,
          procesoJud: false,
        },
      },
    ],
    history: [
      {
        entity: 'BANCO ALFA S.A.',
        entries: periods.map((key, i) => ({
          period: label(key),
          periodKey: key,
          situacion: i + 1,
          monto: 1000 + i,
          enRevision: false,
          procesoJud: false,
        })),
      },
      {
        entity: 'BANCO BETA S.A.',
        entries: periods.map((key) => ({
          period: label(key),
          periodKey: key,
          situacion: 1,
          monto: 1000000,
          enRevision: false,
          procesoJud: false,
        })),
      },
    ],
    periods: periods.map((key, i) => ({
      period: label(key),
      periodKey: key,
      monto: 1001000 + i,
      worstSituacion: i + 1,
    })),
    cheques: [
      {
        entityCode: 11,
        entityName: 'BANCO DE LA NACION ARGENTINA',
        causal: 'SIN FONDOS',
        reason: 'FONDOS_INSUFICIENTES',
        number: 40012345,
        rejectedAt: '2025-11-03',
        amount: 350000,
        paidAt: null,
        finePaidAt: null,
        fineStatus: 'IMPAGA',
        personalAccount: false,
        legalName: 'EMPRESA DEMO S.A.',
        enRevision: false,
        procesoJud: false,
      },
      {
        entityCode: 7,
        entityName: 'BANCO GALICIA',
        causal: 'DEFECTOS FORMALES',
        reason: 'DEFECTOS_FORMALES',
        number: 40012346,
        rejectedAt: '2025-09-15',
        amount: 115000,
        paidAt: '2025-10-01',
        finePaidAt: null,
        fineStatus: null,
        personalAccount: false,
        legalName: null,
        enRevision: false,
        procesoJud: false,
      },
    ],
    totals: {
      totalDebt: 1001234.56,
      entities: 2,
      chequesCount: 2,
      chequesAmount: 465000,
      chequesUnpaidCount: 1,
      chequesUnpaidAmount: 350000,
    },
    maxSituacion: {
      current: 3,
      currentLabel: 'Con problemas',
      last24Months: 3,
      last24MonthsLabel: 'Con problemas',
    },
    score: {
      score: 220,
      band: 'MALO',
      bandLabel: 'Malo',
      reasons: [
        {
          code: 'CURRENT_SITUATION',
          label: 'Situación actual 3 (Con problemas)',
          points: -600,
          params: { situacion: 3 },
        },
        { code: 'REFINANCED', label: 'Deuda refinanciada', points: -60, params: {} },
        {
          code: 'CHEQUES_UNPAID',
          label: '1 cheque rechazado sin pagar en los últimos 24 meses',
          points: -120,
          params: { count: 1 },
        },
      ],
      version: 'v2',
    },
    notices: [],
    source: 'offline',
    generatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
