/** The worker's API, called directly in Node: what the page receives. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { api } from '../../src/worker/api.ts';
import { traceOver } from '../../src/app/transfer.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { narrateAll } from '../../src/trace/narrate.ts';
import { FIXTURE_DIR } from './helpers.ts';

test('a fixture searched as text; the trace, rebuilt over the page’s copy of the tree, narrates in both languages', () => {
  const text = readFileSync(join(FIXTURE_DIR, 'aima-fig-5-2.json'), 'utf8');
  const reply = api.searchText(text, { algo: 'alphabeta' });
  expect(reply.ok).toBe(true);
  if (!reply.ok) return;
  expect(reply.result).toMatchObject({ value: 3, action: 'B', pruned: ['C2', 'C3'] });
  // The page parses its own copy: the reply must survive structured cloning.
  const tree = parseTree(text);
  if (!tree.ok) throw new Error('fixture');
  const trace = traceOver(tree.tree, structuredClone(reply.trace));
  expect(trace.length).toBe(40);
  expect(narrateAll(trace, { lang: 'es', algorithm: 'alphabeta' })[39]).toBe('La raíz A = 3: la búsqueda ha terminado.');
  expect(narrateAll(trace, { lang: 'en', algorithm: 'alphabeta' })).toContain("C ≤ 2 ≤ α = 3: MAX will not come here, so C's remaining children (C2, C3) are pruned.");
});

test('bad trees and impossible requests come back as located errors, not exceptions', () => {
  expect(api.searchText('max(1,', {})).toMatchObject({ ok: false, error: { line: 1, column: 7 } });
  expect(api.searchText('max(chance(1: 2))', { algo: 'minimax' })).toMatchObject({
    ok: false,
    error: { message: expect.stringMatching(/minimax cannot search CHANCE node 0/) },
  });
  expect(api.searchText('max(1, 2)', { depth: '-1' })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/depth must be/) } });
});

test('a node budget stops a search cleanly and says so', () => {
  // 4 × 4 × 4 × 4 leaves, and a budget of 100 nodes.
  const big = 'max(' + Array(4).fill('min(' + Array(4).fill('[' + Array(4).fill('[1,2,3,4]').join(',') + ']').join(',') + ')').join(',') + ')';
  const reply = api.searchText(big, { algo: 'minimax', budget: 100 });
  expect(reply.ok && reply.result.status).toBe('budget');
});
