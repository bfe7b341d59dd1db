/**
 * Issue 25 through the bundled `tutor`, as users run it: the wrong accepts
 * refused (a chance node alpha-beta would prune, `null` options, `1e3` and
 * `2.0` for integers, whitespace in list flags, a root named "1", a last line
 * that is no record), the minor four (a full disk, `help nonexist`, grid
 * flags before `merge`, a cell of 1e400), long values clipped everywhere, and
 * a batch of 100,000 small trees at the searchers' speed. In process:
 * tests/unit/strict-accepts.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { line as record } from '../shared/records.ts';

const ROOT = join(import.meta.dirname, '../..');
const TUTOR = join(ROOT, 'build/cli/tutor.mjs');
const dir = mkdtempSync(join(tmpdir(), 'tutor-strict-'));
const BOARD = '[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]]';
const TINY = ['--algo', 'minimax', '--heuristic', 'h1', '--depth', '1', '--games', '2', '--goal', '64', '--workers', '1'];

function tutor(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [TUTOR, ...args], { cwd: dir, input, encoding: 'utf8', timeout: 60_000, maxBuffer: 64 * 1024 * 1024 });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
}
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
/** One or two lines of ours, no stack trace, no "internal error". */
function clean(r: ReturnType<typeof tutor>, status: number, what: RegExp): void {
  expect(r.stderr).not.toMatch(/\n\s+at |node:internal|Error: |internal error/);
  expect(r.stderr).toMatch(what);
  expect(r.status).toBe(status);
}

describe('the wrong accepts, refused', () => {
  test('alpha-beta on a tree with a chance node it would prune: refused whatever the order', () => {
    for (const order of ['given', 'best-first', 'worst-first']) {
      clean(
        tutor(['search', '--tree', '-', '--algo', 'alphabeta', '--order', order, '--json'], 'max(3, min(2, chance(0.5:1, 0.5:9)))'),
        1,
        /alpha-beta cannot search CHANCE node 1\.1: use expectimax or expectiminimax/,
      );
    }
  });

  test('JSONL: null options and integers spelt 1e3 or 2.0 get an error line each', () => {
    const lines = [
      '{"tree":"max(1,2)","tieRule":null}',
      '{"tree":"max(1,2)","depth":1e3}',
      '{"tree":"max(1,2)","depth":2.0}',
      '{"tree":"max(1,2)","budget":1e3}',
      '{"tree":"max(1,2)","depth":2}',
    ];
    const r = tutor(['search', '--input', file('strict.jsonl', lines.join('\n')), '--json']);
    expect(r.status).toBe(1);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { error?: { message: string }; value?: number });
    expect(out.map((o) => o.error?.message)).toEqual([
      'unknown tie rule null: use inclusive or strict (aliases: aima, cs188)',
      '"depth" must be a whole number 0–1000, not 1e3',
      '"depth" must be a whole number 0–1000, not 2.0',
      '"budget" must be a whole number 1–1000000000, not 1e3',
      undefined,
    ]);
    expect(out[4]!.value).toBe(2);
    const b = tutor(['2048', 'decide', '--input', file('strict-2048.jsonl', `{"board":${BOARD},"depth":2.0}\n{"board":${BOARD},"budget":1e3}\n`), '--json']);
    expect(
      b.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { error: { message: string } }).error.message),
    ).toEqual(['"depth" must be a whole number 1–12, not 2.0', '"budget" must be a whole number 1–1000000000, not 1e3']);
  });

  test('one rule for whitespace in numbers: list flags refuse it as single flags do', () => {
    clean(tutor(['tree', '--random', '--branching', ' 3']), 2, /--branching must be a whole number 1–1000, not " 3"/);
    clean(tutor(['tree', '--random', '--branching', '2, 3']), 2, /--branching must be a whole number 1–1000, not " 3"/);
    clean(tutor(['experiment', ...TINY.slice(0, 4), '--depth', ' 3']), 2, /--depth must be a whole number 1–12, not " 3"/);
    clean(tutor(['experiment', ...TINY.slice(0, 4), '--depth', '1 - 3']), 2, /--depth must be a whole number 1–12, not "1 "/);
    clean(tutor(['search', '--game', 'connect4', '--position', '4', '--algo', 'mcts', '--c', ' 1.5']), 2, /"--c" must be a number, not " 1\.5"/);
    // Words in a list may still be spaced.
    expect(tutor(['tree', '--random', '--levels', 'max, min', '--depth', '1', '--branching', '2']).status).toBe(0);
  });

  test('a root named "1" does not collide with its second child’s default id', () => {
    const r = tutor(['search', '--tree', '-', '--json'], '{"id":"1","kind":"max","children":[{"value":3},{"value":4}]}');
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ value: 4, action: "1'", actions: { 0: 3, "1'": 4 }, evaluated: ['0', "1'"] });
  });

  test('--resume repairs only a record cut off: a last line that is no record is refused, the file untouched', () => {
    const out = file('note.jsonl', `${record}\nsome note`);
    clean(tutor(['experiment', ...TINY, '--out', out, '--resume']), 2, /note\.jsonl:2:\d+: not valid JSON.*--resume repairs only a torn last line/);
    expect(readFileSync(out, 'utf8')).toBe(`${record}\nsome note`);
    const torn = file('torn.jsonl', `${record}\n${record.slice(0, 40)}`);
    const r = tutor(['experiment', ...TINY, '--out', torn, '--resume']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/torn\.jsonl:2: dropped a torn last line \(40 bytes/);
  });
});

