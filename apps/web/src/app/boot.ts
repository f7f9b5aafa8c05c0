/**
 * The start-up script: built on its own into one small classic script that index.html loads `async` from
 * its head (vite.config.ts, ADR 0098), so it runs while the app's JavaScript is still loading. It only
 * starts requests the first page would send anyway, a second later on a slow phone; the app takes their
 * answers. It must stay small and never throw.
 */
import { startEarlyReport } from '../features/credits/api/early-report';

try {
  startEarlyReport();
} catch {
  // The app sends its requests itself.
}
