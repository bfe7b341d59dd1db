/**
 * A student's record judged against the reference's (src/student/verdict.ts,
 * issue 37): the verdict's rules (action, evaluated nodes in order, the set of
 * generated states) and the first divergence, explained in both languages,
 * for each classic bug, written here as the records such code makes (events
 * short: `+B` generates B, `=B1` evaluates B1).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseTree } from '../../src/games/tree/parse.ts';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import { referenceRecord } from '../../src/student/reference.ts';
import { judge } from '../../src/student/verdict.ts';
import type { StudentAlgo, StudentRecord, StudentTieRule } from '../../src/student/contract.ts';
import { say } from '../../src/i18n/say.ts';
import { StudentTree } from '../../src/student/tree-states.ts';
import { alternatingTrees } from './arbitraries.ts';
import { aimaSearch, cs188Agent } from './student-submissions.ts';

const tree = (text: string): TreeNode => {
  const r = parseTree(text);
  if (!r.ok) throw new Error(`${text}: ${say(r.error.reason, 'en')}`);
  return r.tree;
};

/** A record from short events: `+B` generates B, `=B1` evaluates B1. */
const rec = (events: string, action: string | null): StudentRecord => ({
  events: events
    .split(/\s+/)
    .filter((e) => e !== '')
    .map((e) => ({ type: e[0] === '+' ? 'generate' : 'evaluate', node: e.slice(1) })),
  action,
});

// AIMA Fig. 5.2 (fixtures/trees/aima-fig-5-2.json).
const FIG = tree('A:max(B:min(B1:3, B2:12, B3:8), C:min(C1:2, C2:4, C3:6), D:min(D1:14, D2:5, D3:2))');
// Ours: C's first child equals α = 5; the rules part there.
const TIES = tree('A:max(B:min(B1:5, B2:7), C:min(C1:5, C2:9, C3:1), D:min(D1:6, D2:5))');

/** Judges `got` on `t` against the reference of `algo` under `tie`, and words the divergence's explanation in both languages. */
function verdictOf(t: TreeNode, algo: StudentAlgo, tie: StudentTieRule, got: StudentRecord, opts: { rounds?: number } = {}) {
  const expected = referenceRecord(t, { algo, tie, style: tie === 'cs188' ? 'cs188' : 'aima', ...opts });
  const v = judge('t', t, expected, got, 5);
  const explanation = v.divergence === null ? null : { en: say(v.divergence.explanation, 'en'), es: say(v.divergence.explanation, 'es') };
  return { v, explanation };
}

const AB = '+B +B1 =B1 +B2 =B2 +B3 =B3 +C +C1 =C1 +D +D1 =D1 +D2 =D2 +D3 =D3';
const MINIMAX = '+B +B1 =B1 +B2 =B2 +B3 =B3 +C +C1 =C1 +C2 =C2 +C3 =C3 +D +D1 =D1 +D2 =D2 +D3 =D3';