describe('the minor four', () => {
  test('tutor help nonexist: no such command, exit 2 (not the whole help)', () => {
    const r = tutor(['help', 'nonexist']);
    clean(r, 2, /^tutor: there is no command "nonexist": the commands are search, .*\n\(tutor --help lists what it takes\)\n$/);
    expect(r.stdout).toBe('');
    clean(tutor(['help', '2048', 'nope']), 2, /there is no command "nope" under 2048: the commands are move, heuristics, decide, play/);
    expect(tutor(['help', 'search']).stdout).toMatch(/^Usage: tutor search/);
  });

  test('experiment --games 5 merge: a grid flag before merge is refused, not ignored', () => {
    const f = file('m.jsonl', `${record}\n`);
    clean(tutor(['experiment', '--games', '5', 'merge', f]), 2, /--games shapes a run's grid, not a merge/);
    clean(tutor(['experiment', '--depth', '2', 'merge', f]), 2, /--depth shapes a run's grid/);
    expect(tutor(['experiment', '--json', 'merge', f]).status).toBe(0);
    expect(tutor(['experiment', 'merge', f, '--json']).status).toBe(0);
  });

  test('a cell of 1e400 is a number too large, not "null"', () => {
    clean(
      tutor(['2048', 'move', '--board', '[[1e400,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]]', '--dir', 'left']),
      2,
      /cell \(0,0\) holds a number too large to be finite \(over 1\.8e308\)/,
    );
  });

  // A full disk needs a small file system: tmpfs, where this process may mount one (root in a container).
  const full = join(dir, 'full');
  const mounted = process.getuid?.() === 0 && spawnSync('sh', ['-c', `mkdir -p ${full} && mount -t tmpfs -o size=16k tmpfs ${full}`]).status === 0;
  test.skipIf(!mounted)(`a full disk is a plain line, not "internal error"${mounted ? '' : ' (skipped: cannot mount a small tmpfs here)'}`, () => {
    try {
      // Two pages of the four taken: the lock fits, the games do not.
      writeFileSync(join(full, 'fill'), Buffer.alloc(8192));
      const r = tutor([
        'experiment',
        '--algo',
        'expectimax',
        '--depth',
        '1',
        '--games',
        '60',
        '--goal',
        '64',
        '--workers',
        '1',
        '--out',
        join(full, 'r.jsonl'),
      ]);
      clean(r, 2, /--out .*r\.jsonl: cannot write \(no space left on the device\); the games written before are kept, --resume goes on from them/);
      expect(existsSync(join(full, 'r.jsonl.lock'))).toBe(false);
      // With the disk quite full, the lock itself cannot be made: the same plain words.
      writeFileSync(join(full, 'fill2'), Buffer.alloc(4096));
      clean(tutor(['experiment', ...TINY, '--out', join(full, 's.jsonl')]), 2, /cannot create its lock .*\(no space left on the device\)/);
    } finally {
      spawnSync('umount', [full]);
    }
  });
});

describe('long values are clipped', () => {
  const long = 'x'.repeat(100_000);
  const cases: string[][] = [
    ['search', '--algo', long],
    ['search', `--${long}`],
    ['search', '--depth', '9'.repeat(100_000)],
    ['search', '--tree', long],
    ['search', '--game', 'tictactoe', '--position', long],
    ['tree', '--random', '--branching', `3,${long}`],
    ['2048', 'move', '--board', `[["${long}",0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]`, '--dir', 'up'],
    ['connect4', 'solve', '--position', `4${long}`],
    ['experiment', '--algo', long],
    ['experiment', '--shard', long],
    ['help', long],
    [long],
    ['bench', long],
  ];
  test.each(cases.map((c) => [c.map((a) => (a.length > 30 ? `<${a.length} chars>` : a)).join(' '), c]))(
    '%s: every line under 300 characters',
    (_name, args) => {
      const r = tutor(args as string[]);
      expect(r.status).toBeGreaterThan(0);
      for (const l of r.stderr.split('\n')) expect(l.length).toBeLessThan(300);
      expect(r.stderr).toMatch(/x{30}…|9{30}…/);
    },
  );

  test('JSONL values: the error lines are short too', () => {
    const lines = [
      `{"tree":"1","algo":"${long}"}`,
      `{"tree":"1","${long}":1}`,
      `{"tree":"1","depth":"${long}"}`,
      `{"tree":"max(${long})"}`,
      `{"kind":"max","children":[{"id":"${long}","value":1},{"id":"${long}","value":2}]}`,
    ];
    const r = tutor(['search', '--input', file('long.jsonl', lines.join('\n')), '--json']);
    expect(r.status).toBe(1);
    for (const l of [...r.stderr.split('\n'), ...r.stdout.split('\n')]) expect(l.length).toBeLessThan(300);
  });
});

describe('batches at the searchers’ speed', () => {
  test('100,000 lines of small trees are answered, one result each, well within the time a recorder would take', () => {
    const shapes = [
      '1',
      'max(min(3,12,8),min(2,4,6),min(14,5,2))',
      '{"id":"A","kind":"max","children":[{"id":"b","value":3},{"id":"c","value":5}]}',
      '[[3,12,8],[2,4,6],[14,5,2]]',
    ];
    const text = Array.from({ length: 100_000 }, (_, i) => shapes[i % shapes.length]).join('\n');
    const t = performance.now();
    const r = tutor(['search', '--input', file('batch.jsonl', text), '--json']);
    const seconds = (performance.now() - t) / 1000;
    expect(r.status, r.stderr).toBe(0);
    const out = r.stdout.trim().split('\n');
    expect(out).toHaveLength(100_000);
    expect(JSON.parse(out[1]!)).toMatchObject({ value: 3, evaluated: ['0.0', '0.1', '0.2', '1.0', '2.0', '2.1', '2.2'], pruned: ['1.1', '1.2'] });
    // 1.6–2.4 s measured on a busy 2-core machine (issue 25: ≤ 5 s); with the recorder, 2.7 ms a line: 270 s.
    expect(seconds).toBeLessThan(30);
  }, 60_000);
});
