import type { Caller } from '../modules/users/users.service';
import type { ProfileFields } from '../lib/profile-fields';
import { accountIdOf, type AccountsRepository } from './accounts.repository';

/** The profile of a built-in account (what POST /users/me stores for its subject). */
export function builtinProfile(accounts: AccountsRepository) {
  return async ({ sub }: Caller): Promise<ProfileFields | undefined> => {
    const id = accountIdOf(sub);
    const account = id ? await accounts.findById(id) : undefined;
    return account ? { email: account.email, name: account.name, emailVerified: account.emailVerified } : undefined;
  };
}
