import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/session';
import { PATHS } from '../../shared/routing/paths';
import { AuthProgress } from './auth-status';

/**
 * /logout (docs/product.md §2, §4): signed in → drop the cookie, tell the API, clear the user and ask the provider
 * to log out (it comes back to /logout); not signed in → /login.
 */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const { user, signingOut, signOut } = useSession();
  const started = useRef(false);
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    void signOut();
  }, [signedIn, signOut]);

  if (signedIn || signingOut) return <AuthProgress text={t('logout.working')} />;
  return <Navigate to={PATHS.login} replace />;
}
