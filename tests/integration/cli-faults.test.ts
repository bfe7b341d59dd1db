/**
 * The CLI fault suite (issue 12): one case per class of hostile input, run on
 * the bundled `tutor` as users run it. Each must end within seconds with a
 * clear message (no Node stack trace) and the documented exit code:
 * 1 bad input, 2 bad usage or an unreadable file, 3 stopped by the budget.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const TUTOR = join(ROOT, 'build/cli/tutor.mjs');
const dir = mkdtempSync(join(tmpdir(), 'tutor-faults-'));
const BOARD = '[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]]';

function tutor(args: string[], input?: string): { stdout: string; stderr: string; status: number; ms: number } {
  const t = performance.now();
  const r = spawnSync(process.execPath, [TUTOR, ...args], { cwd: dir, input, encoding: 'utf8', timeout: 30_000, maxBuffer: 64 * 1024 * 1024 });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1, ms: performance.now() - t };
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** What every fault must look like: the exit code, one or two lines on stderr that say `what`, no stack trace. */
function clean(r: ReturnType<typeof tutor>, status: number, what: RegExp): void {
  expect(r.stderr).not.toMatch(/\n\s+at |node:internal|Error: |throw /);
  expect(r.stderr).toMatch(what);
  expect(r.status).toBe(status);
}

describe('files and streams', () => {
  test('a missing file, a directory, an unreadable file: one line, exit 2', () => {
    clean(tutor(['search', '--tree', 'nope.txt']), 2, /^tutor search: no such file: nope\.txt\n$/);
    mkdirSync(join(dir, 'a-dir'), { recursive: true });
    clean(tutor(['search', '--tree', 'a-dir']), 2, /a-dir is a directory/);
    const locked = file('locked.txt', 'max(1,2)');
    chmodSync(locked, 0o000);
    const r = tutor(['search', '--tree', locked]);
    // root reads anything: then the file is simply searched.
    if (process.getuid?.() !== 0) clean(r, 2, /no permission to read/);
  });

  test('a reader that closes the pipe early ends it quietly', () => {
    const tree = file('big.txt', `max(${Array.from({ length: 3000 }, (_, i) => `min(${i},${i + 1},${i + 2})`).join(',')})`);
    const r = spawnSync('bash', ['-c', `node ${TUTOR} search --tree ${tree} --trace | head -1`], { encoding: 'utf8' });
    expect(r.stdout.split('\n')[0]).toMatch(/^\{"type":"enter"/);
    expect(r.stderr).toBe('');
  });
});

describe('size limits, checked before any work', () => {
  test('a random tree too big to search is refused at once', () => {
    const r = tutor(['tree', '--random', '--branching', '1000', '--depth', '5']);
    clean(r, 2, /more than 10\^15 nodes; the most a tree may have is 250,000/);
    expect(r.ms).toBeLessThan(5000);
  });

  test('2048 at depth 10^9 is refused; a deep game search stops at its default budget', () => {
    clean(tutor(['2048', 'decide', '--board', BOARD, '--depth', '1000000000']), 2, /depth must be a whole number 1–12, not 1000000000/);
    const r = tutor(['2048', 'decide', '--board', BOARD, '--depth', '12', '--json']);
    expect(r.status).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ value: null, status: 'budget', nodes: 20_000_000 });
  });

  test('Connect-4 searched to the end of the game stops at its default budget', () => {
    const r = tutor(['search', '--game', 'connect4', '--position', '', '--depth', '42', '--json']);
    expect(r.status).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ value: null, status: 'budget', nodes: 5_000_000 });
  });
});

