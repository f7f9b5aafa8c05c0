import type { JWTPayload } from 'jose';
import { z } from 'zod';
import type { ProfileFields } from './profile-fields';

/** The parts of an OpenID provider's discovery document Tirr uses. */
export interface DiscoveryDocument {
  jwks_uri?: string;
  userinfo_endpoint?: string;
}

/** The issuer's discovery document, fetched once (again after a failure). */
export function discovery(issuer: string, fetchImpl: typeof fetch = fetch): () => Promise<DiscoveryDocument> {
  let document: Promise<DiscoveryDocument> | undefined;
  const load = async () => {
    const response = await fetchImpl(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`discovery failed with ${response.status}`);
    return (await response.json()) as DiscoveryDocument;
  };
  return () =>
    (document ??= load().catch((error: unknown) => {
      document = undefined;
      throw error;
    }));
}

const text = z.string().trim().min(1).max(200);
const claimsShape = z.object({
  sub: z.string(),
  email: z.email().max(320).optional().catch(undefined),
  email_verified: z.boolean().optional().catch(undefined),
  name: text.optional().catch(undefined),
  nickname: text.optional().catch(undefined),
  given_name: text.optional().catch(undefined),
  family_name: text.optional().catch(undefined),
  picture: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional()
    .catch(undefined),
});

/** The profile fields of verified claims (ID-token style), invalid ones left out. */
export function profileOfClaims(claims: Record<string, unknown>): ProfileFields & { sub?: string } {
  const parsed = claimsShape.safeParse(claims);
  if (!parsed.success) return {};
  const c = parsed.data;
  const name = c.name ?? ([c.given_name, c.family_name].filter(Boolean).join(' ') || c.nickname);
  const out: ProfileFields & { sub?: string } = { sub: c.sub };
  if (c.email !== undefined) out.email = c.email;
  if (c.email_verified !== undefined) out.emailVerified = c.email_verified;
  if (name !== undefined) out.name = name;
  if (c.picture !== undefined) out.picture = c.picture;
  return out;
}

/**
 * The profile an external provider vouches for — the browser is never trusted for it: the access token's
 * own claims when it carries an email or a name, else the provider's userinfo endpoint called with that
 * token, its answer used only when it is about the token's subject. Undefined when the provider cannot
 * tell (the stored fields are then left as they are).
 */
export function externalProfile(options: {
  discover: () => Promise<DiscoveryDocument>;
  fetchImpl?: typeof fetch;
  onError?: (error: unknown) => void;
}) {
  const fetchImpl = options.fetchImpl ?? fetch;
  return async ({
    claims,
    accessToken,
  }: {
    claims: JWTPayload;
    accessToken: string;
  }): Promise<ProfileFields | undefined> => {
    const { sub, ...fromToken } = profileOfClaims(claims);
    if (fromToken.email !== undefined || fromToken.name !== undefined) return fromToken;
    try {
      const endpoint = (await options.discover()).userinfo_endpoint;
      if (!endpoint) return undefined;
      const response = await fetchImpl(endpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
      const { sub: about, ...fromUserinfo } = profileOfClaims((await response.json()) as Record<string, unknown>);
      if (about !== sub) throw new Error('userinfo answered about another subject');
      return fromUserinfo;
    } catch (error) {
      options.onError?.(error);
      return undefined;
    }
  };
}
