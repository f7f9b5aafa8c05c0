import type { FastifyInstance, InjectOptions } from 'fastify';
import { pkceAuthorization } from './http-sign-in';
import { PUBLIC_URL } from './harness';

export interface Interaction {
  /** `/oidc/interaction/<uid>` */
  path: string;
  cookie: string;
}

/** Starts a sign-in at the built-in provider (as the web app does) and returns its interaction page. */
export async function startInteraction(
  app: FastifyInstance,
  extra: Pick<InjectOptions, 'remoteAddress' | 'headers'> = {},
): Promise<Interaction> {
  const { authorize } = pkceAuthorization(`${PUBLIC_URL}/callback`);
  const start = await app.inject({ method: 'GET', url: `/oidc/auth?${authorize}`, ...extra });
  if (start.statusCode !== 303) throw new Error(`authorization answered ${start.statusCode}`);
  return {
    path: new URL(start.headers.location as string, PUBLIC_URL).pathname,
    cookie: start.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
  };
}

/** Posts the interaction's sign-in form (or registration form with `action: 'register'`). */
export function postForm(
  app: FastifyInstance,
  interaction: Interaction,
  form: Record<string, string>,
  extra: { remoteAddress?: string; headers?: Record<string, string>; action?: 'login' | 'register' } = {},
) {
  return app.inject({
    method: 'POST',
    url: `${interaction.path}/${extra.action ?? 'login'}`,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    headers: { cookie: interaction.cookie, 'content-type': 'application/x-www-form-urlencoded', ...extra.headers },
    payload: new URLSearchParams(form).toString(),
  });
}