describe('recursion input could drive past the stack', () => {
  const deep = (n: number) => `${'{"kind":"max","children":['.repeat(n)}{"value":1}${']}'.repeat(n)}`;

  test('a JSON tree 5,000 levels deep: refused with its place', () => {
    clean(tutor(['search', '--tree', file('deep.json', deep(5000))]), 1, /deep\.json:1:\d+: the tree is nested deeper than 1000 levels/);
    clean(
      tutor(['search', '--tree', file('deep.txt', `${'max('.repeat(5000)}1${')'.repeat(5000)}`)]),
      1,
      /deep\.txt:1:\d+: the tree is nested deeper than 1000 levels/,
    );
  });

  test('a tree 1,000 levels deep is searched, traced and printed', () => {
    const r = tutor(['search', '--tree', file('deep1000.json', deep(999)), '--json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ value: 1, nodes: 1000 });
    const printed = tutor(['tree', '--tree', file('deep1000b.json', deep(999))]);
    expect(printed.stderr).toBe('');
    expect(printed.stdout).toMatch(/^max\(\n +max\(/);
  });

  test('a tree over 250,000 nodes is refused with the place where it goes over', () => {
    clean(
      tutor(['search', '--tree', file('huge.txt', `max(${Array.from({ length: 300_000 }, () => '1').join(',')})`)]),
      1,
      /huge\.txt:1:\d+: the tree has more than 250,000 nodes/,
    );
  });

  test('a MIN node with 150,000 children, most of them pruned, under alpha-beta', () => {
    const wide = `max(min(5), min(1,${Array.from({ length: 150_000 }, (_, i) => i % 97).join(',')}))`;
    const r = tutor(['search', '--tree', file('wide.txt', wide), '--algo', 'alphabeta', '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { value: number; pruned: string[] };
    expect(out.value).toBe(5);
    expect(out.pruned).toHaveLength(150_000);
  });

  test('in --input mode, a deep line and a wide line do not stop the batch: every line is answered, in order', () => {
    const lines = [
      deep(5000),
      '{"tree":"max(3, min(2, 9))","algo":"minimax"}',
      `{"kind":"max","children":[${Array.from({ length: 150_000 }, (_, i) => `{"value":${i}}`).join(',')}]}`,
      'max(1, 2)',
    ];
    const r = tutor(['search', '--input', file('batch.jsonl', lines.join('\n')), '--json']);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toHaveLength(4);
    expect(out[0]).toMatchObject({ input: 1, error: { message: expect.stringMatching(/nested deeper than 1000 levels/) } });
    expect(out[1]).toMatchObject({ value: 3 });
    expect(out[2]).toMatchObject({ value: 149_999 });
    expect(out[3]).toMatchObject({ value: 2 });
    expect(r.status).toBe(1);
  });
});

describe('strict numbers and types', () => {
  test.each([
    [['search', '--tree', '-', '--depth', ' '], /depth must be a whole number 0–1000, not " "/],
    [['search', '--tree', '-', '--depth', '0x2'], /depth must be a whole number 0–1000, not "0x2"/],
    [['search', '--tree', '-', '--budget', '1e3'], /budget must be a whole number 1–1000000000, not "1e3"/],
    [['search', '--game', 'tictactoe', '--position', '.........', '--random-seed', 'abc'], /--random-seed must be a whole number 0–4294967295, not "abc"/],
    [['tree', '--random', '--min', '10', '--max', '1'], /--min 10 is above --max 1/],
    [['tree', '--random', '--seed', '-1'], /--seed must be a whole number 0–4294967295, not -1/],
    [['2048', 'decide', '--board', BOARD, '--goal', '5'], /goal must be a tile, a power of two from 4 to 32768, not 5/],
    [['2048', 'decide', '--board', BOARD, '--score', '-1'], /score must be a whole number 0–100000000, not -1/],
    [['2048', 'play', '--seed', '2.5'], /seed must be a whole number 0–4294967295, not "2.5"/],
  ])('%j is a usage error naming the field and the range', (args, message) => {
    clean(tutor(args, 'max(1,2)'), 2, message);
  });

  test('JSONL fields of the wrong type, duplicate keys, non-objects: each line answered with its problem', () => {
    const lines = [
      `{"board":${BOARD},"depth":[1]}`,
      `{"board":${BOARD},"score":null}`,
      `{"board":${BOARD},"depth":1,"depth":2}`,
      'null',
      '5',
      `{"board":${BOARD},"algo":"minimax","depth":1}`,
    ];
    const r = tutor(['2048', 'decide', '--input', file('decide.jsonl', lines.join('\n'))]);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { error?: { message: string; column?: number }; input?: number; action?: string });
    expect(out.map((o) => o.error?.message ?? o.action)).toEqual([
      '"depth" must be a whole number 1–12, not [1]',
      '"score" must be a whole number 0–100000000, not null',
      'duplicate key "depth"',
      'each line must be a JSON object, not null',
      'each line must be a JSON object, not 5',
      'up',
    ]);
    expect(out[2]!.error!.column).toBe(62);
    expect(r.stderr.split('\n')[0]).toBe(`${join(dir, 'decide.jsonl')}:1: "depth" must be a whole number 1–12, not [1]`);
    expect(r.status).toBe(1);
  });

  test('duplicate keys in a tree or a request are refused with their position', () => {
    clean(
      tutor(['search', '--tree', file('dup.json', '{"kind":"max",\n "children":[{"value":1}],\n "kind":"min"}')]),
      1,
      /dup\.json:3:2: duplicate key "kind"/,
    );
    const r = tutor([
      'search',
      '--input',
      file('dup.jsonl', '{"tree":"max(1,2)","algo":"minimax","algo":"alphabeta"}\n{"tree":"max(1,2)","tieRule":["aima"]}'),
    ]);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { error: { message: string } });
    expect(out[0]!.error).toEqual({ line: 1, column: 37, message: 'duplicate key "algo"' });
    expect(out[1]!.error.message).toMatch(/unknown tie rule \["aima"\]/);
  });
});

describe('contract', () => {
  test('usage errors exit 2 with one line and a hint, not the whole help', () => {
    const r = tutor(['search', '--bogus']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("tutor search: unknown option '--bogus'\n(tutor search --help lists what it takes)\n");
    const bad = tutor(['2048', 'decide', '--algo', 'nope']);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(2);
    expect(tutor(['2048', 'decide', '--help']).status).toBe(0);
  });

  test('a budget-stopped value is null everywhere, with exit 3', () => {
    for (const args of [
      ['search', '--tree', '-', '--budget', '2', '--json'],
      ['search', '--game', 'tictactoe', '--position', '.........', '--budget', '2', '--json'],
      ['2048', 'decide', '--board', BOARD, '--budget', '2', '--json'],
      // The budget runs out after the first move is valued in full (found by the fuzzer): still null.
      ['2048', 'decide', '--board', '[[0,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,16]]', '--budget', '200', '--json'],
    ]) {
      const r = tutor(args, 'max(min(3,12,8),min(2,4,6))');
      expect(r.status, args.join(' ')).toBe(3);
      expect(JSON.parse(r.stdout), args.join(' ')).toMatchObject({ value: null, status: 'budget' });
    }
  });

  test('an unknown word is pointed at, not past', () => {
    const r = tutor(['search', '--tree', '-'], 'max(min(3, 12), A: foo  , 2)');
    clean(r, 1, /^<stdin>:1:20: unknown word "foo"/);
    const s = tutor(['search', '--tree', '-'], 'max(min(3, 12), bar )');
    clean(s, 1, /^<stdin>:1:17: unknown word "bar"/);
  });
});

/** Found by trying the CLI as a hostile tester would, after the first round of fixes. */
describe('second round', () => {
  test('an algorithm that cannot search the tree is bad input (exit 1), not an internal error', () => {
    const r = tutor(['search', '--tree', '-', '--algo', 'minimax'], 'max(chance(0.5: 1, 0.5: 2))');
    clean(r, 1, /^<stdin>: minimax cannot search CHANCE node 0: use expectimax or expectiminimax\n$/);
    expect(r.stderr).not.toMatch(/internal/);
  });

  test('a batch answers empty lines too: one answer per line, in order', () => {
    const r = tutor(['search', '--input', '-'], 'max(1,2)\n\n   \nmax(3,4)\n');
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { value?: number; error?: { message: string }; input?: number });
    expect(out.map((o) => o.value ?? o.input)).toEqual([2, 2, 3, 4]);
    expect(out[1]!.error!.message).toMatch(/the line is empty/);
    expect(r.status).toBe(1);
  });

  test('a request field that is not an option, or a number given as text, is refused, never ignored', () => {
    const r = tutor(
      ['search', '--input', '-'],
      [
        '{"tree":"max(1,2)","algorithm":"minimax"}',
        '{"tree":"max(1,2)","depth":"1"}',
        '{"tree":"max(1,2)","budget":"5"}',
        '{"tree":"max(1,2)","tieRule":"aima","tie-rule":"cs188"}',
        '{"tree":"max(1,2)","depth":1}',
      ].join('\n'),
    );
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { value?: number; error?: { message: string } });
    expect(out.map((o) => o.error?.message ?? o.value)).toEqual([
      'unknown field "algorithm": a line takes tree, algo, order, tieRule, tie-rule, root, depth, budget',
      '"depth" must be a whole number 0–1000, not "1"',
      '"budget" must be a whole number 1–1000000000, not "5"',
      'give the tie rule once: tieRule or tie-rule, not both',
      2,
    ]);
    const g = tutor(['2048', 'move', '--input', '-', '--dir', 'up'], [`{"board":${BOARD},"depth":3}`, `{"board":"${BOARD}"}`, `{"board":${BOARD}}`].join('\n'));
    const moves = g.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { moved?: boolean; error?: { message: string } });
    expect(moves.map((o) => o.error?.message ?? o.moved)).toEqual([
      'unknown field "depth": a line takes board, dir',
      'a board is 4 rows of 4 cells, e.g. [[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]]',
      true,
    ]);
  });

  test('options that cannot go together, or given twice, are usage errors', () => {
    clean(tutor(['search', '--tree', 'a', '--input', 'b']), 2, /option '--tree <file>' cannot be used with option '--input <file>'/);
    clean(tutor(['search', '--game', 'tictactoe', '--position', '.........', '--trace']), 2, /'--game <game>' cannot be used with option '--trace'/);
    clean(tutor(['tree', '--random', '--tree', 'x']), 2, /'--random' cannot be used with option '--tree <file>'/);
    clean(tutor(['tree', '--tree', '-', '--branching', '3'], 'max(1)'), 2, /--branching goes with --random/);
    clean(tutor(['exercise', '--json', '--format', 'latex']), 2, /'--json' cannot be used with option '--format <format>'/);
    clean(tutor(['search', '--tree', '-', '--depth', '2', '--depth=3'], 'max(1,2)'), 2, /^tutor search: --depth is given twice: give it once\n/);
  });

  test('a command that needs a subcommand gets one line and a hint, not its whole help', () => {
    for (const [args, line] of [
      [[], 'tutor: give a command: search, exercise, tree, 2048, connect4, experiment, bench, check'],
      [['2048'], 'tutor 2048: give a command: move, heuristics, decide, play'],
    ] as const) {
      const r = tutor([...args]);
      expect(r.status).toBe(2);
      expect(r.stderr.split('\n')).toEqual([line, `(tutor${args.length === 0 ? '' : ' 2048'} --help lists what it takes)`, '']);
    }
    expect(tutor(['2048', '--help']).status).toBe(0);
  });

  test('a device or a pipe is read up to the limit, then refused; a byte-order mark is dropped', () => {
    const r = tutor(['search', '--tree', '/dev/zero']);
    clean(r, 2, /\/dev\/zero is larger than 64 MiB/);
    expect(r.ms).toBeLessThan(15_000);
    expect(tutor(['search', '--tree', file('bom.txt', '\ufeffmax(1,2)'), '--json']).stdout).toMatch(/"value":2/);
  });

  test('merge reads a device up to the limit, and a lock that is not a file is not read', () => {
    const r = tutor(['experiment', 'merge', '/dev/zero']);
    clean(r, 2, /\/dev\/zero is larger than 64 MiB/);
    expect(r.ms).toBeLessThan(15_000);
    const out = join(dir, 'locked-out.jsonl');
    mkdirSync(`${out}.lock`, { recursive: true });
    clean(tutor(['experiment', '--algo', 'minimax', '--depth', '1', '--games', '1', '--out', out]), 2, /its lock .*locked-out\.jsonl\.lock is not a file/);
  });

  test('bench takes strict numbers too', () => {
    clean(tutor(['bench', '--nodes', '0']), 2, /--nodes must be a whole number 1000–20000000, not 0/);
    clean(tutor(['bench', '--runs', '1e3']), 2, /--runs must be a whole number 1–100, not "1e3"/);
  });

  test('a tic-tac-toe position no game can reach is refused, saying why', () => {
    for (const [position, why] of [
      ['xxxooo..x', /both X and O have three in a row/],
      ['xxx.oo.o.', /X has three in a row, so X moved last \(one x more than o\), but this position has 3 x and 3 o/],
      ['ooo.xx.xx', /O has three in a row, so O moved last \(as many x as o\), but this position has 4 x and 3 o/],
      ['xxxxoo.oo', /X has three in a row, so X moved last/],
      ['xxxoxooox', /^$/],
    ] as const) {
      const r = tutor(['search', '--game', 'tictactoe', '--position', position]);
      if (why.source === '^$') expect(r.status, position).toBe(0);
      else clean(r, 1, why);
    }
  });

  test('a huge word or number is quoted in part, not echoed whole', () => {
    const r = tutor(['search', '--tree', '-'], `max(${'9'.repeat(1_000_000)})`);
    clean(r, 1, /^<stdin>:1:5: the number 9{37}… is too large\n$/);
    const w = tutor(['search', '--tree', '-'], `max(${'b'.repeat(1_000_000)}, 2)`);
    clean(w, 1, /unknown word "b{37}…"/);
    expect(w.stderr.length).toBeLessThan(400);
  });

  test('a character the parser cannot read is shown whole, an invisible one by its code point', () => {
    clean(tutor(['search', '--tree', '-'], 'max(😀, 2)'), 1, /^<stdin>:1:5: .* but found '😀'/);
    clean(tutor(['search', '--tree', '-'], 'max(1,\u00002)'), 1, /^<stdin>:1:7: .* but found U\+0000/);
  });
});
