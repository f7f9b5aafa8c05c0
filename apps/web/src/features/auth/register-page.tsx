import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/session';
import { AuthError, AuthProgress, errorMessage } from './auth-status';

/** /register: the provider's registration screen (docs/architecture.md §4). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signIn({ register: true }).catch((e: unknown) => setError(errorMessage(e)));
  }, [signIn]);

  return error ? <AuthError message={error} /> : <AuthProgress text={t('register.redirecting')} />;
}
