import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_ERROR_CODES, verificationEmailSent } from '@tirr/contracts';
import { z } from 'zod';
import { AppError, notFound } from '../lib/errors';
import type { AccountEmails } from './account-emails';
import { accountIdOf } from './accounts.repository';

export interface VerificationRoutesOptions {
  emails: AccountEmails;
}

const resendBody = z.object({ language: z.enum(['es', 'en']).optional() }).optional();

/**
 * 'Reenviar email de confirmación' (ADR 0106): a new confirmation link for the signed-in account of the
 * built-in provider, at most one a minute.
 */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, { emails }) => {
  app.post(
    '/users/me/verification-email',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'Mails a new email-confirmation link to the signed-in account (at most one a minute)',
        body: resendBody,
        response: { 200: verificationEmailSent },
      },
    },
    async (request, reply) => {
      const accountId = accountIdOf(request.principal!.sub);
      if (!accountId) throw notFound('La cuenta no es de Tirr: el correo lo confirma tu proveedor de identidad.');
      const result = await emails.resendVerification(accountId, request.body?.language ?? 'es');
      if ('alreadyVerified' in result)
        throw new AppError(409, ACCOUNT_ERROR_CODES.alreadyVerified, 'Tu correo electrónico ya está confirmado.');
      if ('retryAfterSeconds' in result) {
        reply.header('Retry-After', String(result.retryAfterSeconds));
        throw new AppError(
          429,
          ACCOUNT_ERROR_CODES.verificationCooldown,
          `Ya te enviamos un enlace hace un momento. Podés pedir otro en ${result.retryAfterSeconds} segundos.`,
          { retryAfterSeconds: result.retryAfterSeconds },
        );
      }
      return result;
    },
  );
};
