/**
 * `tutor search --game` for tic-tac-toe and Connect-4, as users run it (the
 * bundled CLI in a child process). The games themselves are checked in
 * process by tests/unit/tictactoe-connect4.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

describe('tutor search --game', () => {
  const ROOT = join(import.meta.dirname, '../..');
  const tutor = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), 'search', ...args], { encoding: 'utf8' });

  test('tic-tac-toe: the empty board is worth 0; a win is taken (cells 0–8)', () => {
    expect(JSON.parse(tutor(['--game', 'tictactoe', '--position', '.........', '--algo', 'minimax', '--json']).stdout)).toMatchObject({
      value: 0,
      nodes: 549_946,
    });
    expect(JSON.parse(tutor(['--game', 'tictactoe', '--position', 'xx.oo....', '--algo', 'alphabeta', '--json']).stdout)).toMatchObject({ action: 2 });
  });

  test('Connect-4: columns 1–7; centre-first visits fewer nodes; bad input is an error', () => {
    const given = JSON.parse(tutor(['--game', 'connect4', '--position', '112233', '--algo', 'alphabeta', '--depth', '4', '--json']).stdout) as {
      action: number;
      nodes: number;
    };
    expect(given.action).toBe(4);
    const centre = JSON.parse(tutor(['--game', 'connect4', '--position', '4', '--algo', 'alphabeta', '--depth', '6', '--centre-first', '--json']).stdout) as {
      nodes: number;
    };
    const plain = JSON.parse(tutor(['--game', 'connect4', '--position', '4', '--algo', 'alphabeta', '--depth', '6', '--json']).stdout) as { nodes: number };
    expect(centre.nodes).toBeLessThan(plain.nodes);
    const bad = tutor(['--game', 'connect4', '--position', '19']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/move 2 is "9"/);
  });

  test('alpha-beta’s enhancements: the same value in fewer nodes; only for alpha-beta', () => {
    const run = (args: string[]) =>
      JSON.parse(tutor(['--game', 'tictactoe', '--position', '.........', '--json', ...args]).stdout) as { value: number; nodes: number };
    const plain = run([]);
    for (const flags of [['--table'], ['--table', '--null-window', '--move-order', 'hint'], ['--deepening', '--table'], ['--move-order', 'killer']]) {
      const better = run(flags);
      expect(better.value).toBe(plain.value);
      expect(better.nodes).toBeLessThan(plain.nodes);
    }
    const c4 = (args: string[]) =>
      JSON.parse(tutor(['--game', 'connect4', '--position', '4453', '--depth', '5', '--json', ...args]).stdout) as { value: number; nodes: number };
    expect(c4(['--table', '--deepening', '--move-order', 'history']).value).toBe(c4([]).value);
    const refused = tutor(['--game', 'tictactoe', '--position', '.........', '--algo', 'minimax', '--table']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/alpha-beta/);
  });
});
