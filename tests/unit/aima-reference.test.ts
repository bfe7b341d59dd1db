/**
 * The CLI against AIMA's pseudocode, the way an outside check would run it:
 * random canonical JSON trees through `tutor search --input FILE --json`,
 * compared with a separate, literal transcription of AIMA's MINIMAX-DECISION,
 * ALPHA-BETA-SEARCH (Fig. 5.3, 5.7) and EXPECTIMINIMAX (§5.5) that records
 * the leaves it evaluates.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { rng } from '../../src/games/rng.ts';

type Node = { id: string; value: number } | { id: string; kind: 'max' | 'min' | 'chance'; children: (Node & { p?: number })[] };

const ROOT = join(import.meta.dirname, '../..');

/** A random tree with ids, values with ties, MAX/MIN levels (and chance nodes below the MAX root when asked). */
function randomCanonical(seed: number, chance: boolean): Node {
  const r = rng(seed);
  let n = 0;
  const make = (depth: number, kind: 'max' | 'min'): Node & { p?: number } => {
    const id = `n${n++}`;
    if (depth === 0 || (depth < 3 && r.next() < 0.2)) return { id, value: r.int(21) - 10 };
    const b = 1 + r.int(4);
    if (chance && depth < 4 && r.next() < 0.3) {
      const children = Array.from({ length: b }, () => make(depth - 1, kind === 'max' ? 'min' : 'max'));
      return { id, kind: 'chance', children: children.map((c) => ({ ...c, p: 1 / b })) };
    }
    return { id, kind, children: Array.from({ length: b }, () => make(depth - 1, kind === 'max' ? 'min' : 'max')) };
  };
  return make(4, 'max');
}

interface Answer {
  value: number;
  action: string | null;
  evaluated: string[];
}

// ---- AIMA, transcribed ---------------------------------------------------

function minimaxDecision(root: Node): Answer {
  const evaluated: string[] = [];
  const value = (s: Node): number => {
    if ('value' in s) return evaluated.push(s.id), s.value;
    const vs = s.children.map(value);
    return s.kind === 'max' ? Math.max(...vs) : Math.min(...vs);
  };
  return decide(root, value, evaluated);
}

function expectiminimaxDecision(root: Node): Answer {
  const evaluated: string[] = [];
  const value = (s: Node): number => {
    if ('value' in s) return evaluated.push(s.id), s.value;
    const vs = s.children.map(value);
    if (s.kind === 'chance') return s.children.reduce((sum, c, i) => sum + c.p! * vs[i]!, 0);
    return s.kind === 'max' ? Math.max(...vs) : Math.min(...vs);
  };
  return decide(root, value, evaluated);
}

/** argmax over the root's actions, first best wins (Python's max). */
function decide(root: Node, value: (s: Node) => number, evaluated: string[]): Answer {
  if ('value' in root) return { value: value(root), action: null, evaluated };
  let best = -Infinity;
  let action: string | null = null;
  for (const c of root.children) {
    const v = value(c);
    if (v > best) [best, action] = [v, c.id];
  }
  return { value: best, action, evaluated };
}

function alphaBetaSearch(root: Node): Answer {
  const evaluated: string[] = [];
  const maxValue = (s: Node, alpha: number, beta: number): number => {
    if ('value' in s) return evaluated.push(s.id), s.value;
    let v = -Infinity;
    for (const c of s.children) {
      v = Math.max(v, minValue(c, alpha, beta));
      if (v >= beta) return v;
      alpha = Math.max(alpha, v);
    }
    return v;
  };
  const minValue = (s: Node, alpha: number, beta: number): number => {
    if ('value' in s) return evaluated.push(s.id), s.value;
    let v = Infinity;
    for (const c of s.children) {
      v = Math.min(v, maxValue(c, alpha, beta));
      if (v <= alpha) return v;
      beta = Math.min(beta, v);
    }
    return v;
  };
  // AIMA's ALPHA-BETA-SEARCH at a MAX root: MAX-VALUE, remembering which action reached v first.
  if ('value' in root) return { value: maxValue(root, -Infinity, Infinity), action: null, evaluated };
  let alpha = -Infinity;
  let action: string | null = null;
  for (const c of root.children) {
    const v = minValue(c, alpha, Infinity);
    if (v > alpha) [alpha, action] = [v, c.id];
  }
  return { value: alpha, action, evaluated };
}

// ---- the check ------------------------------------------------------------

function cli(algo: string, trees: Node[]): Answer[] {
  const file = join(mkdtempSync(join(tmpdir(), 'aima-')), 'trees.jsonl');
  writeFileSync(file, trees.map((t) => JSON.stringify(t)).join('\n') + '\n');
  const out = execFileSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), 'search', '--input', file, '--algo', algo, '--json'], { encoding: 'utf8' });
  return out.trim().split('\n').map((line) => JSON.parse(line) as Answer);
}

const pick = ({ value, action, evaluated }: Answer): Answer => ({ value, action, evaluated });

test.each([
  ['minimax', false, minimaxDecision],
  ['alphabeta', false, alphaBetaSearch],
  ['expectiminimax', true, expectiminimaxDecision],
] as const)('%s through the CLI agrees with AIMA on 300 random trees', (algo, chance, aima) => {
  const trees = Array.from({ length: 300 }, (_, i) => randomCanonical(1000 + i, chance));
  const got = cli(algo, trees);
  expect(got).toHaveLength(trees.length);
  trees.forEach((tree, i) => {
    const want = aima(tree);
    const have = pick(got[i]!);
    expect(have.action, `tree ${i}`).toBe(want.action);
    expect(have.evaluated, `tree ${i}`).toEqual(want.evaluated);
    expect(have.value, `tree ${i}`).toBeCloseTo(want.value, 9);
  });
});
