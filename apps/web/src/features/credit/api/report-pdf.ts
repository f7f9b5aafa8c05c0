import type { Locale } from '@tirr/domain';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/files/save-file';

/** The report's file name: 'reporte-20123456789.pdf'. */
export const reportFileName = (taxNumber: string) => `reporte-${taxNumber}.pdf`;

/**
 * 'Descargar PDF': GET /credit/{taxNumber}/report.pdf?lang=es|en (the reader's language, ADR 0140), saved as a file. A refusal comes back to the caller
 * as an ApiError with the server's envelope (nothing global happens: the page says why).
 */
export async function downloadReportPdf(taxNumber: string, lang: Locale): Promise<void> {
  const pdf = await api.file(`/credit/${taxNumber}/report.pdf`, {
    accept: 'application/pdf',
    globalErrors: false,
    query: { lang },
  });
  saveFile(pdf, reportFileName(taxNumber));
}
