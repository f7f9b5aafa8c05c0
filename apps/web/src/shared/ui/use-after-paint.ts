import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, true once that render has painted (then rendered as a transition, so the
 * browser stays responsive). Lets a heavy page paint what is above the fold first and the sections below
 * it right after, instead of everything in one long task (ADR 0094).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
