import { describe, expect, it } from 'vitest';
import { passwordKey, passwordProblem } from './password';

const COMMON = new Set(['1234567890', 'qwertyuiop', 'contraseña123']);
const isCommon = (key: string) => COMMON.has(key);

describe('passwordProblem', () => {
  it.each([
    ['', 'required'],
    ['123456789', 'short'],
    ['ñandú-ñu', 'short'],
    ['🙂🙂🙂🙂🙂', 'short'],
    ['1234567890', 'common'],
    ['QwertyUiop', 'common'],
    ['CONTRASEÑA123', 'common'],
    ['a'.repeat(1025), 'long'],
    ['una-clave-larga', undefined],
    ['a'.repeat(1024), undefined],
    ['🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂', undefined],
    ['qwertyuiop!', undefined],
  ] as const)('%j → %s', (password, expected) => {
    expect(passwordProblem(password, isCommon)).toBe(expected);
  });
});

describe('passwordKey', () => {
  it.each([
    ['Password', 'password'],
    ['ＰＡＳＳ', 'pass'],
    ['Ñandú', 'ñandú'],
  ])('%j → %j', (password, key) => {
    expect(passwordKey(password)).toBe(key);
  });
});
