/**
 * The start-up script (ADRs 0098, 0128): vite.config.ts bundles this file on its own into one small ES
 * module that index.html loads `async` from its head, so it runs while the app's JavaScript is still
 * loading. It re-exports early-report.ts because, in the build, the app's imports of that module are this
 * script (the same URL, so the same module instance): the answers it keeps are the ones the app takes.
 * It only starts requests the first page would send anyway. It must stay small and never throw: the app
 * imports it, so an error here would stop the app.
 */
import { startEarlyReport } from './early-report';

export * from './early-report';

try {
  startEarlyReport();
} catch {
  // The app sends its requests itself.
}
