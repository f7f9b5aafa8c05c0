import type { PasswordProblem } from '@tirr/domain';
import type { IdpTexts } from './i18n';

/** The Spanish (or English) message of a password policy problem (ADR 0107). */
export function passwordMessage(t: IdpTexts, problem: PasswordProblem): string {
  switch (problem) {
    case 'required':
      return t.passwordRequired;
    case 'short':
      return t.passwordShort;
    case 'long':
      return t.passwordLong;
    case 'common':
      return t.passwordCommon;
  }
}
