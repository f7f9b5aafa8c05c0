import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chequePortfolio,
  chequePortfolioExportQuery,
  chequePortfolioIdParam,
  createChequePortfolioBody,
  type ChequePortfolio,
} from '@tirr/contracts';
import { fileLanguage, localize, requestLanguage, type Language } from '../../lib/language';
import { noStore } from '../../lib/no-store';
import type { ChequeCaller } from './cheques.service';
import { EXPORT_CONTENT_TYPES, exportFile, exportFileName } from './portfolios.export';
import { renderPortfolioPdf } from './portfolios.pdf';
import type { PortfoliosService } from './portfolios.service';
import { callerOf } from '../../lib/caller';

export interface PortfoliosRoutesOptions {
  service: PortfoliosService;
  userIdOf: (sub: string) => Promise<string>;
}

/** A portfolio's row errors in the request's language (ADR 0139). */
function localized(portfolio: ChequePortfolio, language: Language): ChequePortfolio {
  if (language === 'es') return portfolio;
  const rows = portfolio.rows.map((row) =>
    row.errors ? { ...row, errors: row.errors.map((e) => ({ ...e, message: localize(e.message, language) })) } : row,
  );
  return { ...portfolio, rows };
}

/**
 * Cheque portfolios (premium): many cheques analysed in the background, each as 'Analizar cheque' analyses one.
 * Portfolios are their owner's own (another user's id answers 404); their answers are never kept by a browser.
 */
export const portfoliosRoutes: FastifyPluginAsyncZod<PortfoliosRoutesOptions> = async (app, { service, userIdOf }) => {
  noStore(app);
  const premium = { permission: 'premium' as const, scope: 'cheques' as const };
  const tags = ['cheques'];
  const caller = (request: FastifyRequest): Promise<ChequeCaller> => callerOf(request, userIdOf);

  app.post(
    '/cheques/portfolios',
    {
      // The drawers' reports are credit data: a confirmed email too (ADR 0106).
      config: { ...premium, verifiedEmail: true },
      schema: {
        tags,
        summary:
          'Starts a cheque portfolio: every row is checked on its own (a bad one is stored as invalid with its errors), the valid cheques are analysed in the background',
        body: createChequePortfolioBody,
        response: { 201: chequePortfolio },
      },
    },
    async (request, reply) => {
      const portfolio = await service.create(await caller(request), request.body);
      return reply.code(201).send(localized(portfolio, requestLanguage(request)));
    },
  );

  app.get(
    '/cheques/portfolios/:id',
    {
      config: premium,
      schema: {
        tags,
        summary: 'A cheque portfolio with its progress, each row with its result or errors, and the totals',
        params: chequePortfolioIdParam,
        response: { 200: chequePortfolio },
      },
    },
    async (request) => localized(await service.get(await caller(request), request.params.id), requestLanguage(request)),
  );

  app.get(
    '/cheques/portfolios/:id/export',
    {
      config: premium,
      schema: {
        tags,
        summary:
          "A cheque portfolio's rows with their results, as CSV or XLSX; as a PDF, its totals by verdict, the concentration by drawer and the rows",
        params: chequePortfolioIdParam,
        querystring: chequePortfolioExportQuery,
      },
    },
    async (request, reply) => {
      const { format, lang } = request.query;
      const language = fileLanguage(lang, request);
      const portfolio = await service.exportView(await caller(request), request.params.id);
      return reply
        .type(EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${exportFileName(format, language)}"`)
        .send(
          format === 'pdf'
            ? await renderPortfolioPdf(portfolio, language)
            : Readable.from(exportFile(format, language, portfolio)),
        );
    },
  );
};
