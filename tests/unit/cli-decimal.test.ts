/**
 * A decimal flag (`--c` of `tutor search … --algo mcts`, src/cli/fields.ts):
 * a number written with an exponent is a number, so one out of range is
 * said to be out of range, not "not a number" (issue 39, point 4).
 */
import { expect, test } from 'vitest';
import { decimal } from '../../src/cli/fields.ts';

const c = decimal('--c', 0, 100);
const said = (text: string): string => {
  try {
    return `value ${String(c(text, true))}`;
  } catch (e) {
    return (e as Error).message;
  }
};

test('an exponent is a number: 1e308 is out of range, 1e1 is 10; text that is no number is still not one', () => {
  expect(said('1e308')).toBe('--c must be from 0 to 100, not 1e+308');
  expect(said('1e1')).toBe('value 10');
  expect(said('1.5E-1')).toBe('value 0.15');
  expect(said('2.5')).toBe('value 2.5');
  expect(said('-1')).toBe('--c must be from 0 to 100, not -1');
  expect(said('abc')).toMatch(/must be a number, not "abc"/);
  expect(said(' 1')).toMatch(/must be a number/);
  expect(said('1e400')).not.toMatch(/^value/);
});
