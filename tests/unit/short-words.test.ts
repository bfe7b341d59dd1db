/**
 * Short, tidy words (issue 35, item 4): on a game's tree the narration names a
 * node by its last move and its depth ("X8 = 1, so O3 at depth 8 ≥ 1"), not
 * by its whole path of moves; 2048's values come with one decimal; a chance
 * node's probabilities as fractions where they are simple (⅓, ½, 0.9/6);
 * counts with the language's thousands separators. Textbook trees keep their
 * names and wording.
 */
import { describe, expect, test } from 'vitest';
import { api } from '../../src/worker/api.ts';
import { openView } from '../../src/app/transfer.ts';
import { narrate, narrateAll } from '../../src/trace/narrate.ts';
import { say } from '../../src/i18n/say.ts';
import { formatCount, formatNumber, formatProbability } from '../../src/i18n/lang.ts';
import { msg } from '../../src/i18n/message.ts';
import { runTree } from './helpers.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { valueDecimals } from '../../src/app/step-view.ts';

/** A search as the page has it: run in the worker's code, opened from what it hands over. */
function opened(reply: { ok: boolean; view?: unknown }) {
  expect(reply.ok).toBe(true);
  return openView(structuredClone(reply.view) as never);
}

describe('a game tree’s narration names nodes by their last move and depth', () => {
  const { trace, index } = opened(api.searchGame({ game: 'tictactoe', position: 'xo.......', algo: 'alphabeta' }, true));
  const lines = (lang: 'en' | 'es') => narrateAll(trace, { algorithm: 'alphabeta' }).map((m) => say(m, lang));

  test('no line spells a path of moves; deep nodes are "… at depth d", children of the root their move alone', () => {
    for (const lang of ['en', 'es'] as const) {
      const said = lines(lang);
      expect(said.filter((s) => s.includes('›'))).toEqual([]);
      expect(said.some((s) => (lang === 'en' ? / at depth \d+/ : / a profundidad \d+/).test(s))).toBe(true);
    }
    // The first move from the root: "Enter X2 (MIN)…", no depth.
    expect(lines('en')[1]).toMatch(/^Enter [XO]\d \(MIN\)/);
  });

  test('an update names the child by its move and the node by its move and depth', () => {
    const k = Array.from({ length: trace.length }, (_, i) => i).find((i) => {
      const e = trace.event(i);
      return e.type === 'update' && trace.node(trace.eventNode(i)).depth >= 2;
    })!;
    const e = trace.event(k);
    if (e.type !== 'update') throw new Error('an update');
    const node = trace.node(trace.eventNode(k));
    const child = trace.node(trace.indexOf(e.child));
    const sign = node.kind === 'max' ? '≥' : '≤';
    expect(say(narrate(trace, k, { algorithm: 'alphabeta' }), 'en')).toBe(
      `${child.action} = ${formatNumber(trace.finalValue(child.index))}, so ${node.action} at depth ${node.depth} ${sign} ${formatNumber(e.value)}.`,
    );
    expect(say(narrate(trace, k, { algorithm: 'alphabeta' }), 'es')).toMatch(new RegExp(`así que ${node.action} a profundidad ${node.depth} [≥≤]`));
    // The id is still the whole path: the page finds the node by it.
    expect(index.find(node.id)).toBeGreaterThan(0);
  });

  test('a cut names its node again by its move, and the skipped children by theirs', () => {
    const k = Array.from({ length: trace.length }, (_, i) => i).find((i) => trace.event(i).type === 'prune' && trace.node(trace.eventNode(i)).depth >= 2);
    expect(k).toBeDefined();
    const node = trace.node(trace.eventNode(k!));
    expect(say(narrate(trace, k!), 'en')).toMatch(
      new RegExp(`^${node.action} at depth ${node.depth} [≥≤] .*, so ${node.action}'s remaining children \\(([XO]\\d)(, [XO]\\d)*\\) are pruned\\.$`),
    );
  });
});

describe('textbook trees keep their names', () => {
  test('AIMA Fig. 5.2: "C ≤ 2 ≤ α = 3: … C’s remaining children (C2, C3) are pruned."', () => {
    const tree = parseTree('A:max(B:min(B1:3, B2:12, B3:8), C:min(C1:2, C2:4, C3:6), D:min(D1:14, D2:5, D3:2))');
    if (!tree.ok) throw new Error('the tree');
    const { trace } = runTree('alphabeta', tree.tree);
    expect(narrateAll(trace).map((m) => say(m, 'en'))).toContain("C ≤ 2 ≤ α = 3: MAX will not come here, so C's remaining children (C2, C3) are pruned.");
    expect(narrateAll(trace).map((m) => say(m, 'en'))).toContain('B1 = 3, so B ≤ 3.');
  });
});

