import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { rolldown } from 'rolldown';
import { withCompileHint } from '../../scripts/compile-hint.mjs';

// The API (apps/api) serves /api, /oidc and /healthz (on port 3000 unless `npm run dev` says otherwise,
// scripts/dev.mjs); the dev server forwards them so the SPA and the API share one origin, as in production
// where the API serves apps/web/dist.
const api = process.env.DEV_API_URL ?? 'http://localhost:3000';

/**
 * V8's explicit compile hint (ADR 0099, scripts/compile-hint.mjs) on every chunk: each is loaded when its
 * code is about to run — the initial chunk at start, a page's chunks when the page opens — so most of its
 * functions are called at once, and compiling them with the script (in the background while it streams,
 * where V8 can) beats compiling them one by one on the main thread at their first call. Paired page loads
 * under 4× CPU throttling: −140 to −220 ms of LCP on `/`, the search and a report. The chunks' names are
 * hashed before this hook: they are those of the same code without the comment, which changes no
 * behaviour. scripts/check-bundle.mjs checks every script.
 */
function eagerCompileHint(): Plugin {
  return {
    name: 'tirr-eager-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own additions to the chunks (the preload map on their first line).
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          file.code = withCompileHint(file.code);
          // One line added above the code: its source map (emitted beside it, with --sourcemap) starts a
          // line later.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

/** The report's requests (ADRs 0098, 0128): the start-up script's entry and the module it hands over with. */
const REPORT_REQUEST = path.join(import.meta.dirname, 'src/features/credit/report-request');
const STARTUP_ENTRY = path.join(REPORT_REQUEST, 'start-up.ts');
const HANDOVER = path.join(REPORT_REQUEST, 'early-report.ts');

/**
 * The start-up script (ADRs 0098, 0128): STARTUP_ENTRY bundled on its own into one small ES module, loaded
 * `async` from the head of index.html, so that it runs before the app's modules have loaded and been
 * evaluated (about a second under 4× CPU throttling). The app's imports of HANDOVER become imports of that
 * script's URL: the browser then evaluates it once, and the app reads the answers it keeps. Production
 * builds only: in development the app sends its requests itself.
 */
function startupScript(): Plugin {
  let fileName = '';
  return {
    name: 'tirr-startup-script',
    apply: 'build',
    // Before Vite's resolver, which would bundle HANDOVER into the app.
    enforce: 'pre',
    async buildStart() {
      const bundle = await rolldown({ input: STARTUP_ENTRY, platform: 'browser', logLevel: 'warn' });
      const { output } = await bundle.generate({ format: 'es', minify: true });
      await bundle.close();
      const code = withCompileHint(output[0].code);
      fileName = `assets/early-report-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    async resolveId(source, importer) {
      if (!importer || !/(^|\/)early-report(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === HANDOVER ? { id: `/${fileName}`, external: 'absolute' } : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          attrs: { type: 'module', crossorigin: true, src: `/${fileName}`, async: true },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), startupScript(), eagerCompileHint()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Everything `/` loads before its first render in three chunks (ADR 0099): by default the modules it
      // shares with lazy pages were split into ~45 small chunks, and each request costs the page's main
      // thread a few milliseconds under 4× CPU throttling before any script runs. Three, not one: Chrome
      // compiles each script on its own background thread while it streams (with the compile hint above,
      // every function), so React, the UI library and the app compile side by side.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'ui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/oidc': { target: api, changeOrigin: false },
      '/healthz': { target: api, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
  },
});
