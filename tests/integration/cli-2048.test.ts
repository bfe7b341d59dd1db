/** `tutor 2048 …` as users run it: the bundled CLI in a child process. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const EX2 = '[[64,8,4,2],[16,4,0,0],[4,0,0,0],[0,0,0,2]]';

function tutor(args: string[]): { stdout: string; stderr: string; status: number } {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), '2048', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
}

const json = (args: string[]) => JSON.parse(tutor([...args, '--json']).stdout) as Record<string, unknown>;

describe('tutor 2048', () => {
  test('move', () => {
    expect(json(['move', '--board', '[[2,2,4,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]', '--dir', 'left'])).toEqual({
      board: [
        [4, 4, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      gained: 4,
      moved: true,
    });
    expect(json(['move', '--board', '[[2,4,8,16],[0,0,0,0],[0,0,0,0],[0,0,0,0]]', '--dir', 'up'])).toMatchObject({ gained: 0, moved: false });
  });

  test('heuristics: worked example 2 as the thesis prints it, with per-cell detail', () => {
    const h = json(['heuristics', '--board', EX2, '--score', '380']);
    expect(h).toMatchObject({
      score: 380,
      empty: 8,
      similarity: 90.56666666666668,
      monotonicity: 662,
      max: 64,
      h1: 998.9547033550967,
      h2: 618.9547033550967,
      h3: 336.9547033550968,
      h4: 1090,
      variant: 'text',
    });
    expect((h.similarityCells as { row: number; col: number; mean: number }[]).find((c) => c.row === 1 && c.col === 1)?.mean).toBeCloseTo(12.66666, 4);
    const code = json(['heuristics', '--board', EX2, '--score', '380', '--variant', 'thesis-code']);
    expect(code).toMatchObject({ similarity: 89, h4: 1554, article: code.h3 });
  });

  test('decide: minimax and alpha-beta agree; every legal move has a value', () => {
    const mm = json(['decide', '--board', EX2, '--score', '380', '--algo', 'minimax', '--heuristic', 'h1', '--depth', '3']);
    const ab = json(['decide', '--board', EX2, '--score', '380', '--algo', 'alphabeta', '--heuristic', 'h1', '--depth', '3']);
    expect(ab.action).toBe(mm.action);
    expect(ab.value).toBe(mm.value);
    expect(Object.keys(mm.actions as object)).toEqual(['up', 'right', 'down', 'left']);
    expect(ab.nodes as number).toBeLessThan(mm.nodes as number);
    expect(typeof mm.ms).toBe('number');
  });

  test('--input: flags for every line, a line overrides, a bad board gets an error line', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'g2048-')), 'boards.jsonl');
    writeFileSync(
      file,
      [`{"board":${EX2},"score":380}`, `{"board":${EX2},"score":380,"heuristic":"h4"}`, '{"board":[[3,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]],"score":0}'].join(
        '\n',
      ),
    );
    const r = spawnSync(
      process.execPath,
      [join(ROOT, 'bin/tutor.mjs'), '2048', 'decide', '--input', file, '--algo', 'expectimax', '--heuristic', 'h1', '--depth', '2'],
      { encoding: 'utf8' },
    );
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[0]!.action).toBeTypeOf('string');
    expect(lines[1]!.value).not.toBe(lines[0]!.value);
    expect(lines[2]).toMatchObject({ input: 3, error: { message: expect.stringMatching(/cell \(0,0\) holds 3/) } });
    expect(r.status).toBe(1);
    const h = spawnSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), '2048', 'heuristics', '--input', file, '--variant', 'thesis-code'], {
      encoding: 'utf8',
    });
    expect(JSON.parse(h.stdout.split('\n')[0]!)).toMatchObject({ similarity: 89 });
  });

  test('bad input: a clear message naming the cell, a non-zero exit', () => {
    const r = tutor(['heuristics', '--board', '[[2,0,0,0],[0,0,0,0],[0,0,6,0],[0,0,0,0]]']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/cell \(2,2\) holds 6: a cell is 0 \(empty\) or a power of two from 2 to 32768/);
    expect(tutor(['decide', '--board', EX2, '--algo', 'negamax']).status).not.toBe(0);
  });

  test('play: the same seed plays the same game', () => {
    const a = json(['play', '--algo', 'expectimax', '--heuristic', 'h1', '--depth', '2', '--seed', '11', '--moves', '60']);
    const b = json(['play', '--algo', 'expectimax', '--heuristic', 'h1', '--depth', '2', '--seed', '11', '--moves', '60']);
    expect(a.record).toEqual(b.record);
    expect(a).toMatchObject({ seed: 11, moves: 60 });
    const shown = tutor(['play', '--algo', 'alphabeta', '--heuristic', 'h2', '--depth', '2', '--seed', '3', '--moves', '2']);
    expect(shown.stdout).toMatch(/seed 3 · alphabeta, h2 \(text\), depth 2/);
    expect(shown.stdout).toMatch(/move 2: (up|right|down|left)/);
  });
});
