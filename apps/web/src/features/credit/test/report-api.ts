import { http, HttpResponse } from 'msw';
import type { CreditReport } from '@tirr/contracts';
import { server } from '../../../test/server';
import { creditReportFixture } from './fixtures';

/** The report page's tests: the address they open and the API that answers it (MSW). */
export const REPORT_PATH = '/credits/profiles/30500010912';

const details = {
  cuit: '30500010912',
  metadata: { fechaHora: null, servidor: null, source: 'offline' },
  persona: {
    nombre: null,
    apellido: null,
    razonSocial: 'EMPRESA DEMO S.A.',
    displayName: 'EMPRESA DEMO S.A.',
    tipoPersona: 'JURIDICA',
    tipoClave: 'CUIT',
    estadoClave: 'ACTIVO',
    tipoDocumento: null,
    numeroDocumento: null,
    domicilio: [
      {
        tipoDomicilio: 'FISCAL',
        direccion: 'AV. CORRIENTES 1234',
        localidad: 'CABA',
        codigoPostal: '1043',
        provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
      },
    ],
    actividad: { id: 620100, descripcion: 'SERVICIOS DE CONSULTORES EN INFORMÁTICA', periodo: null },
    formaJuridica: 'SOCIEDAD ANONIMA',
    fechaNacimiento: null,
    fechaFallecimiento: null,
    fechaContratoSocial: '1990-04-15',
    mesCierre: 12,
  },
};

export const activity = {
  taxNumber: '30500010912',
  activities: [
    { id: 620100, descripcion: 'SERVICIOS DE CONSULTORES EN INFORMÁTICA', periodo: '11/2013', principal: true },
    { id: 631110, descripcion: 'PROCESAMIENTO DE DATOS', periodo: null, principal: false },
  ],
  consults: {
    total: 7,
    last30Days: 3,
    lastConsultOn: '2026-11-20',
    byMonth: Array.from({ length: 12 }, (_, i) => ({
      period: `${String(i + 1).padStart(2, '0')}/2026`,
      count: i === 11 ? 3 : i === 10 ? 4 : 0,
    })),
  },
};

/** The API of a report request; records the order of calls. */
export function reportApi(report: CreditReport = creditReportFixture(), { consulted = true } = {}) {
  const calls: string[] = [];
  server.use(
    // Whether opening it uses a free report (asked by the page for plans with a limit): by default it does not.
    http.get('*/api/v1/consultProfiles/consulted/:taxNumber', () =>
      HttpResponse.json({
        taxNumber: report.taxNumber,
        consulted,
        queryLimit: { limit: 3, used: 1, remaining: 2, resetsAt: '2026-12-01T03:00:00.000Z' },
      }),
    ),
    http.post('*/api/v1/consultProfiles/create', async ({ request }) => {
      calls.push(`create ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({
        taxNumber: report.taxNumber,
        alreadyConsulted: false,
        queryLimit: { limit: 3, used: 1, remaining: 2, resetsAt: '2026-12-01T03:00:00.000Z' },
      });
    }),
    http.get('*/api/v1/credit/:taxNumber/report', ({ request }) => {
      const url = new URL(request.url);
      calls.push(`report ${url.searchParams.get('person_type')} ${url.searchParams.get('id_type')}`);
      return HttpResponse.json(report);
    }),
    http.get('*/api/v1/identity/:taxNumber/details', () => {
      calls.push('details');
      return HttpResponse.json(details);
    }),
    http.get('*/api/v1/credit/last-periods', () => {
      calls.push('last-periods');
      return HttpResponse.json({ lastPeriod: '12/2025', periods: ['12/2025', '11/2025'] });
    }),
    http.get('*/api/v1/credit/:taxNumber/activity-report', () => {
      calls.push('activity');
      return HttpResponse.json(activity);
    }),
  );
  return calls;
}

/** The report chunk (with the charts) is lazy: each file loads it once, so its first test does not pay for it. */
export const loadReportPage = () => import('../report-page');
