/** Shared by the unit tests: the fixtures, a search on a tree with its trace summarised, and a check that a message is worded. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCHERS, type Algorithm, type SearchOptions, type SearchResult } from '../../src/search/index.ts';
import { TreeGame } from '../../src/games/tree/game.ts';
import { parseTreeDocument } from '../../src/games/tree/parse.ts';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import { recordSearch } from '../../src/trace/recorder.ts';
import type { Trace } from '../../src/trace/trace.ts';
import { say } from '../../src/i18n/say.ts';
import type { AnyMessage } from '../../src/i18n/wording.ts';
import { expect } from 'vitest';

export const FIXTURE_DIR = join(import.meta.dirname, '../../fixtures/trees');

export interface Expected {
  algo: Algorithm;
  order?: SearchOptions<TreeNode>['order'];
  tieRule?: SearchOptions<TreeNode>['tieRule'];
  value: number;
  action: string | null;
  actions?: Record<string, number>;
  certainty?: Record<string, string>;
  evaluated: string[];
  pruned: string[];
  nodes: number;
  leaves: number;
  cutoffs: number;
  values?: Record<string, number>;
}

export interface Fixture {
  name: string;
  file: string;
  tree: TreeNode;
  title: { en: string; es: string };
  source: { en: string; es: string };
  teaches: { en: string; es: string };
  expected: Expected[];
  thesisSteps?: { algo: Algorithm; en: string[]; es: string[] };
}

export function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = join(FIXTURE_DIR, f);
      const doc = parseTreeDocument(readFileSync(file, 'utf8'));
      if (!doc.ok) throw new Error(`${f}: ${doc.error.line}:${doc.error.column}: ${say(doc.error.reason, 'en')}`);
      const raw = doc.fixture as unknown as Omit<Fixture, 'name' | 'file' | 'tree'>;
      return { ...raw, name: f.replace(/\.json$/, ''), file, tree: doc.tree };
    });
}

export interface Run {
  result: SearchResult<TreeNode>;
  trace: Trace<TreeNode, TreeNode>;
  evaluated: string[];
  pruned: string[];
}

export function runTree(algo: Algorithm, tree: TreeNode, options: Omit<SearchOptions<TreeNode>, 'tracer'> = {}): Run {
  const { result, trace } = recordSearch(SEARCHERS[algo], new TreeGame(), tree, options);
  const evaluated: string[] = [];
  const pruned: string[] = [];
  for (const e of trace.events()) {
    if (e.type === 'evaluate') evaluated.push(e.node);
    if (e.type === 'prune') pruned.push(...e.skipped);
  }
  return { result, trace, evaluated, pruned };
}

/** The value of a subtree by the definition (thesis §2.2.1, §2.2.3), written apart from the searchers. */
export function reference(node: TreeNode): number {
  if (node.kind === 'leaf') return node.value;
  const values = node.children.map(reference);
  if (node.kind === 'max') return Math.max(...values);
  if (node.kind === 'min') return Math.min(...values);
  return node.children.reduce((sum, c, i) => sum + c.p * values[i]!, 0);
}

/**
 * A message worded in both languages, checked for what `say` does not promise
 * (it always returns some text, at least `[code]`): each language has its own
 * words (not the bare code, Spanish not the English), and both show the
 * message's own values, its numbers and texts.
 */
export function expectWorded(message: AnyMessage): { en: string; es: string } {
  const en = say(message, 'en');
  const es = say(message, 'es');
  expect(en, message.code).not.toBe(`[${message.code}]`);
  expect(es, message.code).not.toBe(`[${message.code}]`);
  expect(es, `${message.code}: the Spanish is its own`).not.toBe(en);
  for (const [name, value] of Object.entries(message.params)) {
    if (typeof value !== 'number' && typeof value !== 'string') continue;
    expect(en, `${message.code} shows its ${name} in English`).toContain(String(value));
    expect(es, `${message.code} shows its ${name} in Spanish`).toContain(String(value));
  }
  return { en, es };
}