describe('chance nodes: probabilities as fractions where simple, the running sum as a sum', () => {
  test('a third of 3 is 1: "⅓ × 3 = 1", not "0.3333 × 3 = 1"', () => {
    const tree = parseTree('chance(1/3: 3, 1/3: 6, 1/3: 0)'.replace(/1\/3/g, String(1 / 3)));
    if (!tree.ok) throw new Error(JSON.stringify(tree.error));
    const { trace } = runTree('expectimax', tree.tree);
    const said = narrateAll(trace).map((m) => say(m, 'en'));
    expect(said).toContain("After 0 = 3: the root's weighted sum so far is ⅓ × 3 = 1.");
    expect(said.join('\n')).not.toContain('0.3333');
    expect(said).toContain('The root = ⅓ × 3 + ⅓ × 6 + ⅓ × 0 = 3.');
  });

  test.each([
    [0.5, 2, '½'],
    [1 / 3, 3, '⅓'],
    [0.25, 4, '¼'],
    [0.75, 2, '¾'],
    [1 / 36, 36, '1/36'],
    // 2048's spawns: a 2 (0.9) or a 4 (0.1) in one of n empty cells, 2n children.
    [0.9 / 6, 12, '0.9/6'],
    [0.1 / 6, 12, '0.1/6'],
    [0.9, 2, '0.9'],
    [0.1, 2, '0.1'],
    // Not simple: the decimal, as before.
    [0.37, 3, '0.37'],
    [0.15, 3, '0.15'],
  ])('%d of %d children: %s', (p, siblings, expected) => {
    expect(formatProbability(p, siblings)).toBe(expected);
  });
});

describe('2048: values with one decimal in the narration, as on the tree', () => {
  const board = [
    [2, 4, 8, 16],
    [0, 2, 4, 8],
    [0, 0, 2, 4],
    [0, 0, 0, 2],
  ];
  const { trace, index } = opened(api.decide2048(board, 500, { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 2 }, true));
  const decimals = valueDecimals(index);

  test('the tree says one decimal; the narration, given it, writes no value with more', () => {
    expect(decimals).toBe(1);
    const said = narrateAll(trace, { decimals }).map((m) => say(m, 'en'));
    // Numbers with two or more decimals, other than a probability's (0.9/6 is a fraction, 0.15 one too).
    const long = said.flatMap((s) => s.replace(/0\.[19]\/\d+/g, '').match(/\d+\.\d{2,}/g) ?? []);
    expect(long).toEqual([]);
    expect(said.some((s) => /\d+\.\d\b/.test(s))).toBe(true);
    // The spawns' probabilities as 0.9/n and 0.1/n.
    expect(said.some((s) => /0\.9\/\d+ × /.test(s))).toBe(true);
    // Without it, as before: four decimals.
    expect(narrateAll(trace).some((m) => /\d+\.\d{3,}/.test(say(m, 'en')))).toBe(true);
  });
});

describe('counts with thousands separators, in both languages', () => {
  test('English groups every thousand; Spanish from five digits (RAE, CLDR): 1,721,247 / 1.721.247, 2048 / 2048', () => {
    expect(formatCount(1_721_247, 'en')).toBe('1,721,247');
    expect(formatCount(1_721_247, 'es')).toBe('1.721.247');
    expect(formatCount(40_000, 'es')).toBe('40.000');
    expect(formatCount(2048, 'en')).toBe('2,048');
    expect(formatCount(2048, 'es')).toBe('2048');
    expect(formatCount(7, 'es')).toBe('7');
  });

  test('the viewer’s counters and a text’s {#count} placeholders', () => {
    expect(say(msg('counts', { nodes: 549_946, leaves: 12_716, cutoffs: 0 }), 'en')).toBe('Nodes visited: 549,946 · leaves evaluated: 12,716 · cutoffs: 0');
    expect(say(msg('counts', { nodes: 549_946, leaves: 12_716, cutoffs: 0 }), 'es')).toBe('Nodos visitados: 549.946 · hojas evaluadas: 12.716 · cortes: 0');
    // A count given already as text is left as it is.
    expect(say(msg('nodesCount', { nodes: '1 234' }), 'en')).toBe('1 234 nodes');
    expect(say(msg('mcts.iterate', { iteration: 1000, of: 10_000 }), 'es')).toBe('Iteración 1000 de 10.000: la selección empieza en la raíz.');
  });
});
