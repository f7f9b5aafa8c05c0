import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreditReport } from '@tirr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityReport,
  availables,
  consultStatus,
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
  reportPdfQuery,
  reportQuery,
  taxNumberParam,
} from '@tirr/contracts';
import { personTypeOf } from '@tirr/domain';
import { budgetedCaller, type CreditBudget } from '../../lib/credit-budget';
import { badRequest } from '../../lib/errors';
import { noStore } from '../../lib/no-store';
import type { Caller, CreditService } from './credit.service';
import { renderReportPdf } from './pdf';
import { pdfLanguage } from './pdf-texts';
import { requireCuit, requireDni } from './tax-ids';
import { actorOf } from '../../lib/caller';

export interface CreditRoutesOptions {
  credit: CreditService;
  /** The user id of a subject, creating the user row on first use. */
  userIdOf: (sub: string) => Promise<string>;
  /** The per-user budget of lookups and reports, shared with the batch runner (ADR 0104). */
  budget: CreditBudget;
}

export const creditRoutes: FastifyPluginAsyncZod<CreditRoutesOptions> = async (app, { credit, userIdOf, budget }) => {
  app.addHook('onClose', async () => credit.close());
  // Answers about a person are never kept by a browser or a proxy.
  noStore(app);
  const free = { permission: 'free' as const, scope: 'reports' as const };
  /** The account's own actions: the browser session only (no API key scope). */
  const account = { permission: 'free' as const };
  // Routes that read a person's credit data also need a confirmed email (ADR 0106).
  const creditData = { ...free, verifiedEmail: true };
  const caller = (request: FastifyRequest): Promise<Caller> => actorOf(request, userIdOf);
  /** The caller of a lookup or report, after taking one unit of their per-minute budget (429 over it). */
  const budgeted: (request: FastifyRequest, reply: FastifyReply) => Promise<Caller> = budgetedCaller(budget, userIdOf);

  app.get(
    '/identity/id/:dni',
    {
      config: free,
      schema: {
        tags: ['credit'],
        summary: 'Looks a person up by DNI (adults only)',
        params: dniParam,
        response: { 200: identityLookup },
      },
    },
    async (request, reply) => credit.lookupDni(await budgeted(request, reply), requireDni('dni', request.params.dni)),
  );

  app.get(
    '/identity/taxId/:cuit',
    {
      config: free,
      schema: {
        tags: ['credit'],
        summary: 'Looks a person or company up by CUIT/CUIL',
        params: cuitParam,
        response: { 200: identityLookup },
      },
    },
    async (request, reply) =>
      credit.lookupCuit(await budgeted(request, reply), requireCuit('cuit', request.params.cuit)),
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
    async (request, reply) =>
      credit.registryDetails(await budgeted(request, reply), requireCuit('taxNumber', request.params.taxNumber)),
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
    async (request, reply) =>
      credit.createConsult(await budgeted(request, reply), requireCuit('tax_number', request.body.tax_number)),
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

  app.get(
    '/consultProfiles/consulted/:taxNumber',
    {
      // Refuses what the consult refuses (blocked ids, minors), which is credit data: a confirmed email too.
      config: creditData,
      schema: {
        tags: ['credit'],
        summary: 'Whether opening this report would use a slot of the monthly quota (uses none)',
        params: taxNumberParam,
        response: { 200: consultStatus },
      },
    },
    async (request) => credit.consultStatus(await caller(request), requireCuit('taxNumber', request.params.taxNumber)),
  );

  app.post(
    '/consultProfiles/createRequestPremium',
    {
      config: account,
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
      const { json } = await credit.reportJson(await budgeted(request, reply), taxNumber);
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
        summary: "The credit report as a PDF, in the reader's language (lang, else Accept-Language, else es)",
        params: taxNumberParam,
        querystring: reportPdfQuery,
      },
    },
    async (request, reply) => {
      const taxNumber = reportTaxNumber(request.params.taxNumber, request.query.person_type);
      const language = pdfLanguage(request.query.lang, request.headers['accept-language']);
      const { report, consult } = await credit.reportPdf(await budgeted(request, reply), taxNumber);
      const pdf = await renderReportPdf(report, { language, consult });
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
      config: creditData,
      schema: {
        tags: ['credit'],
        summary: "Registered activities and the profile's consult activity",
        params: taxNumberParam,
        response: { 200: activityReport },
      },
    },
    async (request, reply) =>
      credit.activityReport(await budgeted(request, reply), requireCuit('taxNumber', request.params.taxNumber)),
  );
};
