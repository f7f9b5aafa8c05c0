import { ERROR_CODES } from '@tirr/contracts';
import { AppError } from '../../lib/errors';
import { UpstreamError } from '../../integrations/http';

/** Runs an upstream read; its failures become 503 UNAVAILABLE (or 400 when the upstream refused the id). */
export async function upstreamFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UpstreamError) {
      if (error.kind === 'bad-request') throw new AppError(400, ERROR_CODES.validation, `taxNumber: ${error.message}`);
      const source = error.source === 'ARCA' ? 'AFIP' : error.source;
      throw new AppError(
        503,
        ERROR_CODES.unavailable,
        `No se puede obtener información de ${source} en estos momentos`,
        {
          source,
        },
      );
    }
    throw error;
  }
}
