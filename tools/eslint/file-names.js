// Local ESLint rule: source files and their folders are named in kebab-case. A file name is
// dot-separated segments, each kebab-case (`credit-report.routes.ts`, `start-up.test.tsx`, `compile-hint.d.mts`),
// so the usual suffixes need no list. Which files it applies to is set in eslint.config.js.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Returns a message when the file at `file` (repo-relative, `/`-separated) is not named in kebab-case.
 * @param {string} file
 * @returns {string | undefined}
 */
export function fileNameViolation(file) {
  const parts = file.split('/');
  const name = parts.pop() ?? '';
  const folder = parts.find((part) => !KEBAB.test(part));
  if (folder !== undefined) return `Folder '${folder}' is not kebab-case (lower-case words joined by '-').`;
  if (!name.split('.').every((segment) => KEBAB.test(segment)))
    return `File name '${name}' is not kebab-case: each dot-separated part is lower-case words joined by '-'.`;
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const fileNames = {
  meta: { type: 'suggestion', docs: { description: 'Kebab-case file and folder names' }, schema: [] },
  create(context) {
    return {
      Program(node) {
        const file = path.relative(root, context.filename).split(path.sep).join('/');
        const message = fileNameViolation(file);
        if (message) context.report({ node, loc: { line: 1, column: 0 }, message });
      },
    };
  },
};
