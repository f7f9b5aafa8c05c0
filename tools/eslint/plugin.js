// The repository's local ESLint plugin (`tirr/…` in eslint.config.js).
import { boundaries } from './boundaries.js';
import { fileNames } from './file-names.js';

/** @type {import('eslint').ESLint.Plugin} */
export default { meta: { name: 'tirr' }, rules: { boundaries, 'file-names': fileNames } };
