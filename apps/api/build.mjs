// Bundles the API (with the workspace packages) into dist/server.js, and the key rotation command into
// dist/keys-rotate.js (run in the container image as `node apps/api/dist/keys-rotate.js`); npm
// dependencies stay external. Split into chunks so that server.js starts tracing (ADR 0134) before the
// chunk with the app — and its imports of fastify and pg — is loaded.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tirr/'));

await build({
  entryPoints: { server: 'src/server.ts', 'keys-rotate': 'src/keys-rotate.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  sourcemap: true,
  external: [...external, 'drizzle-orm/*', '@electric-sql/pglite/*', 'oidc-provider/*', 'jose/*'],
  logLevel: 'warning',
});
console.log('api built: apps/api/dist/server.js, apps/api/dist/keys-rotate.js');
