/** Identity lookups in the tax registry (ARCA A13 or the demo registry): adults only (spec §5). */
import type { IdentityLookup, RegistryDetails } from '@tirr/contracts';
import { ERROR_CODES } from '@tirr/contracts';
import { isAdult } from '@tirr/domain';
import { AppError } from '../../lib/errors';
import { identityOf, normalizeIdList, normalizePersona } from '../../integrations/arca/normalize';
import type { DataSources } from '../../integrations';
import { upstreamFailure } from './upstream';

export const unavailable = (message: string) => new AppError(404, ERROR_CODES.unavailable, message);

export const DNI_UNAVAILABLE = 'DNI no disponible, intente nuevamente ingresando el CUIT o CUIL de la persona';
export const CUIT_UNAVAILABLE = 'CUIT no disponible';

export function identityService(sources: DataSources, today: () => string) {
  /** Registry details, or undefined when the key does not exist. */
  async function details(cuit: string): Promise<RegistryDetails | undefined> {
    const answer = await upstreamFailure(() => sources.arca.getPersona(cuit));
    return answer.kind === 'found' ? normalizePersona(answer.raw, sources.kind) : undefined;
  }

  /** Whether a registry entry may be shown in a lookup: people must be alive and 18 or older. */
  const available = (d: RegistryDetails) =>
    d.persona.tipoPersona === 'JURIDICA' ||
    (!d.persona.fechaFallecimiento && !!d.persona.fechaNacimiento && isAdult(d.persona.fechaNacimiento, today()));

  return {
    details,
    available,

    async byCuit(cuit: string): Promise<IdentityLookup> {
      const found = await details(cuit);
      if (!found || !available(found)) throw unavailable(CUIT_UNAVAILABLE);
      return identityOf(found);
    },

    /** A DNI's CUIT/CUILs from the registry; the first ACTIVO key answers, the others are listed. */
    async byDni(dni: string): Promise<IdentityLookup> {
      const list = await upstreamFailure(() => sources.arca.getIdPersonaListByDocumento(dni));
      const ids = list.kind === 'found' ? normalizeIdList(list.raw) : [];
      const found = (await Promise.all(ids.map(details))).filter((d): d is RegistryDetails => !!d);
      const chosen = found.find((d) => d.persona.estadoClave === 'ACTIVO') ?? found[0];
      if (!chosen || !available(chosen)) throw unavailable(DNI_UNAVAILABLE);
      return identityOf(
        chosen,
        ids.filter((id) => id !== chosen.cuit),
      );
    },
  };
}
export type IdentityService = ReturnType<typeof identityService>;
