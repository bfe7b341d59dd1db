/**
 * `tutor connect4 solve` as users run it (the bundled CLI in a child process):
 * the contract line of ARCHITECTURE.md, "CLI" — one {"position","score",
 * "nodes","ms","status"} a position, in order; --analyze adds "columns"; a bad
 * line gets an error line and the batch goes on, with a non-zero exit at the end.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function tutor(args: string[], input?: string): { stdout: string; stderr: string; status: number } {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), ...args], { cwd: ROOT, input, encoding: 'utf8' });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
}

const jsonLines = (text: string): Record<string, unknown>[] =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('tutor connect4 solve', () => {
  test('one position, as JSON: the contract keys, the score of the test set', () => {
    const r = tutor(['connect4', 'solve', '--position', '5554224333234511764415115', '--json']);
    expect(r.status).toBe(0);
    const [line] = jsonLines(r.stdout);
    expect(Object.keys(line!)).toEqual(['position', 'score', 'nodes', 'ms', 'status']);
    expect(line).toMatchObject({ position: '5554224333234511764415115', score: 4, status: 'exact' });
    expect(line!.nodes).toBeGreaterThan(0);
  });

  test("a set in Pons' format, in order; a bad line is told and the batch goes on; exit 1 at the end", () => {
    const dir = mkdtempSync(join(tmpdir(), 'c4-'));
    const file = join(dir, 'set.txt');
    writeFileSync(file, '5554224333234511764415115 4\n\n1212121 0\n448\r\n52753311433677442422121 8\n1111111\n');
    const r = tutor(['connect4', 'solve', '--input', file, '--json', '--rung', 'threats']);
    expect(r.status).toBe(1);
    const lines = jsonLines(r.stdout);
    // Every line answered in its place, the empty line 2 too (issue 39).
    expect(lines.map((l) => l.position)).toEqual(['5554224333234511764415115', '', '1212121', '448', '52753311433677442422121', '1111111']);
    expect(lines.map((l) => l.status)).toEqual(['exact', 'error', 'error', 'error', 'exact', 'error']);
    expect(lines[0]!.score).toBe(4);
    expect(lines[4]!.score).toBe(8);
    expect(lines[1]).toMatchObject({ line: 2 });
    expect(lines[2]!.error).toMatch(/move 7 .*wins the game/);
    expect(lines[3]!.error).toMatch(/move 3 is "8": a move is a column 1–7/);
    expect(lines[5]!.error).toMatch(/move 7: column 1 is full/);
    expect(r.stderr).toMatch(/line 3: "1212121"/);
  });

  test('every rung gives the score of the test set (a position of End-Easy)', () => {
    const position = '2252576253462244111563365343671351441';
    const nodes = (rung: string) => jsonLines(tutor(['connect4', 'solve', '--position', position, '--rung', rung, '--json']).stdout)[0]!;
    for (const rung of ['minimax', 'alphabeta', 'centre', 'table', 'deepening', 'losing', 'threats', 'bounds']) expect(nodes(rung).score, rung).toBe(-1);
  });

  test('--analyze adds every column (null for a full one), as the reference prints them', () => {
    const r = tutor(['connect4', 'solve', '--position', '7422341735647741166133573473242566', '--analyze', '--json']);
    expect(r.status).toBe(0);
    const [line] = jsonLines(r.stdout);
    expect(line!.columns).toEqual({ '1': -3, '2': 1, '3': null, '4': null, '5': -4, '6': 1, '7': null });
    expect(line!.score).toBe(1);
  });

  test('--weak gives the sign; --budget stops with the bounds found', () => {
    const weak = jsonLines(tutor(['connect4', 'solve', '--position', '5554224333234511764415115', '--weak', '--json']).stdout)[0]!;
    expect(weak.score).toBe(1);
    const stopped = jsonLines(tutor(['connect4', 'solve', '--position', '', '--budget', '1000', '--json']).stdout)[0]!;
    expect(stopped).toMatchObject({ position: '', score: null, status: 'budget' });
  });

  test('readable lines without --json; standard input with -', () => {
    const r = tutor(['connect4', 'solve', '--input', '-'], '5554224333234511764415115\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^5554224333234511764415115: score 4 \(the player to move wins with its 18th stone\); \d+ nodes \(bounds\)/);
  });

  test('usage errors exit 2', () => {
    expect(tutor(['connect4', 'solve']).status).toBe(2);
    expect(tutor(['connect4', 'solve', '--position', '4', '--rung', 'magic']).status).toBe(2);
    expect(tutor(['connect4', 'solve', '--position', '4', '--budget', '0']).status).toBe(2);
    expect(tutor(['connect4', 'solve', '--position', '4', '--input', 'x']).status).toBe(2);
  });
});

describe('tutor bench connect4', () => {
  // The whole bench (both of Pons' sets, 1,000 positions each, the compiled references built and run beside them: about a
  // minute) is a benchmark, not a test: `npm run bench` runs it. Here the command runs on five positions of each set, in a
  // folder without the references, and its JSON is checked: every score agreeing, the figures where the contract puts them.
  test('--json on small sets: both sets, every score agreeing, no reference beside them (figures only: no timing asserted)', () => {
    const sets = mkdtempSync(join(tmpdir(), 'c4-sets-'));
    for (const set of ['end-easy.txt', 'middle-easy.txt'])
      writeFileSync(
        join(sets, set),
        readFileSync(join(ROOT, 'scripts/reference/connect4', set), 'utf8')
          .split('\n')
          .slice(0, 5)
          .join('\n') + '\n',
      );
    const r = tutor(['bench', 'connect4', '--sets', sets, '--json']);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      rung: string;
      sets: { set: string; ours: { positions: number; agree: number; meanNodes: number }; reference: unknown }[];
    };
    expect(out.rung).toBe('bounds');
    expect(out.sets.map((s) => s.set)).toEqual(['end-easy.txt', 'middle-easy.txt']);
    for (const s of out.sets) {
      expect(s.ours.positions).toBe(5);
      expect(s.ours.agree).toBe(5);
      expect(s.ours.meanNodes).toBeGreaterThan(0);
      expect(s.reference).toBeNull();
    }
  });
});
