/**
 * The texts of the report PDF in the reader's language (ADR 0140): Spanish is the source, English has the
 * same keys (docs/domain/texts.md). Labels the screen also shows are the screen's own (the web's credit
 * texts; `pdf-texts.test.ts` holds them equal), so the committee reads 'Activa', never 'ACTIVO'.
 */
import type { NOTICE_CODES, PersonTypeValue, ScoreBandCode, ScoreReason } from '@tirr/contracts';
import type { Locale } from '@tirr/domain';
import { englishScoreReason } from '../../lib/score-reasons-en';

export type PdfLanguage = Locale;

type Situaciones = readonly [string, string, string, string, string, string, string];

export interface PdfTexts {
  title: string;
  demoData: string;
  pageOf: (page: number, pages: number) => string;
  general: {
    title: string;
    name: string;
    taxNumber: string;
    personType: string;
    types: Record<PersonTypeValue, string>;
    keyStatus: string;
    keyStatuses: Record<'ACTIVO' | 'INACTIVO', string>;
    birthDate: string;
    period: string;
    noPeriod: string;
  };
  score: {
    title: string;
    scorecard: string;
    none: string;
    noReasons: string;
    bands: Record<ScoreBandCode, string>;
    /** A reason's wording: Spanish is the API's own label; English is worded from its params, as on screen. */
    reason: (reason: ScoreReason) => string;
    points: (points: number) => string;
  };
  summary: {
    totalDebt: string;
    totalDebtHint: (period: string, count: number) => string;
    maxCurrent: string;
    maxLast24: string;
    chequesTotal: string;
    chequesUnpaid: string;
  };
  /** Consumer portfolio (people) and commercial portfolio (companies), by code 0–6. */
  situacion: Record<PersonTypeValue, Situaciones>;
  debts: {
    title: string;
    empty: string;
    headers: readonly [entity: string, situacion: string, amount: string, daysPastDue: string];
  };
  grid: {
    title: string;
    empty: string;
    entity: string;
    legendEntered: string;
    legendNone: string;
    since: (situacion: number, period: string, orEarlier: boolean) => string;
    subject: string;
  };
  evolution: {
    title: string;
    empty: string;
    unit: string;
    headers: readonly [period: string, total: string, worst: string];
  };
  cheques: {
    title: string;
    empty: string;
    headers: readonly [
      number: string,
      entity: string,
      rejectedAt: string,
      reason: string,
      amount: string,
      status: string,
    ];
    reasons: Record<'FONDOS_INSUFICIENTES' | 'DEFECTOS_FORMALES', string>;
    paid: (date: string) => string;
    unpaid: string;
  };
  notices: Record<(typeof NOTICE_CODES)[number], string>;
  footer: {
    sources: (period: string) => string;
    consult: (date: string, time: string, id: number) => string;
    law: string;
  };
  legal: { title: string; text: string };
}

/**
 * The PDF's language: the `lang` the web sends, else the first of Accept-Language's languages that is
 * Spanish or English (by weight), else Spanish.
 */
export function pdfLanguage(lang: PdfLanguage | undefined, acceptLanguage: string | undefined): PdfLanguage {
  if (lang) return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((l) => l.base === 'es' || l.base === 'en');
  return found?.base === 'en' ? 'en' : 'es';
}

const plural = (language: PdfLanguage, count: number, one: string, other: string) =>
  `${count} ${new Intl.PluralRules(language).select(count) === 'one' ? one : other}`;

