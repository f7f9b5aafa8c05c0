import { errorEnvelope } from '@tirr/contracts';
import { readAccessToken } from '../../../shared/auth/access-token';
import { API_BASE } from '../../../shared/api/client';

/** The report's file name: 'reporte-20123456789.pdf'. */
export const reportFileName = (taxNumber: string) => `reporte-${taxNumber}.pdf`;

/**
 * 'Descargar PDF': GET /credit/{taxNumber}/report.pdf with the Bearer token, saved as a file. Throws an
 * Error with the server's message (or the status) when the API refuses.
 */
export async function downloadReportPdf(taxNumber: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const headers: Record<string, string> = { Accept: 'application/pdf' };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetchImpl(`${API_BASE}/credit/${taxNumber}/report.pdf`, {
    headers,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const envelope = errorEnvelope.safeParse(body);
    throw new Error(envelope.success ? envelope.data.message : `HTTP ${response.status}`);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = reportFileName(taxNumber);
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
