import { expect, test } from 'vitest';
import { heard } from '../../src/i18n/heard.ts';

test('text heard as words: MAX and MIN, a Connect-4 move’s arrow; the rest as written', () => {
  expect(heard('Enter B (MIN), with α = −∞, β = +∞.', 'en')).toBe('Enter B (min), with α = −∞, β = +∞.');
  expect(heard('MAX is sure of at least 3 here; MIN-VALUE', 'en')).toBe('max is sure of at least 3 here; min-VALUE');
  expect(heard('X↓4 at depth 2, reached by the moves X↓4, O↓3', 'en')).toBe('X in column 4 at depth 2, reached by the moves X in column 4, O in column 3');
  expect(heard('O↓7 a profundidad 1', 'es')).toBe('O en la columna 7 a profundidad 1');
  // Words that merely contain the letters stay.
  expect(heard('MAXIMUM, MINE, leaf B1, value 3', 'en')).toBe('MAXIMUM, MINE, leaf B1, value 3');
});
