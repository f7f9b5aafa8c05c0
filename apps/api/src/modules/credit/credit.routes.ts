import type { FastifyRequest } from 'fastify';
import type { CreditReport } from '@tirr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityReport,
  availables,
  createConsultBody,
  createConsultResponse,
  createPremiumRequestResponse,
  creditHistory,
  creditReport,
  cuitParam,
  dniParam,
  identityLookup,
  lastPeriods,
  registryDetails,
  reportQuery,
  taxNumberParam,
} from '@tirr/contracts';
import { personTypeOf } from '@tirr/domain';
import { badRequest } from '../../lib/errors';
import type { Caller, CreditService } from './credit.service';
import { renderReportPdf } from './pdf';
import { requireCuit, requireDni } from './tax-ids';

export interface CreditRoutesOptions {
  credit: CreditService;
  /** The user id of a subject, creating the user row on first use. */
  userIdOf: (sub: string) => Promise<string>;
  /** Lookups and reports per user (or IP) and minute on each route; 0 = no limit. */
  rateLimitPerMinute: number;
}

export const creditRoutes: FastifyPluginAsyncZod<CreditRoutesOptions> = async (
  app,
  { credit, userIdOf, rateLimitPerMinute },
) => {
  app.addHook('onClose', async () => credit.close());
  const free = { permission: 'free' as const };
  // Lookups and reports are what a scraper would hammer: limited per signed-in user, else per IP.
  const limited = {
    permission: 'free' as const,
    ...(rateLimitPerMinute > 0
      ? {
          rateLimit: {
            max: rateLimitPerMinute,
            timeWindow: '1 minute',
            keyGenerator: (request: FastifyRequest) => request.principal?.sub ?? request.ip,
          },
        }
      : {}),
  };
  // Routes that read a person's credit data also need a confirmed email (ADR 0106).
  const creditData = { ...limited, verifiedEmail: true };
  const caller = async (request: FastifyRequest): Promise<Caller> => {
    const principal = request.principal!;
    return { userId: principal.userId ?? (await userIdOf(principal.sub)), permissions: principal.permissions };
  };

  app.get(
    '/identity/id/:dni',
    {
      config: limited,
      schema: {
        tags: ['credit'],
        summary: 'Looks a person up by DNI (adults only)',
        params: dniParam,
        response: { 200: identityLookup },
      },
    },
    async (request) => credit.lookupDni(await caller(request), requireDni('dni', request.params.dni)),
  );

  app.get(
    '/identity/taxId/:cuit',
    {
      config: limited,
      schema: {
        tags: ['credit'],
        summary: 'Looks a person or company up by CUIT/CUIL',
        params: cuitParam,
        response: { 200: identityLookup },
      },
    },
    async (request) => credit.lookupCuit(await caller(request), requireCuit('cuit', request.params.cuit)),
  );

  app.get(
    '/identity/:taxNumber/details',
    {
      config: creditData,
      schema: {
        tags: ['credit'],
        summary: 'Registry (padrón) data of a CUIT/CUIL',
        params: taxNumberParam,
        response: { 200: registryDetails },
      },
    },
    async (request) =>
      credit.registryDetails(await caller(request), requireCuit('taxNumber', request.params.taxNumber)),
  );

  app.post(
    '/consultProfiles/create',
    {
      config: creditData,
      schema: {
        tags: ['credit'],
        summary: 'Records a consult and claims its slot of the monthly quota',
        body: createConsultBody,
        response: { 200: createConsultResponse },
      },
    },
    async (request) => credit.createConsult(await caller(request), requireCuit('tax_number', request.body.tax_number)),
  );

  app.get(
    '/consultProfiles/getAvailables',
    {
      config: free,
      schema: {
        tags: ['credit'],
        summary: "The caller's monthly report quota and premium request",
        response: { 200: availables },
      },
    },
    async (request) => credit.availables(await caller(request)),
  );

  app.post(
    '/consultProfiles/createRequestPremium',
    {
      config: free,
      schema: {
        tags: ['credit'],
        summary: 'Asks for the premium plan (idempotent)',
        response: { 200: createPremiumRequestResponse },
      },
    },
    async (request) => credit.requestPremium(await caller(request)),
  );

  const reportTaxNumber = (raw: string, personType: string | undefined) => {
    const taxNumber = requireCuit('taxNumber', raw);
    if (personType && personType !== personTypeOf(taxNumber)) {
      throw badRequest(
        'person_type',
        `no corresponde al CUIT/CUIL (${personTypeOf(taxNumber) ?? 'prefijo desconocido'}).`,
      );
    }
    return taxNumber;
  };

  app.get(
    '/credit/:taxNumber/report',
    {
      config: creditData,
      schema: {
        tags: ['credit'],
        summary: 'The credit report: debts, 24-month history, rejected cheques and the explained score',
        params: taxNumberParam,
        querystring: reportQuery,
        response: { 200: creditReport },
      },
    },
    async (request, reply) => {
      const taxNumber = reportTaxNumber(request.params.taxNumber, request.query.person_type);
      const { json } = await credit.reportJson(await caller(request), taxNumber);
      // Serialised (and checked against the schema) once per assembled report: sent as is.
      return reply.type('application/json; charset=utf-8').send(json as unknown as CreditReport);
    },
  );

  app.get(
    '/credit/:taxNumber/report.pdf',
    {
      config: creditData,
      schema: {
        tags: ['credit'],
        summary: 'The credit report as a PDF',
        params: taxNumberParam,
        querystring: reportQuery,
      },
    },
    async (request, reply) => {
      const taxNumber = reportTaxNumber(request.params.taxNumber, request.query.person_type);
      const report = await credit.report(await caller(request), taxNumber, 'pdf');
      const pdf = await renderReportPdf(report);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="reporte-${taxNumber}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/credit/last-periods',
    {
      config: free,
      schema: { tags: ['credit'], summary: 'The periods the reports cover', response: { 200: lastPeriods } },
    },
    async () => credit.lastPeriods(),
  );

  app.get(
    '/credit/history',
    {
      config: free,
      schema: {
        tags: ['credit'],
        summary: "The caller's 8 most recent reports, one per tax id",
        response: { 200: creditHistory },
      },
    },
    async (request) => credit.history(await caller(request)),
  );

  app.get(
    '/credit/:taxNumber/activity-report',
    {
      config: { ...free, verifiedEmail: true },
      schema: {
        tags: ['credit'],
        summary: "Registered activities and the profile's consult activity",
        params: taxNumberParam,
        response: { 200: activityReport },
      },
    },
    async (request) => credit.activityReport(await caller(request), requireCuit('taxNumber', request.params.taxNumber)),
  );
};
