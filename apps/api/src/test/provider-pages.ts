import type { FastifyInstance } from 'fastify';
import { pkceAuthorization } from './http-sign-in';
import { PUBLIC_URL } from './harness';

/** An open sign-in interaction of the built-in provider: its path and the cookies that go with it. */
export interface Interaction {
  path: string;
  cookie: string;
}

/** Starts a sign-in as the web app does and returns the interaction (the sign-in page's URL). */
export async function openInteraction(app: FastifyInstance): Promise<Interaction> {
  const { authorize } = pkceAuthorization(`${PUBLIC_URL}/callback`);
  const start = await app.inject({ method: 'GET', url: `/oidc/auth?${authorize}` });
  if (start.statusCode !== 303) throw new Error(`authorization answered ${start.statusCode}`);
  const location = new URL(start.headers.location as string, PUBLIC_URL);
  return { path: location.pathname, cookie: start.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

/** Posts an HTML form (urlencoded) to a provider page. */
export function postForm(app: FastifyInstance, url: string, form: Record<string, string>, cookie = '') {
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Submits the registration form of an interaction. */
export function register(
  app: FastifyInstance,
  interaction: Interaction,
  form: { name: string; email: string; password: string; passwordRepeat?: string },
) {
  return postForm(
    app,
    `${interaction.path}/register`,
    { ...form, passwordRepeat: form.passwordRepeat ?? form.password },
    interaction.cookie,
  );
}

/** The texts of a page's alerts and status lines. */
export const alertsOf = (body: string) =>
  [...body.matchAll(/role="(?:alert|status)">([^<]*)</g)].map((m) => m[1]!.replace(/&#39;/g, "'"));

/** A link of the site as the path the test app is injected with. */
export const pathOf = (link: string) => {
  const url = new URL(link.replace(/&amp;/g, '&'), PUBLIC_URL);
  return `${url.pathname}${url.search}`;
};
