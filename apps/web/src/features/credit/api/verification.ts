import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { localeOf } from '../../../shared/i18n/use-locale';

/** 'Reenviar email de confirmación' (POST /users/me/verification-email; ADR 0106). */
export function useResendVerification() {
  return useMutation({
    mutationFn: (language: string) =>
      api.post(
        '/users/me/verification-email',
        { language: localeOf(language) },
        { schema: contractSchema('mail', (c) => c.verificationEmailSent), globalErrors: false },
      ),
  });
}
