/**
 * The `tutor` command as users run it: the bundled CLI in a child process.
 * `tutor search` per the contract: --tree FILE|-, --input JSONL, --json,
 * --trace, --tie-rule, --order, --depth; errors on stderr with a non-zero exit.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const FIG52 = join(ROOT, 'fixtures/trees/aima-fig-5-2.json');

function tutor(args: string[], input?: string): { stdout: string; stderr: string; status: number } {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), ...args], { cwd: ROOT, input, encoding: 'utf8' });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
}

describe('tutor search', () => {
  test('AIMA Fig. 5.2 with alpha-beta, as JSON', () => {
    const r = tutor(['search', '--tree', FIG52, '--algo', 'alphabeta', '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out).toMatchObject({
      value: 3,
      action: 'B',
      actions: { B: 3, C: 2, D: 2 },
      evaluated: ['B1', 'B2', 'B3', 'C1', 'D1', 'D2', 'D3'],
      pruned: ['C2', 'C3'],
      nodes: 11,
    });
  });

  test('a tree on standard input, in compact notation, human-readable', () => {
    const r = tutor(['search', '--tree', '-', '--algo', 'minimax'], '[[3,12,8],[2,4,6],[14,5,2]]');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/value 3, best action 0/);
    expect(r.stdout).toMatch(/evaluated \(9\): 0\.0 0\.1 0\.2 1\.0/);
  });

  test('the tie rule and the order are selectable', () => {
    const tie = join(ROOT, 'fixtures/trees/tie-rule.json');
    const inclusive = JSON.parse(tutor(['search', '--tree', tie, '--algo', 'alphabeta', '--json']).stdout) as { evaluated: string[] };
    const strict = JSON.parse(tutor(['search', '--tree', tie, '--algo', 'alphabeta', '--tie-rule', 'strict', '--json']).stdout) as { evaluated: string[] };
    expect(inclusive.evaluated).toEqual(['b1', 'b2', 'b3', 'c1']);
    expect(strict.evaluated).toEqual(['b1', 'b2', 'b3', 'c1', 'c2']);
    const best = JSON.parse(tutor(['search', '--tree', FIG52, '--algo', 'alphabeta', '--order', 'best-first', '--json']).stdout) as { evaluated: string[] };
    expect(best.evaluated).toEqual(['B1', 'B3', 'B2', 'C1', 'D3']);
  });

  test('--input: one result per line, in order; flags apply, lines override; a bad line gets an error line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tutor-'));
    const file = join(dir, 'trees.jsonl');
    const fig =
      '{"id":"A","kind":"max","children":[{"id":"B","kind":"min","children":[{"id":"B1","value":3},{"id":"B2","value":12},{"id":"B3","value":8}]},{"id":"C","kind":"min","children":[{"id":"C1","value":2},{"id":"C2","value":4},{"id":"C3","value":6}]}]}';
    const chance =
      '{"kind":"max","children":[{"kind":"chance","children":[{"p":0.5,"value":2},{"p":0.5,"value":4}]},{"kind":"chance","children":[{"p":0.25,"value":8},{"p":0.75,"value":0}]}]}';
    writeFileSync(
      file,
      [fig, `{"tree":${fig},"algo":"minimax"}`, '{"kind":"max","children":[{"value":1}', `{"tree":${chance},"algo":"expectiminimax"}`, ''].join('\n'),
    );
    const r = tutor(['search', '--input', file, '--algo', 'alphabeta', '--json']);
    expect(r.status).toBe(1);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ algo: 'alphabeta', value: 3, action: 'B', evaluated: ['B1', 'B2', 'B3', 'C1'] });
    expect(lines[1]).toMatchObject({ algo: 'minimax', value: 3, evaluated: ['B1', 'B2', 'B3', 'C1', 'C2', 'C3'] });
    expect(lines[2]).toMatchObject({ error: { line: 1, column: 38 }, input: 3 });
    expect(lines[3]).toMatchObject({ algo: 'expectiminimax', value: 3, action: '0' });
    expect(r.stderr).toMatch(/trees\.jsonl:3: 1:38: invalid JSON/);
  });

  test('--trace prints the events as JSONL, then the result', () => {
    const r = tutor(['search', '--tree', FIG52, '--algo', 'alphabeta', '--trace']);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; node?: string; skipped?: string[] });
    expect(lines[0]).toMatchObject({ type: 'enter', node: 'A', alpha: '-Infinity', beta: 'Infinity' });
    expect(lines.find((e) => e.type === 'prune')).toMatchObject({ node: 'C', skipped: ['C2', 'C3'] });
    expect(lines.at(-1)).toMatchObject({ type: 'result', value: 3, action: 'B' });
    expect(lines.filter((e) => e.type === 'enter')).toHaveLength(11);
  });

  test('errors: located on stderr, non-zero exit, nothing on stdout', () => {
    const r = tutor(['search', '--tree', '-'], 'max(min(3, 4),\n    min(2 5))');
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/<stdin>:2:11: expected ',' or '\)' in min\( opened at line 2, column 8/);
    const missing = tutor(['search', '--tree', 'no/such/file.tree']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/no such file/);
    const wrong = tutor(['search', '--tree', FIG52, '--algo', 'minmax']);
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toMatch(/minmax/);
  });

  test('a search stopped by the node budget says so', () => {
    const r = tutor(['search', '--tree', FIG52, '--algo', 'minimax', '--budget', '5', '--json']);
    expect(r.status).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'budget', nodes: 5 });
  });

  test('tutor tree converts between notations and makes seeded random trees', () => {
    const json = tutor(['tree', '--tree', '-', '--to', 'json'], 'A:max(b:3, chance(1/4: 1, 3/4: 2))');
    expect(JSON.parse(json.stdout)).toEqual({
      id: 'A',
      kind: 'max',
      children: [
        { id: 'b', value: 3 },
        {
          kind: 'chance',
          children: [
            { p: 0.25, value: 1 },
            { p: 0.75, value: 2 },
          ],
        },
      ],
    });
    const back = tutor(['tree', '--tree', '-'], json.stdout);
    expect(back.stdout.trim()).toBe('A:max(b:3, chance(0.25: 1, 0.75: 2))');
    const a = tutor(['tree', '--random', '--branching', '2,3', '--depth', '3', '--seed', '9']);
    const b = tutor(['tree', '--random', '--branching', '2,3', '--depth', '3', '--seed', '9']);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toMatch(/^max\(\s*min\(max\(/);
    expect(tutor(['tree', '--random', '--levels', 'max,maybe']).stderr).toMatch(/--levels takes max, min, chance/);
  });

  test('narration in Spanish', () => {
    const r = tutor(['search', '--tree', FIG52, '--algo', 'alphabeta', '--narrate', '--lang', 'es']);
    expect(r.stdout).toMatch(/C ≤ 2 ≤ α = 3: MAX no elegirá este camino, así que se podan los hijos restantes de C \(C2, C3\)\./);
    expect(r.stdout).toMatch(/valor 3, mejor acción B/);
    // The algorithm is named as the language names it: "alfa-beta" (and "alpha-beta" in English).
    expect(r.stdout).toMatch(/^alfa-beta sobre un árbol de 13 nodos \(9 hojas, altura 2\)$/m);
    expect(tutor(['search', '--tree', FIG52, '--algo', 'alphabeta']).stdout).toMatch(/^alpha-beta on a tree of 13 nodes \(9 leaves, height 2\)$/m);
  });
});
