import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/session';
import { AuthError, AuthProgress, errorMessage } from './auth-status';
import { takeReturnPath } from './return-path';

/**
 * /login and /loginv2: start the redirect to the identity provider (docs/product.md §2), in the interface language
 * (Spanish by default), coming back to the remembered path.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signIn({ returnTo: takeReturnPath() }).catch((e: unknown) => setError(errorMessage(e)));
  }, [signIn]);

  return error ? <AuthError message={error} /> : <AuthProgress text={t('login.redirecting')} />;
}
