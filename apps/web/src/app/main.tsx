// First: creates the router (and starts loading the current page) before the modules below evaluate.
import { queryClient, router } from './start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { App } from './app';
import { i18nReady, initI18n } from './i18n';

initI18n();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/**
 * Resolves once the router has loaded the first page's module (lazy routes), or after a while anyway.
 * Rendering after it makes the first render the page itself, in one pass: rendered before, the page
 * would replace the router's fallback in a transition, sliced into many small tasks behind the splash's
 * animation frames (it painted about a second later under 4× CPU throttling; ADR 0094).
 */
function routerReady(timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

// Spanish is bundled; a stored English choice waits for its messages (one small request) before render.
void Promise.all([i18nReady(), routerReady()]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  ),
);
