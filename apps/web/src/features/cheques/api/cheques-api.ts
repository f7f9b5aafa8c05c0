import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChequeAnalysisBody, CreateChequePortfolioBody } from '@tirr/contracts';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { saveFile } from '../../../shared/files/save-file';
import type { SpreadsheetFormat } from '../../../shared/files/spreadsheet';
import { reportAccessKeys } from '../../../shared/report-access/report-access-keys';

export const chequesKeys = {
  entities: () => ['cheques', 'entities'] as const,
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

/** GET /cheques/portfolios/{id}/export: the rows with their results as the server writes them (in the request's language), saved as a file. */
export async function downloadChequePortfolio(id: string, format: SpreadsheetFormat, fileName: string): Promise<void> {
  const accept = format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  saveFile(await api.file(`/cheques/portfolios/${id}/export`, { query: { format }, accept }), `${fileName}.${format}`);
}
