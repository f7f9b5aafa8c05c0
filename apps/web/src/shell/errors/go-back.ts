import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shared/routing/paths';

/** 'Regresar': one step back in the app's history, or home when the app was opened on this page. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(PATHS.home, { replace: true });
  }, [navigate]);
}
