/** Account passwords (ADR 0107): at least 10 characters, at most 1024, and not a commonly used one. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;

export type PasswordProblem = 'required' | 'short' | 'long' | 'common';

/** The form a password is compared in against the common-password list: Unicode NFKC, lower case. */
export const passwordKey = (password: string) => password.normalize('NFKC').toLowerCase();

/**
 * What is wrong with a new password, if anything. Length counts characters (code points), not UTF-16
 * units; `isCommon` receives the password's `passwordKey` (the list is compared case-insensitively).
 */
export function passwordProblem(password: string, isCommon: (key: string) => boolean): PasswordProblem | undefined {
  if (password.length === 0) return 'required';
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'short';
  if (length > PASSWORD_MAX_LENGTH) return 'long';
  if (isCommon(passwordKey(password))) return 'common';
  return undefined;
}
