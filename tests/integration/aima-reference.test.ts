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
import { aimaJavaMakeDecision, alphaBetaSearch, expectiminimaxDecision, minimaxDecision, randomCanonical, type Answer, type Node } from '../shared/aima.ts';

const ROOT = join(import.meta.dirname, '../..');

// ---- the check ------------------------------------------------------------

function cli(algo: string, trees: Node[], extra: string[] = []): Pick<Answer, 'value' | 'action' | 'evaluated'>[] {
  const file = join(mkdtempSync(join(tmpdir(), 'aima-')), 'trees.jsonl');
  writeFileSync(file, trees.map((t) => JSON.stringify(t)).join('\n') + '\n');
  const out = execFileSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), 'search', '--input', file, '--algo', algo, '--json', ...extra], {
    encoding: 'utf8',
  });
  return out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Pick<Answer, 'value' | 'action' | 'evaluated'>);
}

const pick = ({ value, action, evaluated }: Pick<Answer, 'value' | 'action' | 'evaluated'>) => ({ value, action, evaluated });

test.each([
  ['minimax', false, minimaxDecision],
  ['alphabeta', false, alphaBetaSearch],
  ['expectiminimax', true, expectiminimaxDecision],
] as const)('%s through the CLI agrees with AIMA on 300 random trees', (algo, chance, aima) => {
  const trees = Array.from({ length: 300 }, (_, i) => randomCanonical(1000 + i, chance));
  const got = cli(algo, trees);
  expect(got).toHaveLength(trees.length);
  trees.forEach((tree, i) => {
    const want = pick(aima(tree));
    const have = pick(got[i]!);
    expect(have.action, `tree ${i}`).toBe(want.action);
    expect(have.evaluated, `tree ${i}`).toEqual(want.evaluated);
    expect(have.value, `tree ${i}`).toBeCloseTo(want.value, 9);
  });
});

test('alpha-beta with --root full-window agrees with AIMA-Java’s makeDecision on 300 random trees (MAX and MIN roots)', () => {
  const flip = (n: Node): Node =>
    'value' in n ? n : { ...n, kind: n.kind === 'max' ? 'min' : n.kind === 'min' ? 'max' : n.kind, children: n.children.map(flip) };
  const trees = Array.from({ length: 300 }, (_, i) => (i % 3 === 2 ? flip(randomCanonical(5000 + i, false)) : randomCanonical(5000 + i, false)));
  const got = cli('alphabeta', trees, ['--root', 'full-window']);
  const carried = cli('alphabeta', trees);
  let more = 0;
  trees.forEach((tree, i) => {
    const want = pick(aimaJavaMakeDecision(tree));
    const have = pick(got[i]!);
    expect(have.action, `tree ${i}`).toBe(want.action);
    expect(have.evaluated, `tree ${i}`).toEqual(want.evaluated);
    expect(have.value, `tree ${i}`).toBeCloseTo(want.value, 9);
    // The same decision as the carried window, never fewer leaves.
    expect(carried[i]!.action).toBe(have.action);
    expect(have.evaluated.length).toBeGreaterThanOrEqual(carried[i]!.evaluated.length);
    if (have.evaluated.length > carried[i]!.evaluated.length) more++;
  });
  // It does cost more somewhere (else the option would do nothing).
  expect(more).toBeGreaterThan(30);
});
