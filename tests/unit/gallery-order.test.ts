/**
 * The gallery's teaching order (src/ui/link/fixtures.ts): every tree of
 * fixtures/trees listed exactly once, the topics in course order, and a
 * minimax tree first (the gallery marks it "Start here").
 */
import { expect, test } from 'vitest';
import { FIXTURES, TEACHING_ORDER, TOPICS } from '../../src/ui/link/fixtures.ts';
import { loadFixtures } from './helpers.ts';

test('every tree is listed once in TEACHING_ORDER, and the page’s list follows it', () => {
  const names = TEACHING_ORDER.map(([name]) => name);
  expect(new Set(names).size).toBe(names.length);
  expect([...names].sort()).toEqual(
    loadFixtures()
      .map((f) => f.name)
      .sort(),
  );
  expect(FIXTURES.map((f) => f.name)).toEqual(names);
});

test('topics come in course order, each tree under its own, a minimax tree first', () => {
  const topics = TEACHING_ORDER.map(([, topic]) => TOPICS.indexOf(topic));
  expect(topics).toEqual([...topics].sort((a, b) => a - b));
  expect(new Set(topics).size).toBe(TOPICS.length);
  expect(FIXTURES[0]!.topic).toBe('minimax');
  for (const f of FIXTURES) expect(f.topic, f.name).toBe(TEACHING_ORDER.find(([n]) => n === f.name)![1]);
});
