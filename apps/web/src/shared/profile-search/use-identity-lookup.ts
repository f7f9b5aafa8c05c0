import { useEffect, useState } from 'react';
import type { IdentityLookup } from '@tirr/contracts';
import { cuitProblem, DNI_LOOKUP_MIN_DIGITS } from '@tirr/domain';
import { api as defaultApi, type ApiClient } from '../api/client';
import { contractSchema } from '../api/contract-schema';
import { isAbortError, isApiError, isTaxIdBlocked } from '../api/api-error';
import { apiStatus } from '../api/api-events';
import { notify } from '../notify/notify-store';
import { MAX_TAX_DIGITS } from './tax-id-mask';

/**
 * The search flow of docs/product.md §4: 8 digits or fewer is a DNI, looked up from 7 digits; 11 digits is a CUIT,
 * looked up only with a valid check digit. Every new input aborts the request of the previous one.
 */
export type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; identity: IdentityLookup }
  /** Unknown prefix, invalid check digit, not found or under 18: the red cross and a message (i18n key). */
  | { status: 'invalid'; messageKey: string }
  /** The lookup failed: the red cross and the 'Error al buscar…' message. */
  | { status: 'error'; messageKey: string };

const KEYS = {
  dniUnavailable: 'common:profileSearch.dniUnavailable',
  dniError: 'common:profileSearch.dniError',
  cuitUnavailable: 'common:profileSearch.cuitUnavailable',
  cuitError: 'common:profileSearch.cuitError',
  cuitInvalid: 'common:profileSearch.cuitInvalid',
  cuitPrefix: 'common:profileSearch.cuitPrefix',
} as const;

/** What the digits ask for: nothing yet, a local verdict, or a request. */
export function plan(digits: string): LookupState | { status: 'request'; kind: 'dni' | 'cuit'; path: string } {
  if (digits.length <= 8) {
    if (digits.length < DNI_LOOKUP_MIN_DIGITS) return { status: 'idle' };
    return { status: 'request', kind: 'dni', path: `/identity/id/${digits}` };
  }
  if (digits.length < MAX_TAX_DIGITS) return { status: 'idle' };
  const problem = cuitProblem(digits);
  if (problem === 'prefix') return { status: 'invalid', messageKey: KEYS.cuitPrefix };
  if (problem) return { status: 'invalid', messageKey: KEYS.cuitInvalid };
  return { status: 'request', kind: 'cuit', path: `/identity/taxId/${digits}` };
}

/** Runs the lookup for `digits` (only digits, at most 11). */
export function useIdentityLookup(digits: string, client: ApiClient = defaultApi): LookupState {
  // The answer of the last request, with the digits it was for; anything else is derived.
  const [answer, setAnswer] = useState<{ digits: string; state: LookupState } | null>(null);
  const next = plan(digits);

  useEffect(() => {
    const request = plan(digits);
    if (request.status !== 'request') return;
    const controller = new AbortController();
    const unavailable = request.kind === 'dni' ? KEYS.dniUnavailable : KEYS.cuitUnavailable;
    const failed = request.kind === 'dni' ? KEYS.dniError : KEYS.cuitError;
    const settle = (state: LookupState) => {
      if (!controller.signal.aborted) setAnswer({ digits, state });
    };
    client
      .get(request.path, {
        schema: contractSchema('credit', (c) => c.identityLookup),
        signal: controller.signal,
        globalErrors: false,
      })
      // The API answers only adults and companies (minors are 404 'no disponible', ADR 0102).
      .then((identity) => settle({ status: 'found', identity }))
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        if (isApiError(error)) {
          // The client's global reactions (docs/product.md §8), kept here because 404 is an answer for lookups.
          if (error.status === 401) apiStatus.sessionExpired();
          if (error.status >= 500) notify({ messageKey: 'common:api.afipUnavailable', variant: 'error' });
          // Not found, or a blocked CUIT/CUIL (403 TAX_ID_BLOCKED, Ley 25.326): the same 'no disponible'.
          if (error.status === 404 || isTaxIdBlocked(error)) {
            settle({ status: 'invalid', messageKey: unavailable });
            return;
          }
        }
        settle({ status: 'error', messageKey: failed });
      });
    return () => controller.abort();
  }, [digits, client]);

  if (next.status !== 'request') return next;
  return answer?.digits === digits ? answer.state : { status: 'loading' };
}