describe('the verdict', () => {
  test.each(['aima', 'cs188'] as const)('a correct alpha-beta passes, with no divergence (%s)', (tie) => {
    const { v } = verdictOf(FIG, 'alphabeta', tie, rec(AB, 'B'));
    expect(v).toEqual({
      name: 't',
      passed: true,
      action: { expected: 'B', got: 'B' },
      evaluated: { expected: ['B1', 'B2', 'B3', 'C1', 'D1', 'D2', 'D3'], got: ['B1', 'B2', 'B3', 'C1', 'D1', 'D2', 'D3'] },
      generated: { missing: [], extra: [] },
      divergence: null,
      error: null,
      ms: 5,
    });
  });

  test('no pruning: the states generated beyond the reference’s are listed, and the first explained', () => {
    const { v, explanation } = verdictOf(FIG, 'alphabeta', 'aima', rec(MINIMAX, 'B'));
    expect(v.passed).toBe(false);
    expect(v.generated).toEqual({ missing: [], extra: ['C2', 'C3'] });
    expect(v.divergence).toMatchObject({ index: 10, node: 'C2', expected: { type: 'generate', node: 'D' }, got: { type: 'generate', node: 'C2' } });
    expect(explanation).toEqual({
      en: 'You generated C2, but alpha-beta prunes it: at C, v = 2 ≤ α = 3 after C1.',
      es: 'Has generado C2, pero alfa-beta lo poda: en C, v = 2 ≤ α = 3 tras C1.',
    });
  });

  test('α raised at MIN (the thesis’s slip): a cut where the window allows none', () => {
    // At B, α ← max(α, v) = 3 after B1; then B2 gives v = 3 ≤ α = 3, and B3 is cut.
    const { v, explanation } = verdictOf(FIG, 'alphabeta', 'aima', rec('+B +B1 =B1 +B2 =B2 +C +C1 =C1 +D +D1 =D1 +D2 =D2 +D3 =D3', 'B'));
    expect(v.generated).toEqual({ missing: ['B3'], extra: [] });
    expect(v.divergence).toMatchObject({ index: 5, node: 'C', expected: { type: 'generate', node: 'B3' } });
    expect(explanation).toEqual({
      en: 'You skipped B3, but alpha-beta cannot prune it: at B, v = 3 > α = −∞ after B2, so B3 is searched next.',
      es: 'Te has saltado B3, pero alfa-beta no puede podarlo: en B, v = 3 > α = −∞ tras B2, así que B3 se explora a continuación.',
    });
  });

  test('successors generated eagerly: the same leaves in the same order; only the order of generation shows it', () => {
    const eager = '+B +C +D +B1 +B2 +B3 =B1 =B2 =B3 +C1 +C2 +C3 =C1 =C2 =C3 +D1 +D2 +D3 =D1 =D2 =D3';
    const { v, explanation } = verdictOf(FIG, 'minimax', 'aima', rec(eager, 'B'));
    // The contract's checks pass (as CS188's would): the divergence is still told.
    expect(v.passed).toBe(true);
    expect(v.divergence).toMatchObject({ index: 1, node: 'C', expected: { type: 'generate', node: 'B1' } });
    expect(explanation).toEqual({
      en: 'You generated C before B was searched: a successor is generated when its turn comes, once the one before it is searched.',
      es: 'Has generado C antes de explorar B: cada sucesor se genera cuando le toca, una vez explorado el anterior.',
    });
    // Under alpha-beta, eager generation also generates what is pruned.
    const ab = verdictOf(FIG, 'alphabeta', 'aima', rec('+B +C +D +B1 +B2 +B3 =B1 =B2 =B3 +C1 +C2 +C3 =C1 +D1 +D2 +D3 =D1 =D2 =D3', 'B'));
    expect(ab.v.passed).toBe(false);
    expect(ab.v.generated.extra).toEqual(['C2', 'C3']);
    expect(ab.explanation?.en).toMatch(/^You generated C before B was searched/);
  });

  test('children reversed: the same set of states (CS188’s check passes it), the leaves in another order', () => {
    const reversed = '+D +D3 =D3 +D2 =D2 +D1 =D1 +C +C3 =C3 +C2 =C2 +C1 =C1 +B +B3 =B3 +B2 =B2 +B1 =B1';
    const { v, explanation } = verdictOf(FIG, 'minimax', 'aima', rec(reversed, 'B'));
    expect(v.passed).toBe(false);
    expect(v.generated).toEqual({ missing: [], extra: [] });
    expect(v.evaluated.got[0]).toBe('D3');
    expect(explanation).toEqual({
      en: 'You generated D before B: the children of A are searched in their order, B, C, D.',
      es: 'Has generado D antes que B: los hijos de A se exploran en su orden, B, C, D.',
    });
  });

  test('cutting on equality under CS188’s rule: a cut the rule forbids', () => {
    const inclusive = '+B +B1 =B1 +B2 =B2 +C +C1 =C1 +D +D1 =D1 +D2 =D2';
    const { v, explanation } = verdictOf(TIES, 'alphabeta', 'cs188', rec(inclusive, 'B'));
    expect(v.generated.missing).toEqual(['C2', 'C3']);
    expect(explanation).toEqual({
      en: "You pruned C2, but under CS188's rule there is no cut on equality: at C, v = 5 equals α after C1, and alpha-beta cuts only when v < α; C2 is searched next.",
      es: 'Has podado C2, pero con la regla de CS188 no se corta con igualdad: en C, v = 5 es igual a α tras C1, y alfa-beta solo corta si v < α; C2 se explora a continuación.',
    });
  });

  test('not cutting on equality under AIMA’s rule: a cut not made', () => {
    const strict = '+B +B1 =B1 +B2 =B2 +C +C1 =C1 +C2 =C2 +C3 =C3 +D +D1 =D1 +D2 =D2';
    const { explanation } = verdictOf(TIES, 'alphabeta', 'aima', rec(strict, 'B'));
    expect(explanation).toEqual({
      en: "You generated C2, but under AIMA's rule alpha-beta prunes it: at C, v = 5 equals α after C1, and AIMA cuts on equality too (v ≤ α).",
      es: 'Has generado C2, pero con la regla de AIMA alfa-beta lo poda: en C, v = 5 es igual a α tras C1, y AIMA también corta con igualdad (v ≤ α).',
    });
  });

  test('the search stopped early (a return inside the loop over the root’s moves)', () => {
    const { v, explanation } = verdictOf(FIG, 'minimax', 'aima', rec('+B +B1 =B1 +B2 =B2 +B3 =B3', 'B'));
    expect(v.passed).toBe(false);
    expect(v.divergence).toMatchObject({ index: 7, node: 'C', expected: { type: 'generate', node: 'C' }, got: null });
    expect(explanation).toEqual({
      en: "Your search stopped here, but the reference's goes on: it generates C next.",
      es: 'Tu búsqueda se detuvo aquí, pero la de referencia sigue: a continuación genera C.',
    });
  });

  test('the search went on where the reference ends', () => {
    const { explanation } = verdictOf(FIG, 'minimax', 'aima', rec(`${MINIMAX} =A`, 'B'));
    expect(explanation).toEqual({
      en: "The reference's search ends here, but yours went on: you evaluated A.",
      es: 'La búsqueda de referencia termina aquí, pero la tuya siguió: has evaluado A.',
    });
  });

  test('minimax skipping a child (a cut where there is none to make)', () => {
    const { explanation } = verdictOf(FIG, 'minimax', 'aima', rec('+B +B1 =B1 +B2 =B2 +C +C1 =C1 +C2 =C2 +C3 =C3 +D +D1 =D1 +D2 =D2 +D3 =D3', 'B'));
    expect(explanation).toEqual({
      en: 'You skipped B3, but minimax searches every child of B: B3 comes next.',
      es: 'Te has saltado B3, pero minimax explora todos los hijos de B: B3 va a continuación.',
    });
  });

  test('a leaf evaluated twice', () => {
    const { explanation } = verdictOf(FIG, 'minimax', 'aima', rec('+B +B1 =B1 =B1', 'B'));
    expect(explanation).toEqual({
      en: 'You evaluated B1 a second time: the reference evaluates each state once.',
      es: 'Has evaluado B1 por segunda vez: la referencia evalúa cada estado una sola vez.',
    });
  });

  describe('the same steps, another action', () => {
    test('a wrong value backed up, or the best not kept', () => {
      const { v, explanation } = verdictOf(FIG, 'alphabeta', 'aima', rec(AB, 'C'));
      expect(v.passed).toBe(false);
      expect(v.divergence).toMatchObject({ index: 17, node: 'C', expected: null, got: null });
      expect(explanation).toEqual({
        en: "You chose C, but the best move is B, worth 3; C is worth at most 2. Your search made the reference's steps, so a value was backed up wrongly or the best was not kept.",
        es: 'Has elegido C, pero la mejor jugada es B, que vale 3; C vale como mucho 2. Tu búsqueda dio los mismos pasos que la de referencia, así que un valor se propagó mal o no se guardó el mejor.',
      });
    });

    test('a tie broken the other way: the first best in order is chosen', () => {
      const events = '+B +B1 =B1 +B2 =B2 +C +C1 =C1 +C2 =C2 +C3 =C3 +D +D1 =D1 +D2 =D2';
      const { explanation } = verdictOf(TIES, 'minimax', 'aima', rec(events, 'D'));
      expect(explanation).toEqual({
        en: 'You chose D, but B is worth as much, 5, and comes first: on a tie the first best move in order is chosen.',
        es: 'Has elegido D, pero B vale lo mismo, 5, y va antes: en un empate se elige la primera jugada mejor en orden.',
      });
    });

    test('no action', () => {
      const { explanation } = verdictOf(FIG, 'minimax', 'aima', rec(MINIMAX, null));
      expect(explanation?.en).toBe('Your search chose no move; the best is B, worth 3.');
    });
  });

  describe('CS188’s depth', () => {
    // Two agents, one round: B's children are evaluated where they stand, with their own values.
    const t = tree('A:max(B:min(C:max(c1:1, c2:9), D:max(d1:4)), E:min(F:max(f1:2), g:0))');
    for (const n of [t.children[0]!.children[0]!, t.children[0]!.children[1]!, t.children[1]!.children[0]!]) n.own = 5;

    test('counting plies for rounds: a search that goes past the depth limit', () => {
      const { explanation } = verdictOf(t, 'minimax', 'cs188', rec('+B +C +c1 =c1', 'B'), { rounds: 1 });
      expect(explanation).toEqual({
        en: 'You generated c1, but the search stops at C: it is at ply 2, the depth limit of 2 plies (1 round of 2 agents), so it is evaluated.',
        es: 'Has generado c1, pero la búsqueda se detiene en C: está en la capa 2, el límite de profundidad de 2 capas (1 ronda de 2 agentes), así que se evalúa.',
      });
    });

    test('a search that stops short of the depth limit', () => {
      const { explanation } = verdictOf(t, 'minimax', 'cs188', rec('+B =B +E =E', 'B'), { rounds: 1 });
      expect(explanation).toEqual({
        en: 'You evaluated B, but the search goes deeper: B is at ply 1, and the depth limit is 2 plies (1 round of 2 agents).',
        es: 'Has evaluado B, pero la búsqueda sigue bajando: B está en la capa 1, y el límite de profundidad es 2 capas (1 ronda de 2 agentes).',
      });
    });
  });

  test('an error is the verdict: no divergence, the reference’s action and leaves kept', () => {
    const error = { kind: 'exception' as const, message: "NameError: name 'alpha' is not defined", line: 12 };
    const expected = referenceRecord(FIG, { algo: 'alphabeta', tie: 'aima', style: 'aima' });
    expect(judge('fig', FIG, expected, error, 3)).toEqual({
      name: 'fig',
      passed: false,
      action: { expected: 'B', got: null },
      evaluated: { expected: ['B1', 'B2', 'B3', 'C1', 'D1', 'D2', 'D3'], got: [] },
      generated: { missing: [], extra: [] },
      divergence: null,
      error,
      ms: 3,
    });
  });

  test('correct submissions pass on random game trees, with no divergence, both ways', () => {
    fc.assert(
      fc.property(alternatingTrees, fc.integer({ min: 1, max: 3 }), (t, rounds) => {
        for (const algo of ['minimax', 'alphabeta'] as const) {
          const cs = judge(
            't',
            t,
            referenceRecord(t, { algo, tie: 'cs188', style: 'cs188', rounds }),
            cs188Agent(new StudentTree(t, { maxCalls: 1e5, rounds }), algo),
            0,
          );
          const aima = judge('t', t, referenceRecord(t, { algo, tie: 'aima', style: 'aima' }), aimaSearch(new StudentTree(t, { maxCalls: 1e5 }), algo), 0);
          expect([cs.passed, cs.divergence, aima.passed, aima.divergence]).toEqual([true, null, true, null]);
        }
      }),
      { numRuns: 100, seed: 37 },
    );
  });

  test('against a plain record (no reference bookkeeping) the divergence is still found and told', () => {
    const v = judge('fig', FIG, rec(AB, 'B'), rec(MINIMAX, 'B'), 1);
    expect(v.divergence?.index).toBe(10);
    expect(say(v.divergence!.explanation, 'en')).toBe('Here the reference generates D; you generated C2.');
  });
});
