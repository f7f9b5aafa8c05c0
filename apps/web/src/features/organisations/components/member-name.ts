import type { OrganisationMember } from '@tirr/contracts';

/** A member's name as shown: their name, else their email. */
export const memberName = (m: Pick<OrganisationMember, 'name' | 'email'>) => m.name || m.email || '—';
