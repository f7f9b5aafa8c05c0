import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { NotFoundScreen } from '../../shared/ui/not-found-screen';
import { useGoBack } from '../../shared/routing/go-back';
import { ReportedError } from './reported-error';

/** React Router `errorElement`: unknown routes show 'Página no encontrada', other errors the 500 screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const goBack = useGoBack();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ReportedError error={error} path={location.pathname} onBack={goBack} />;
}
