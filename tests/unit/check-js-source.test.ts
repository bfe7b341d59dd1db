/**
 * How `tutor check` reads a JavaScript submission before running it
 * (src/cli/check/js-runner.ts): `export` rewritten in place, lines kept, so
 * that a module runs in a plain vm context (vm.SourceTextModule needs
 * --experimental-vm-modules in Node 20); `import` in any form found and refused.
 */
import { describe, expect, test } from 'vitest';
import { importAt, withoutExports } from '../../src/cli/check/js-runner.ts';

describe('withoutExports', () => {
  test.each([
    ['export function minimaxDecision(s, g) {}', 'function minimaxDecision(s, g) {}'],
    ['  export async function f() {}', '  async function f() {}'],
    ['export default function alphaBetaSearch() {}', 'function alphaBetaSearch() {}'],
    ['export const f = () => 1;', 'const f = () => 1;'],
    ['export class Agent {}', 'class Agent {}'],
  ])('%s', (source, code) => {
    expect(withoutExports(source)).toEqual({ code, esm: true, tail: '' });
  });

  test('export { a as b }: removed in place, assigned to module.exports after the code', () => {
    const r = withoutExports('function a() {}\nexport { a as alphaBetaSearch, c };\nconst c = 1;');
    expect(r.code.split('\n')).toHaveLength(3);
    expect(r.code).not.toMatch(/export/);
    expect(r.tail).toBe('module.exports["alphaBetaSearch"] = a; module.exports["c"] = c;');
  });

  test('CommonJS is left as it is (not a module: no strict mode added)', () => {
    const source = 'function f() {}\nmodule.exports = { f };\n// export function g() {} in a comment';
    expect(withoutExports(source)).toMatchObject({ code: source, esm: false });
  });
});

describe('importAt', () => {
  test.each([
    ["import fs from 'fs';", 1],
    ['\n\nimport { readFileSync } from "fs"', 3],
    ["const f = () => import('fs');", 1],
    ['x;\nawait import ("node:child_process")', 2],
    ['console.log(import.meta.url)', 1],
    ['import * as ns from "x"', 1],
  ])('%j is refused at line %i', (source, line) => {
    expect(importAt(source)).toBe(line);
  });

  test.each(['const important = 1;', 'function imports() {}', 'x.import = 2'])('%j is no import', (source) => {
    expect(importAt(source)).toBeNull();
  });
});
