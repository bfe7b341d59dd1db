import { describe, expect, test } from 'vitest';
import { roveKey } from '../../src/ui/widgets/roving.ts';

describe('roveKey: one tab stop for a group, the arrows moving within it', () => {
  test('arrows step and wrap; Home and End go to the ends', () => {
    expect(roveKey('ArrowRight', 0, 3)).toBe(1);
    expect(roveKey('ArrowDown', 2, 3)).toBe(0);
    expect(roveKey('ArrowLeft', 0, 3)).toBe(2);
    expect(roveKey('ArrowUp', 1, 3)).toBe(0);
    expect(roveKey('Home', 2, 3)).toBe(0);
    expect(roveKey('End', 0, 3)).toBe(2);
  });
  test('other keys, and an empty group, are not the group’s', () => {
    expect(roveKey('Enter', 1, 3)).toBeNull();
    expect(roveKey('a', 1, 3)).toBeNull();
    expect(roveKey('ArrowRight', 0, 0)).toBeNull();
  });
});
