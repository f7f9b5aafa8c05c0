import { useEffect, useRef } from 'react';

/**
 * The bridge between the shell's help panel and the pages that own a tutorial (ADR 0060): the shell never
 * imports features, so 'Abrir tutorial' announces the help code here and the page showing it (the report,
 * the FCI wizard) listens. docs/product.md §2: only these help codes have a tutorial.
 */
export const TUTORIAL_CODES = ['credit_profile', 'assets_fci_simulator'] as const;
export type TutorialCode = (typeof TUTORIAL_CODES)[number];

export function hasTutorial(code: string | null | undefined): code is TutorialCode {
  return !!code && (TUTORIAL_CODES as readonly string[]).includes(code);
}

const EVENT = 'tirr:tutorial';
const bus = new EventTarget();

/** Asks the page on screen to start its tutorial. */
export function startTutorial(code: TutorialCode): void {
  bus.dispatchEvent(new CustomEvent<TutorialCode>(EVENT, { detail: code }));
}

/** Calls `onStart` whenever the tutorial `code` is requested while the calling component is mounted. */
export function useTutorialRequest(code: TutorialCode, onStart: () => void): void {
  const latest = useRef(onStart);
  useEffect(() => {
    latest.current = onStart;
  });
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<TutorialCode>).detail === code) latest.current();
    };
    bus.addEventListener(EVENT, listener);
    return () => bus.removeEventListener(EVENT, listener);
  }, [code]);
}
