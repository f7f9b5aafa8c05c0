/**
 * Identity lookups in the tax registry (ARCA A13 or the demo registry) and the one availability rule of
 * every route that returns anything about a person (ADR 0102): adults and companies only.
 */
import type { IdentityLookup, RegistryDetails } from '@tirr/contracts';
import { ERROR_CODES } from '@tirr/contracts';
import { isSubjectAvailable, personTypeOf } from '@tirr/domain';
import { AppError } from '../../lib/errors';
import { identityOf, normalizeIdList, normalizePersona } from '../../integrations/arca/normalize';
import type { DataSources } from '../../integrations';
import { upstreamFailure } from './upstream';

export const unavailable = (message: string) => new AppError(404, ERROR_CODES.unavailable, message);

export const DNI_UNAVAILABLE = 'DNI no disponible, intente nuevamente ingresando el CUIT o CUIL de la persona';
export const CUIT_UNAVAILABLE = 'CUIT no disponible';

/** A tax id whose data may be shown: its registry record, or none when the registry is down (companies only). */
export interface Subject {
  registry: RegistryDetails | undefined;
  /** The registry did not answer: the report says so (REGISTRY_UNAVAILABLE). */
  registryFailed: boolean;
}

const isOutage = (error: unknown) => error instanceof AppError && error.statusCode === 503;

export function identityService(sources: DataSources, today: () => string) {
  /** Registry details, or undefined when the key does not exist (503 when the registry is down). */
  async function details(cuit: string): Promise<RegistryDetails | undefined> {
    const answer = await upstreamFailure(() => sources.arca.getPersona(cuit));
    return answer.kind === 'found' ? normalizePersona(answer.raw, sources.kind) : undefined;
  }

  /** The availability rule (domain `isSubjectAvailable`) on today's Buenos Aires date. */
  const available = (found: RegistryDetails | undefined): found is RegistryDetails =>
    isSubjectAvailable(found?.persona, today());

  /**
   * The registry record of a tax id whose data is about to be returned, or 404 'CUIT no disponible' when
   * the key is missing, a minor's, or a person's without a birth date. With the registry down a company
   * goes on without it; a person's age cannot be told, so the outage (503) is answered instead.
   */
  async function subject(taxNumber: string): Promise<Subject> {
    let found: RegistryDetails | undefined;
    try {
      found = await details(taxNumber);
    } catch (error) {
      if (isOutage(error) && personTypeOf(taxNumber) === 'JURIDICA')
        return { registry: undefined, registryFailed: true };
      throw error;
    }
    if (!available(found)) throw unavailable(CUIT_UNAVAILABLE);
    return { registry: found, registryFailed: false };
  }

  return {
    subject,

    /** The search's lookup: what it shows comes from the registry, so an outage is answered (503). */
    async byCuit(cuit: string): Promise<IdentityLookup> {
      const found = await details(cuit);
      if (!available(found)) throw unavailable(CUIT_UNAVAILABLE);
      return identityOf(found);
    },

    /** A DNI's CUIT/CUILs from the registry; the first ACTIVO key answers, the others are listed. */
    async byDni(dni: string): Promise<IdentityLookup> {
      const list = await upstreamFailure(() => sources.arca.getIdPersonaListByDocumento(dni));
      const ids = list.kind === 'found' ? normalizeIdList(list.raw) : [];
      const found = (await Promise.all(ids.map(details))).filter((d): d is RegistryDetails => !!d);
      const chosen = found.find((d) => d.persona.estadoClave === 'ACTIVO') ?? found[0];
      if (!available(chosen)) throw unavailable(DNI_UNAVAILABLE);
      return identityOf(
        chosen,
        ids.filter((id) => id !== chosen.cuit),
      );
    },
  };
}
export type IdentityService = ReturnType<typeof identityService>;