export const PDF_TEXTS: Record<PdfLanguage, PdfTexts> = {
  es: {
    title: 'Reporte crediticio',
    demoData: 'Datos de demostración',
    pageOf: (page, pages) => `Página ${page} de ${pages}`,
    general: {
      title: 'Datos generales',
      name: 'Nombre o razón social',
      taxNumber: 'CUIT/CUIL',
      personType: 'Tipo de persona',
      types: { FISICA: 'Persona humana', JURIDICA: 'Persona jurídica' },
      keyStatus: 'Estado de la clave',
      keyStatuses: { ACTIVO: 'Activa', INACTIVO: 'Inactiva' },
      birthDate: 'Fecha de nacimiento',
      period: 'Período informado',
      noPeriod: 'Sin deudas informadas en la Central de Deudores',
    },
    score: {
      title: 'Scoring',
      scorecard: 'Scorecard',
      none: 'Sin puntaje (persona fallecida)',
      noReasons: 'Sin señales de riesgo: conserva el puntaje máximo.',
      bands: {
        MALO: 'Malo',
        REGULAR: 'Regular',
        BUENO: 'Bueno',
        MUY_BUENO: 'Muy Bueno',
        EXCELENTE: 'Excelente',
        SIN_HISTORIAL: 'Sin historial',
      },
      reason: ({ label }) => label,
      points: (points) => plural('es', points, 'punto', 'puntos'),
    },
    summary: {
      totalDebt: 'Deuda total',
      totalDebtHint: (period, count) => `En pesos, período ${period}, ${plural('es', count, 'entidad', 'entidades')}`,
      maxCurrent: 'Situación máxima, último período',
      maxLast24: 'Situación máxima, últimos 24 meses',
      chequesTotal: 'Cheques rechazados (cantidad · monto)',
      chequesUnpaid: 'Sin pagar (cantidad · monto)',
    },
    situacion: {
      FISICA: [
        'En situación normal',
        'Normal (hasta 31 días de atraso)',
        'Riesgo bajo (más de 31 hasta 90 días de atraso)',
        'Riesgo medio (más de 90 hasta 180 días de atraso)',
        'Riesgo alto (más de 180 días hasta un año de atraso)',
        'Irrecuperable (más de un año de atraso)',
        'Irrecuperable por disposición técnica',
      ],
      JURIDICA: [
        'En situación normal',
        'En situación normal',
        'Con seguimiento especial',
        'Con problemas',
        'Con alto riesgo de insolvencia',
        'Irrecuperable',
        'Irrecuperable por disposición técnica',
      ],
    },
    debts: {
      title: 'Deudas del último período por entidad',
      empty: 'Sin deudas en el último período.',
      headers: ['Entidad', 'Situación', 'Monto', 'Días de atraso'],
    },
    grid: {
      title: 'Situación en los últimos 24 meses',
      empty: 'Sin deudas informadas en los últimos 24 meses.',
      entity: 'Entidad',
      legendEntered: 'Inicio de una nueva situación',
      legendNone: 'Sin deuda informada',
      since: (situacion, period, orEarlier) =>
        `En situación ${situacion} desde ${period}${orEarlier ? ' o antes' : ''}`,
      subject: 'Peor situación',
    },
    evolution: {
      title: 'Evolución de deuda bancaria',
      empty: 'Sin deudas informadas en los últimos 24 meses.',
      unit: 'Montos en pesos, por entidad, últimos 24 meses.',
      headers: ['Período', 'Monto total', 'Peor situación'],
    },
    cheques: {
      title: 'Cheques rechazados',
      empty: 'Sin cheques rechazados.',
      headers: ['Número', 'Entidad', 'Fecha de rechazo', 'Causal', 'Monto', 'Estado'],
      reasons: { FONDOS_INSUFICIENTES: 'Fondos insuficientes', DEFECTOS_FORMALES: 'Defectos formales' },
      paid: (date) => `Pagado el ${date}`,
      unpaid: 'Sin pagar',
    },
    notices: {
      EN_REVISION: 'Hay información en revisión a pedido del titular (Ley 25.326).',
      DECEASED: 'La persona figura como fallecida en el padrón: el informe no lleva score.',
      INACTIVE_KEY: 'La clave fiscal figura INACTIVA en el padrón.',
      NO_RECORDS: 'Sin deudas informadas en la Central de Deudores del BCRA.',
      REGISTRY_UNAVAILABLE: 'No se pudieron obtener los datos del padrón de AFIP en este momento.',
      CACHED_BCRA_DATA: 'La Central de Deudores del BCRA no responde: se muestran los datos obtenidos el {date}.',
    },
    footer: {
      sources: (period) =>
        `Fuentes: BCRA, Central de Deudores del Sistema Financiero (período ${period}); ARCA, padrón de contribuyentes.`,
      consult: (date, time, id) => `Consulta del ${date} a las ${time} (hora de Buenos Aires) · Consulta n.º ${id}`,
      law: 'Datos personales tratados según la Ley 25.326: uso confidencial, solo para evaluar riesgo crediticio.',
    },
    legal: {
      title: 'Aviso legal',
      text:
        'El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley N.º 25.326. ' +
        'La Agencia de Acceso a la Información Pública, en su carácter de Órgano de Control de la Ley N.º 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales. ' +
        'La información proviene de fuentes públicas (BCRA y ARCA) tal como fueron informadas a la fecha de la consulta; Tirr no la modifica. Montos en pesos: el BCRA informa las deudas en miles de pesos y se convierten.',
    },
  },
  en: {
    title: 'Credit report',
    demoData: 'Demo data',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    general: {
      title: 'General data',
      name: 'Name or company name',
      taxNumber: 'CUIT/CUIL',
      personType: 'Person type',
      types: { FISICA: 'Natural person', JURIDICA: 'Legal entity' },
      keyStatus: 'Tax key status',
      keyStatuses: { ACTIVO: 'Active', INACTIVO: 'Inactive' },
      birthDate: 'Date of birth',
      period: 'Reported period',
      noPeriod: 'No debts reported to the Central de Deudores',
    },
    score: {
      title: 'Scoring',
      scorecard: 'Scorecard',
      none: 'No score (deceased person)',
      noReasons: 'No risk signals: it keeps the maximum score.',
      bands: {
        MALO: 'Poor',
        REGULAR: 'Fair',
        BUENO: 'Good',
        MUY_BUENO: 'Very good',
        EXCELENTE: 'Excellent',
        SIN_HISTORIAL: 'No history',
      },
      reason: englishScoreReason,
      points: (points) => plural('en', points, 'point', 'points'),
    },
    summary: {
      totalDebt: 'Total debt',
      totalDebtHint: (period, count) => `In pesos, period ${period}, ${plural('en', count, 'entity', 'entities')}`,
      maxCurrent: 'Maximum situation, latest period',
      maxLast24: 'Maximum situation, last 24 months',
      chequesTotal: 'Rejected cheques (count · amount)',
      chequesUnpaid: 'Unpaid (count · amount)',
    },
    situacion: {
      FISICA: [
        'In normal situation',
        'Normal (up to 31 days late)',
        'Low risk (over 31 up to 90 days late)',
        'Medium risk (over 90 up to 180 days late)',
        'High risk (over 180 days up to one year late)',
        'Unrecoverable (over one year late)',
        'Unrecoverable by technical disposition',
      ],
      JURIDICA: [
        'In normal situation',
        'In normal situation',
        'Under special monitoring',
        'With problems',
        'High risk of insolvency',
        'Unrecoverable',
        'Unrecoverable by technical disposition',
      ],
    },
    debts: {
      title: 'Latest period debts by entity',
      empty: 'No debts in the latest period.',
      headers: ['Entity', 'Situation', 'Amount', 'Days late'],
    },
    grid: {
      title: 'Situation over the last 24 months',
      empty: 'No debts reported in the last 24 months.',
      entity: 'Entity',
      legendEntered: 'Start of a new situation',
      legendNone: 'No debt reported',
      since: (situacion, period, orEarlier) =>
        `In situation ${situacion} since ${period}${orEarlier ? ' or earlier' : ''}`,
      subject: 'Worst situation',
    },
    evolution: {
      title: 'Bank debt evolution',
      empty: 'No debts reported in the last 24 months.',
      unit: 'Amounts in pesos, by entity, last 24 months.',
      headers: ['Period', 'Total amount', 'Worst situation'],
    },
    cheques: {
      title: 'Rejected cheques',
      empty: 'No rejected cheques.',
      headers: ['Number', 'Entity', 'Rejection date', 'Reason', 'Amount', 'Status'],
      reasons: { FONDOS_INSUFICIENTES: 'Insufficient funds', DEFECTOS_FORMALES: 'Formal defects' },
      paid: (date) => `Paid on ${date}`,
      unpaid: 'Unpaid',
    },
    notices: {
      EN_REVISION: 'Some information is under review at the holder’s request (Ley 25.326).',
      DECEASED: 'The person is registered as deceased: the report has no score.',
      INACTIVE_KEY: 'The tax key is INACTIVE in the registry.',
      NO_RECORDS: 'No debts reported to the BCRA’s Central de Deudores.',
      REGISTRY_UNAVAILABLE: 'The AFIP registry data could not be obtained right now.',
      CACHED_BCRA_DATA: 'The BCRA’s Central de Deudores is not answering: showing the data obtained on {date}.',
    },
    footer: {
      sources: (period) =>
        `Sources: BCRA, Central de Deudores del Sistema Financiero (period ${period}); ARCA, taxpayer registry.`,
      consult: (date, time, id) => `Consulted on ${date} at ${time} (Buenos Aires time) · Consult no. ${id}`,
      law: 'Personal data processed under Ley 25.326 (Argentina): confidential, for credit risk assessment only.',
    },
    legal: {
      title: 'Legal notice',
      text:
        'The holder of the personal data may exercise the right of access to them free of charge at intervals of no less than six months, unless a legitimate interest is proven, as set out in article 14, paragraph 3 of Ley 25.326. ' +
        'The Agencia de Acceso a la Información Pública, as the supervisory authority of Ley 25.326, handles the complaints and claims of those whose rights are affected by a breach of the personal data protection rules. ' +
        'The information comes from public sources (BCRA and ARCA) as reported on the date of the consult; Tirr does not alter it. Amounts in pesos: the BCRA reports debts in thousands of pesos and they are converted.',
    },
  },
};
