// Local ESLint rule enforcing the dependency direction of docs/architecture.md §2.
// Relative imports are resolved against the importing file, so `../other-feature/x` is caught too.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (/** @type {string} */ abs) => path.relative(root, abs).split(path.sep).join('/');

const SERVER_ONLY = [
  /^@tirr\/api(\/|$)/,
  /^fastify(\/|$)/,
  /^@fastify\//,
  /^drizzle-orm(\/|$)/,
  /^pg$/,
  /^@electric-sql\/pglite/,
  /^oidc-provider$/,
  /^node:/,
];
const BROWSER_ONLY = [
  /^react(-dom)?(\/|$)/,
  /^@mui\//,
  /^@emotion\//,
  /^@tirr\/web(\/|$)/,
  /^react-router/,
  /^@tanstack\//,
  /^i18next/,
  /^react-i18next/,
];

/** @type {(file: string, dir: string) => boolean} */
const within = (file, dir) => file === dir || file.startsWith(`${dir}/`);
/** @type {(file: string, dir: string) => string | undefined} */
const segmentAfter = (file, dir) => (within(file, dir) ? file.slice(dir.length + 1).split('/')[0] : undefined);

/**
 * Returns a message when `from` (repo-relative file) may not import `target`.
 * @param {string} from the importing file, repo-relative
 * @param {string} specifier what it imports
 * @param {string | undefined} target the imported file, repo-relative, for a relative specifier
 * @returns {string | undefined}
 */
export function violation(from, specifier, target) {
  const isPackage = target === undefined;
  if (within(from, 'packages/domain/src') && !/\.test\.ts$/.test(from)) {
    if (isPackage || !within(target, 'packages/domain/src'))
      return 'The domain is pure: it imports nothing outside itself.';
  }
  if (within(from, 'packages/contracts/src') && !/\.test\.ts$/.test(from)) {
    if (isPackage && !/^(zod|@tirr\/domain)$/.test(specifier)) return 'Contracts import only zod and @tirr/domain.';
  }
  if (within(from, 'apps/web')) {
    // The build configuration (vite.config.ts…) runs in Node; the code shipped to browsers is under src/.
    if (isPackage && within(from, 'apps/web/src') && SERVER_ONLY.some((re) => re.test(specifier)))
      return 'The web never imports server code.';
    if (!isPackage && within(target, 'apps/api')) return 'The web never imports server code.';
    const feature = segmentAfter(from, 'apps/web/src/features');
    if (feature && !isPackage) {
      const other = segmentAfter(target, 'apps/web/src/features');
      if (other && other !== feature)
        return `Features never import each other (${feature} → ${other}); share through shared/.`;
      if (within(target, 'apps/web/src/app') || within(target, 'apps/web/src/shell'))
        return 'Features do not import the composition root or the shell.';
    }
    if (within(from, 'apps/web/src/shell') && !isPackage && within(target, 'apps/web/src/features')) {
      return 'The shell never imports a feature; it reads route metadata.';
    }
    if (
      within(from, 'apps/web/src/shared') &&
      !isPackage &&
      ['app', 'shell', 'features'].some((d) => within(target, `apps/web/src/${d}`))
    ) {
      return 'shared/ is a leaf: it imports no app, shell or feature code.';
    }
  }
  if (within(from, 'apps/api')) {
    if (isPackage && BROWSER_ONLY.some((re) => re.test(specifier)))
      return 'The API never imports React or browser code.';
    if (!isPackage && within(target, 'apps/web')) return 'The API never imports web code.';
    const mod = segmentAfter(from, 'apps/api/src/modules');
    const other = !isPackage ? segmentAfter(target, 'apps/api/src/modules') : undefined;
    if (mod && other && other !== mod) return `API modules never import each other (${mod} → ${other}).`;
    // lib/ and db/ are what the modules are built on: a type two of them need moves down, not up.
    const ground = ['lib', 'db'].find((dir) => within(from, `apps/api/src/${dir}`));
    if (ground && other && !/\.test\.ts$/.test(from)) return `${ground}/ imports no API module (${other}).`;
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: { type: 'problem', docs: { description: 'Architecture import boundaries' }, schema: [] },
  create(context) {
    const from = rel(context.filename);
    /** @param {import('estree').Expression | import('estree').Literal | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = specifier.startsWith('.')
        ? rel(path.resolve(path.dirname(context.filename), specifier))
        : undefined;
      const message = violation(from, specifier, target);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
