// V8's explicit compile hint (Chrome ≥ 136; ADR 0099): with this comment as its first line, a script's
// functions are compiled with the script instead of one by one on the main thread at their first call.
// One definition for the build, which puts it on every script (apps/web/vite.config.ts), and for
// scripts/check-bundle.mjs, which fails the build when a script lacks it.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The script with the hint on its first line.
 * @param {string} code
 */
export function withCompileHint(code) {
  return `${COMPILE_HINT}\n${code}`;
}

/**
 * Whether the script's first line is the hint.
 * @param {string} code
 */
export function hasCompileHint(code) {
  return code.startsWith(`${COMPILE_HINT}\n`);
}
