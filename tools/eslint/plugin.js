// The repository's local ESLint plugin (`tirr/…` in eslint.config.js).
import { boundaries } from './boundaries.js';

/** @type {import('eslint').ESLint.Plugin} */
export default { meta: { name: 'tirr' }, rules: { boundaries } };
