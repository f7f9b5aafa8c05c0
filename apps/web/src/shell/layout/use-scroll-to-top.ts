import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page reached by a link or a redirect opens at its top. The browser keeps a single-page app's scroll
 * position across client-side navigations, so a page reached from low on a long form (a balance upload →
 * its score) opened scrolled past its first lines. Back and forward keep the browser's own behaviour, and a
 * change of only the query or the hash (a filter, a job id, an anchor) scrolls nothing. `content` is the
 * column that scrolls instead of the window in the 'content' scroll layout.
 */
export function useScrollToTop(content: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (type === 'POP' || hash) return;
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    content.current?.scrollTo?.({ top: 0 });
  }, [pathname, hash, type, content]);
}
