import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChequeAnalysisBody, CreateChequePortfolioBody } from '@tirr/contracts';
import type { Locale } from '@tirr/domain';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { saveFile } from '../../../shared/files/save-file';
import type { SpreadsheetFormat } from '../../../shared/files/spreadsheet';
import { reportAccessKeys } from '../../../shared/report-access/report-access-keys';

export const chequesKeys = {
  entities: () => ['cheques', 'entities'] as const,
  assumptions: () => ['cheques', 'assumptions'] as const,
  portfolio: (id: string) => ['cheques', 'portfolio', id] as const,
};

/** BCRA's cheque entities (GET /cheques/entities): the banks a cheque can be drawn on; a list that rarely changes. */
export function useChequeEntities() {
  return useQuery({
    queryKey: chequesKeys.entities(),
    queryFn: ({ signal }) =>
      api.get('/cheques/entities', { schema: contractSchema('cheques', (c) => c.chequeEntities), signal }),
    staleTime: Infinity,
  });
}

/**
 * 'Analizar' (POST /cheques/analysis). A 404 is an answer the page shows under a field (an unknown bank, a CUIT
 * that is not available). The analysis reads the drawer's report: it may have used a free report, and the
 * drawer now counts as consulted this month.
 */
export function useAnalyseCheque() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChequeAnalysisBody) =>
      api.post('/cheques/analysis', body, {
        schema: contractSchema('cheques', (c) => c.chequeAnalysis),
        notFoundIsAnswer: true,
      }),
    onSuccess: (_analysis, body) => {
      void client.invalidateQueries({ queryKey: reportAccessKeys.availables() });
      void client.invalidateQueries({ queryKey: reportAccessKeys.consulted(body.drawerTaxId) });
    },
  });
}

/**
 * Everyone's assumptions in force and their defaults (GET /cheques/assumptions, docs/domain/cheque-analysis.md §4),
 * shown beside the user's own fields. Only a hint: when it cannot be read, the fields say so and nothing else
 * happens.
 */
export function useChequeAssumptionsInForce() {
  return useQuery({
    queryKey: chequesKeys.assumptions(),
    queryFn: ({ signal }) =>
      api.get('/cheques/assumptions', {
        schema: contractSchema('cheques', (c) => c.chequeAssumptionsSettings),
        signal,
        globalErrors: false,
      }),
    retry: false,
  });
}

/**
 * 'Descargar PDF' of an analysis: POST /cheques/analysis.pdf?lang=es|en with the body the analysis was made with,
 * saved as `fileName`. It reads the drawer's report as the analysis does, so it fails as the analysis fails (the
 * page says it the same way) and may change the quota's counts.
 */
export function useChequeAnalysisPdf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, lang, fileName }: { body: ChequeAnalysisBody; lang: Locale; fileName: string }) => {
      const pdf = await api.file('/cheques/analysis.pdf', {
        method: 'POST',
        body,
        accept: 'application/pdf',
        query: { lang },
        notFoundIsAnswer: true,
      });
      saveFile(pdf, fileName);
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: reportAccessKeys.availables() }),
  });
}

const chequePortfolio = contractSchema('chequePortfolios', (c) => c.chequePortfolio);

/** How often a running portfolio's progress is read. */
export const PORTFOLIO_POLL_MS = 1000;

/** A cheque portfolio (GET /cheques/portfolios/{id}), polled while its rows are analysed. */
export function useChequePortfolio(id: string | null) {
  return useQuery({
    queryKey: chequesKeys.portfolio(id ?? ''),
    queryFn: ({ signal }) => api.get(`/cheques/portfolios/${id}`, { schema: chequePortfolio, signal }),
    enabled: !!id,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? PORTFOLIO_POLL_MS : false),
  });
}

/** 'Analizar cartera' (POST /cheques/portfolios): the portfolio starts in the background. */
export function useCreateChequePortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChequePortfolioBody) => api.post('/cheques/portfolios', body, { schema: chequePortfolio }),
    onSuccess: (portfolio) => {
      client.setQueryData(chequesKeys.portfolio(portfolio.id), portfolio);
      // The drawers' reports were read: the quota's counts may have changed.
      void client.invalidateQueries({ queryKey: reportAccessKeys.availables() });
    },
  });
}

/** The formats a portfolio exports to, and the type each is asked for as. */
export const PORTFOLIO_EXPORTS = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const satisfies Record<SpreadsheetFormat | 'pdf', string>;
export type PortfolioExportFormat = keyof typeof PORTFOLIO_EXPORTS;

/**
 * GET /cheques/portfolios/{id}/export?format=csv|xlsx|pdf&lang=es|en: the rows with their results as the server
 * writes them, in the reader's language, saved as `<fileName>.<format>`.
 */
export async function downloadChequePortfolio(
  id: string,
  format: PortfolioExportFormat,
  lang: Locale,
  fileName: string,
): Promise<void> {
  const file = await api.file(`/cheques/portfolios/${id}/export`, {
    query: { format, lang },
    accept: PORTFOLIO_EXPORTS[format],
  });
  saveFile(file, `${fileName}.${format}`);
}
