/**
 * A user's profile as an identity provider vouches for it (the built-in one's account, an external one's
 * claims or userinfo): what POST /users/me stores for the token's subject. Fields left out stay as stored.
 */
export interface ProfileFields {
  email?: string | undefined;
  name?: string | undefined;
  picture?: string | undefined;
  emailVerified?: boolean | undefined;
}
