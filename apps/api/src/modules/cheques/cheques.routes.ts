import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chequeAnalysis,
  chequeAnalysisBody,
  chequeAnalysisPdfQuery,
  chequeAssumptionsSettings,
  chequeEntities,
} from '@tirr/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';
import { fileLanguage } from '../../lib/language';
import { noStore } from '../../lib/no-store';
import { chequeAnalysisFileName, renderChequeAnalysisPdf } from './cheques.pdf';
import type { ChequeCaller, ChequesService } from './cheques.service';

export interface ChequesRoutesOptions {
  service: ChequesService;
  /** The caller after taking one unit of their per-minute credit budget (429 over it, ADR 0104). */
  budgeted: (request: FastifyRequest, reply: FastifyReply) => Promise<ChequeCaller>;
  /** Records an administrator's change in the admin audit. */
  audit: (request: FastifyRequest, assumptions: unknown) => Promise<void>;
}

/**
 * 'Analizar cheque' (docs/domain/cheque-analysis.md). The analysis reads the drawer's credit data: a signed-in user
 * with a confirmed email (ADR 0106), the credit budget, the quota and the blocked-id rule of a report. The body
 * schema documents the route; the service checks it field by field (`attachValidation`), so every bad field is
 * answered in one 400. `POST /cheques/analysis.pdf` is the same analysis as a PDF (docs/domain/cheque-analysis.md §7).
 */
export const chequesRoutes: FastifyPluginAsyncZod<ChequesRoutesOptions> = async (app, { service, budgeted, audit }) => {
  noStore(app);
  const free = { permission: 'free' as const, scope: 'cheques' as const };

  app.get(
    '/cheques/entities',
    {
      config: free,
      schema: {
        tags: ['cheques'],
        summary: "BCRA's cheque entities (banks) by code",
        response: { 200: chequeEntities },
      },
    },
    async () => service.entities(),
  );

  app.post(
    '/cheques/analysis',
    {
      config: { ...free, verifiedEmail: true },
      attachValidation: true,
      schema: {
        tags: ['cheques'],
        summary:
          "Analyses a cheque: whether BCRA lists it as reported, its drawer's report (uses the quota like a report), a suggested rate and a verdict",
        body: chequeAnalysisBody,
        response: { 200: chequeAnalysis },
      },
    },
    async (request, reply) => service.analyse(await budgeted(request, reply), request.body as unknown),
  );

  app.post(
    '/cheques/analysis.pdf',
    {
      config: { ...free, verifiedEmail: true },
      attachValidation: true,
      schema: {
        tags: ['cheques'],
        summary:
          "Analyses a cheque as POST /cheques/analysis does (the same body, quota and refusals) and answers the analysis as a PDF, in the reader's language (lang, else Accept-Language, else es)",
        body: chequeAnalysisBody,
        querystring: chequeAnalysisPdfQuery,
      },
    },
    async (request, reply) => {
      // The body is checked field by field by the service; the language here (a bad body leaves it unchecked).
      const query = chequeAnalysisPdfQuery.safeParse(request.query);
      if (!query.success) throw badRequest('lang', query.error.issues[0]?.message ?? 'inválido');
      const language = fileLanguage(query.data.lang, request);
      const analysis = await service.analyse(await budgeted(request, reply), request.body as unknown);
      const { tradeDate } = (request.body ?? {}) as { tradeDate?: unknown };
      const pdf = await renderChequeAnalysisPdf(analysis, {
        language,
        tradeDate: typeof tradeDate === 'string' ? tradeDate : undefined,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${chequeAnalysisFileName(analysis, language)}"`)
        .send(pdf);
    },
  );

  app.get(
    '/cheques/assumptions',
    {
      config: free,
      schema: {
        tags: ['cheques'],
        summary: 'The pricing assumptions in force (spreads, annual PDs, LGD) and their defaults',
        response: { 200: chequeAssumptionsSettings },
      },
    },
    async () => service.assumptions(),
  );

  app.put(
    '/cheques/assumptions',
    {
      config: { permission: 'admin' as const },
      attachValidation: true,
      schema: {
        tags: ['cheques'],
        summary: "Sets everyone's pricing assumptions (each value optional; what is left out takes the default)",
        response: { 200: chequeAssumptionsSettings },
      },
    },
    async (request) => {
      const saved = await service.saveAssumptions(request.body as unknown);
      await audit(request, request.body);
      return saved;
    },
  );
};
