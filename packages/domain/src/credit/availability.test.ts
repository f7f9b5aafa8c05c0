import { describe, expect, it } from 'vitest';
import { isSubjectAvailable, type RegistrySubject } from './availability';

const person = (fechaNacimiento: string | null): RegistrySubject => ({ tipoPersona: 'FISICA', fechaNacimiento });
const TODAY = '2026-11-21';

describe('availability of a registry record (ADR 0102)', () => {
  it.each([
    ['a company', { tipoPersona: 'JURIDICA', fechaNacimiento: null } as RegistrySubject, true],
    ['an adult', person('1980-06-14'), true],
    ['18 today', person('2008-11-21'), true],
    ['18 tomorrow', person('2008-11-22'), false],
    ['a child', person('2015-01-01'), false],
    ['an ISO birth date with time, adult', person('1976-08-14T12:00:00-03:00'), true],
    ['an ISO birth date with time, minor', person('2010-08-14T12:00:00-03:00'), false],
    ['a person without a birth date', person(null), false],
    ['a key missing from the registry', undefined, false],
    ['no record', null, false],
  ])('%s → %s', (_case, subject, expected) => expect(isSubjectAvailable(subject, TODAY)).toBe(expected));

  it('follows the calendar: the same person becomes available on their 18th birthday', () => {
    const teen = person('2008-12-01');
    expect(isSubjectAvailable(teen, '2026-11-30')).toBe(false);
    expect(isSubjectAvailable(teen, '2026-12-01')).toBe(true);
  });
});
