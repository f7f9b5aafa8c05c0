import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from './paths';

/**
 * Whether the page on screen has one of the app's own history entries behind it. React Router numbers
 * the app's entries in `history.state.idx` (0 for the entry the app was opened on, kept by a redirect or
 * any `replace`). Its public `location.key === 'default'` is not the same test: a redirect from the first
 * entry gets a new key, and going back from there would leave the app (ADR 0121). go-back.test.tsx pins
 * this reading to the installed React Router.
 */
export function canGoBack(): boolean {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' && index > 0;
}

export interface GoBackOptions {
  /** Where to go when the app was opened on this page (default: home). */
  fallback?: string;
  /** Whether the fallback replaces the page on screen (default) or is pushed after it. */
  replace?: boolean;
}

/** 'Regresar' and the back arrows: one step back in the app's history, or the fallback when there is none. */
export function useGoBack({ fallback = PATHS.home, replace = true }: GoBackOptions = {}): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (canGoBack()) void navigate(-1);
    else void navigate(fallback, { replace });
  }, [navigate, fallback, replace]);
}
