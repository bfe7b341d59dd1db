/** The textbook trees of fixtures/trees, bundled into the page, in the order a course teaches them. */
import type { Lang } from '../../i18n/lang.ts';

/** A text of a fixture file, in each language: `f.title[lang]`. */
export type Worded = Readonly<Record<Lang, string>>;

export interface FixtureInfo {
  name: string;
  /** "Thesis, Illustration 2: minimax" / "Tesis, Ilustración 2: minimax". */
  title: Worded;
  /** Where the tree comes from: the book, figure or section, the thesis's Ilustración. */
  source: Worded;
  teaches: Worded;
  tree: string;
  /** What it teaches, as one of the gallery's topics (from TEACHING_ORDER). */
  topic: Topic;
}

/** The gallery's topics, in teaching order; each is a heading (`topic_…` in the strings). */
export const TOPICS = ['minimax', 'alphabeta', 'ordering', 'expectimax', 'expectiminimax', 'scale'] as const;
export type Topic = (typeof TOPICS)[number];

/**
 * Every tree with its topic, in the order to study them (the gallery, the
 * tree and compare pages' example lists follow it): minimax backing values
 * up; alpha-beta pruning (the textbook run, a tree whose best move comes
 * second, ties); move ordering; expectimax; expectiminimax; and what chance
 * does to the scale of an evaluation. Topics follow each tree's "teaches".
 */
export const TEACHING_ORDER: readonly (readonly [name: string, topic: Topic])[] = [
  ['thesis-minimax', 'minimax'],
  ['aima-fig-5-2', 'alphabeta'],
  ['cs188-minimax', 'alphabeta'],
  ['tie-rule', 'alphabeta'],
  ['aima-fig-5-2-reordered', 'ordering'],
  ['cs188-expectimax', 'expectimax'],
  ['thesis-expectiminimax', 'expectiminimax'],
  ['aima-fig-5-12-a', 'expectiminimax'],
  ['aima-fig-5-12-b', 'scale'],
];

const files = import.meta.glob<Omit<FixtureInfo, 'name' | 'topic'>>('../../../fixtures/trees/*.json', { eager: true, import: 'default' });

const rank = (name: string): number => {
  const i = TEACHING_ORDER.findIndex(([n]) => n === name);
  return i < 0 ? TEACHING_ORDER.length : i;
};

/** The trees in teaching order; one missing from TEACHING_ORDER comes last, under the last topic. */
export const FIXTURES: FixtureInfo[] = Object.entries(files)
  .map(([path, fixture]) => {
    const name = path.replace(/^.*\//, '').replace(/\.json$/, '');
    // TOPICS is a constant list, never empty: its last topic exists.
    return { ...fixture, name, topic: TEACHING_ORDER[rank(name)]?.[1] ?? TOPICS[TOPICS.length - 1]! };
  })
  .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));

/** The tree named `name`, else the first in teaching order (where a route's default example is missing). */
export function fixtureOr(name: string): FixtureInfo {
  // fixtures/trees is bundled whole and is never empty (the unit tests read its trees): a first tree exists.
  return FIXTURES.find((f) => f.name === name) ?? FIXTURES[0]!;
}
