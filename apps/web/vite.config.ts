import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API (apps/api) serves /api, /oidc and /healthz on port 3000; the dev server forwards them so the
// SPA and the API share one origin, as in production where the API serves apps/web/dist.
const api = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
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
