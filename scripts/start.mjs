// `npm start`: builds what is missing or out of date, then runs the one Tirr server
// (React app + /api/v1 + /oidc) on PORT (3000).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (/** @type {string[]} */ ...parts) => path.join(root, ...parts);

/**
 * The newest modification time of a file or of the files under a folder (0 when missing).
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const shared = ['packages/domain/src', 'packages/contracts/src'].map((p) => at(p));
const targets = [
  {
    name: 'web',
    output: at('apps/web/dist/index.html'),
    sources: [at('apps/web/src'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), ...shared],
    workspace: '@tirr/web',
  },
  {
    name: 'api',
    output: at('apps/api/dist/server.js'),
    sources: [at('apps/api/src'), at('apps/api/drizzle'), ...shared],
    workspace: '@tirr/api',
  },
];

for (const target of targets) {
  const built = fs.existsSync(target.output) ? fs.statSync(target.output).mtimeMs : 0;
  const changed = Math.max(...target.sources.map(newestMtime));
  if (built === 0 || changed > built) {
    console.log(`Building ${target.name}…`);
    execSync(`npm run build -w ${target.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

await import(pathToFileURL(at('apps/api/dist/server.js')).href);
