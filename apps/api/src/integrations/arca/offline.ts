/** ARCA padrón A13 from the embedded demo data — the same JSON the live client parses from SOAP. */
import { demoProfiles, demoTaxIdsOfDni, type DemoProfiles } from '../offline/profiles';
import type { ArcaSource } from './types';

export function createArcaOffline(now: () => Date, demoProfile: DemoProfiles = demoProfiles()): ArcaSource {
  const metadata = () => ({ fechaHora: now().toISOString(), servidor: 'demo' });
  return {
    getPersona: async (cuit) => {
      const profile = demoProfile(cuit);
      return profile
        ? { kind: 'found', raw: { personaReturn: { metadata: metadata(), persona: profile.persona } } }
        : { kind: 'not-found', message: 'La Clave (CUIT/CUIL) consultada es inexistente' };
    },
    getIdPersonaListByDocumento: async (dni) => {
      const ids = demoTaxIdsOfDni(dni);
      return ids.length > 0
        ? { kind: 'found', raw: { idPersonaListReturn: { metadata: metadata(), idPersona: ids.map(Number) } } }
        : { kind: 'not-found', message: 'No existe persona con ese documento' };
    },
  };
}
