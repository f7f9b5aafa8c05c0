import { createHash, randomBytes } from 'node:crypto';

/** The web app's authorization request (code + PKCE) and the verifier to redeem its code with. */
export function pkceAuthorization(redirectUri: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URLSearchParams({
    client_id: 'tirr-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st',
    nonce: 'nn',
  });
  return { verifier, authorize };
}

/** Sign-in through the built-in provider (authorization code + PKCE), as the web app does. */
export async function signInOverHttp(base: string, email: string, password = 'tirr-demo-2026'): Promise<string> {
  const jar = new Map<string, string>();
  const store = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      jar.set(name!.trim(), rest.join('='));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, base), {
      ...init,
      redirect: 'manual',
      headers: { cookie: cookie(), ...(init.headers as Record<string, string>) },
    });
    store(response);
    return response;
  };
  const redirectUri = `${base}/callback`;
  const { verifier, authorize } = pkceAuthorization(redirectUri);
  let response = await go(`/oidc/auth?${authorize}`);
  const interaction = new URL(response.headers.get('location')!, base).pathname;
  await go(interaction);
  response = await go(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  let location = response.headers.get('location') ?? '';
  for (let hops = 0; hops < 5 && !location.startsWith(redirectUri); hops++) {
    response = await go(location);
    location = response.headers.get('location') ?? '';
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`sign-in failed (no code in ${location})`);
  const token = await fetch(new URL('/oidc/token', base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'tirr-web',
      code_verifier: verifier,
    }).toString(),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}
