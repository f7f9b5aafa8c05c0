import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { REPORT_SECTIONS, type ReportSection } from '@tirr/domain';

/** The report's guided-tour anchor (`data-tour`) of each section an alert opens (docs/product.md §4). */
const ANCHORS: Record<ReportSection, string> = {
  situacion: 'entity-selection',
  score: 'scoring',
  cheques: 'rejected-checks',
};

/** The anchor of a location hash ('#cheques' → 'rejected-checks'), or null. */
export function sectionAnchor(hash: string): string | null {
  const section = decodeURIComponent(hash.replace(/^#/, ''));
  return (REPORT_SECTIONS as readonly string[]).includes(section) ? ANCHORS[section as ReportSection] : null;
}

/**
 * Scrolls the report to the section of the location's hash once it is on screen (the sections below the fold
 * arrive a frame or a lazy chunk later), and again after each navigation to another hash.
 */
export function useSectionScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const anchor = sectionAnchor(hash);
    if (!anchor) return;
    const selector = `[data-tour="${anchor}"]`;
    let frame = 0;
    const scroll = (element: Element) => {
      element.scrollIntoView({ block: 'start' });
      // Once more after the next paint: a chart above it may have taken its height meanwhile.
      frame = requestAnimationFrame(() => element.scrollIntoView({ block: 'start' }));
    };
    const found = document.querySelector(selector);
    if (found) {
      scroll(found);
      return () => cancelAnimationFrame(frame);
    }
    const observer = new MutationObserver(() => {
      const element = document.querySelector(selector);
      if (!element) return;
      observer.disconnect();
      scroll(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [hash, key]);
}
