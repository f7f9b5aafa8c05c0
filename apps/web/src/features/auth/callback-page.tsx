import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/session';
import { AuthError, AuthProgress, errorMessage } from './auth-status';

/** /callback: finish the provider redirect, then go to the remembered path (docs/product.md §4). */
export function CallbackPage() {
  const { t } = useTranslation('auth');
  const { completeSignIn } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeSignIn().then(
      (path) => navigate(path, { replace: true }),
      (e: unknown) => setError(errorMessage(e)),
    );
  }, [completeSignIn, navigate]);

  return error ? <AuthError message={error} /> : <AuthProgress text={t('callback.working')} />;
}
