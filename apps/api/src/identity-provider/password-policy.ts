import { PASSWORD_MIN_LENGTH, passwordKey, passwordProblem, type PasswordProblem } from '@tirr/domain';

/**
 * The common-password list (ADR 0107): zxcvbn-ts's dictionary of the most used passwords
 * (`@zxcvbn-ts/language-common`, 'passwords-common', about 49,000 entries drawn from leaked-password
 * corpora). Only entries long enough to pass the length rule matter; they are kept in their compared
 * form. Loaded on first use, so start-up does not pay for it.
 */
let common: Promise<Set<string>> | undefined;
export function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common'].filter((p) => [...p].length >= PASSWORD_MIN_LENGTH).map((p) => passwordKey(p)),
      ),
  );
  return common;
}

/** The policy's verdict on a new password (registration and reset). */
export async function newPasswordProblem(password: string): Promise<PasswordProblem | undefined> {
  const list = await commonPasswords();
  return passwordProblem(password, (key) => list.has(key));
}
