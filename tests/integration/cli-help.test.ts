/**
 * What `tutor` says about itself is what it does (issue 34, part 3), as users run it: the bundled
 * CLI in a child process. Every command and subcommand that `tutor --help` lists (found by reading
 * the help, so a new one is covered too) answers `--help` and `help …` with exit 0 and names what it
 * does; the fields a `--json` help names are the fields printed; `--version` is package.json's;
 * a usage error ends with the line naming the command's help; and docs/contracts.md has a section
 * or entry for every command.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const FIG52 = join(ROOT, 'fixtures/trees/aima-fig-5-2.json');
const BOARD = '[[2,0,0,0],[0,2,0,0],[0,0,4,0],[0,0,0,2]]';

function tutor(args: string[]): { stdout: string; stderr: string; status: number } {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
}

/** The subcommands a help lists under "Commands:" (commander's own `help` left out). */
function commandsIn(help: string): string[] {
  const at = help.indexOf('\nCommands:\n');
  if (at < 0) return [];
  const names: string[] = [];
  for (const line of help.slice(at + '\nCommands:\n'.length).split('\n')) {
    const name = /^ {2}(\S+)/.exec(line)?.[1];
    if (name !== undefined && name !== 'help') names.push(name);
  }
  return names;
}

/** Every command and subcommand, as the words that call it (`['2048', 'decide']`), read from the help itself. */
function allCommands(): string[][] {
  const paths: string[][] = [];
  const visit = (path: string[]) => {
    for (const name of commandsIn(tutor([...path, '--help']).stdout)) {
      paths.push([...path, name]);
      visit([...path, name]);
    }
  };
  visit([]);
  return paths;
}

const COMMANDS = allCommands();

/** A help's description: what it says between the usage line and the options. */
const description = (help: string): string => help.slice(help.indexOf('\n'), help.search(/\n(Arguments|Options):\n/)).replace(/\s+/g, ' ');

/**
 * What the docs say each command does, which its description must name (case-sensitive: `connect4`
 * is the subcommand's word). A command the help lists that is not here fails the test below.
 */
const SAYS: { [command: string]: RegExp[] } = {
  search: [/game tree/, /position/, /tic-tac-toe/, /Connect-4/, /minimax/, /alpha-beta and its enhancements/, /negamax/, /expectiminimax/, /MCTS/],
  exercise: [/answer key/, /Markdown/, /LaTeX/, /JSON/, /Moodle XML/, /GIFT/],
  tree: [/compact notation/, /canonical JSON/, /random tree/],
  '2048': [/moves/, /heuristics/, /decisions/, /whole games/],
  '2048 move': [/slide a board/],
  '2048 heuristics': [/heuristics/, /per-cell/, /formulas/],
  '2048 decide': [/move for a board/],
  '2048 play': [/whole game/],
  connect4: [/solver/, /exact scores/],
  'connect4 solve': [/exact score/, /nodes/],
  experiment: [/2048 games/, /experiment connect4/, /Connect-4 matches/, /experiment merge/],
  'experiment merge': [/--out files/, /2048 results/, /Connect-4 matches/],
  'experiment connect4': [/Connect-4 matches/, /MCTS/, /alpha-beta/, /random player/],
  bench: [/random tree/, /2048/, /bench connect4/, /Connect-4 solver/, /MCTS/],
  check: [/minimax/, /alpha-beta/, /expectimax/, /CS188/, /aima-python/, /JavaScript/, /sandboxed/],
};

/**
 * The keys a `--json` help names, as a shape: `{"a","b":{"c"}}` → { a: null, b: { c: null } }; an
 * array's shape is its first element's; `{…}` and `[…]` say nothing of their keys (null).
 */
type Shape = { [key: string]: Shape | null } | null;
function shapeOf(text: string): Shape {
  let i = 0;
  const value = (): Shape => {
    if (text[i] === '[') {
      i++;
      const first = text[i] === '…' ? null : value();
      // The rest of the array (`,…`) says nothing more.
      for (let depth = 1; depth > 0; i++) depth += text[i] === '[' ? 1 : text[i] === ']' ? -1 : 0;
      return first;
    }
    if (text[i] !== '{') return null;
    i++;
    const shape: { [key: string]: Shape | null } = {};
    while (text[i] !== '}') {
      if (text[i] === ',' || text[i] === '…') {
        i++;
        continue;
      }
      const key = /^"(\w+)"/.exec(text.slice(i));
      if (key === null) throw new Error(`not a field list at ${i}: ${text}`);
      i += key[0].length;
      if (text[i] === ':') {
        i++;
        shape[key[1]!] = value();
      } else shape[key[1]!] = null;
    }
    i++;
    return Object.keys(shape).length === 0 ? null : shape;
  };
  return value();
}

/** Every object in `actual` has exactly the keys `shape` names, in its order, down to where the shape stops. */
function expectShape(actual: unknown, shape: Shape, where: string): void {
  if (shape === null) return;
  const value = Array.isArray(actual) ? (actual[0] as unknown) : actual;
  expect(Object.keys(value as object), where).toEqual(Object.keys(shape));
  for (const [key, inner] of Object.entries(shape)) expectShape((value as Record<string, unknown>)[key], inner, `${where}.${key}`);
}

/** The first `{…}` of the `--json` option's help, its lines joined. */
function jsonHelp(help: string): string {
  const option = /\n {2}--json\s+([\s\S]*?)(?=\n {2}-)/.exec(help)?.[1]?.replace(/\s*\n\s*/g, ' ') ?? '';
  const start = option.indexOf('{');
  let depth = 0;
  for (let i = start; i >= 0 && i < option.length; i++) {
    depth += option[i] === '{' ? 1 : option[i] === '}' ? -1 : 0;
    if (depth === 0) return option.slice(start, i + 1);
  }
  return '';
}

describe('help', () => {
  test('the help lists the commands, and each is one the docs say what it does', () => {
    expect(COMMANDS.map((c) => c.join(' ')).sort()).toEqual(Object.keys(SAYS).sort());
  });

  test.each(COMMANDS.map((c) => [c.join(' '), c] as const))('%s: --help and help say what it does, exit 0', (name, path) => {
    const help = tutor([...path, '--help']);
    expect(help.status).toBe(0);
    expect(help.stderr).toBe('');
    expect(help.stdout).toMatch(new RegExp(`^Usage: tutor ${name} `));
    for (const says of SAYS[name]!) expect(description(help.stdout), says.source).toMatch(says);
    // `tutor help 2048 decide` is `tutor 2048 decide --help`.
    const viaHelp = tutor(['help', ...path]);
    expect(viaHelp.status).toBe(0);
    expect(viaHelp.stdout).toBe(help.stdout);
  });

  test('tutor --help: every command, and --version', () => {
    const r = tutor(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^ {2}-V, --version /m);
    expect(description(r.stdout)).toMatch(/tic-tac-toe, Connect-4 and 2048/);
  });

  test.each([
    ['2048 move', ['2048', 'move', '--board', BOARD, '--dir', 'up', '--json']],
    ['2048 heuristics', ['2048', 'heuristics', '--board', BOARD, '--json']],
    ['2048 decide', ['2048', 'decide', '--board', BOARD, '--depth', '2', '--json']],
    ['2048 play', ['2048', 'play', '--seed', '1', '--moves', '3', '--depth', '1', '--json']],
    ['connect4 solve', ['connect4', 'solve', '--position', '5554224333234511764415115', '--json']],
    ['exercise', ['exercise', '--count', '1', '--json']],
    ['experiment', ['experiment', '--algo', 'minimax', '--depth', '1', '--games', '1', '--goal', '16', '--workers', '1', '--json']],
    ['experiment connect4', ['experiment', 'connect4', '--iterations', '10', '--vs', 'random', '--games', '1', '--workers', '1', '--json']],
    ['bench', ['bench', '2048', '--json']],
  ] as const)('%s: the fields its --json help names are the fields printed', (name, args) => {
    const named = jsonHelp(tutor([...name.split(' '), '--help']).stdout);
    expect(named).toMatch(/^\{"/);
    const r = tutor([...args]);
    expect(r.status, r.stderr).toBe(0);
    expectShape(JSON.parse(r.stdout), shapeOf(named), name);
  });
});

describe('--version', () => {
  test.each([['--version'], ['-V']])('%s prints package.json’s version', (flag) => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const r = tutor([flag]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${version}\n`);
    expect(r.stderr).toBe('');
  });
});

describe('usage errors end with the line naming the help', () => {
  test.each([
    [['search', '--game', 'tictactoe', '--position', '.........', '--depth', '1e3'], 'tutor search: --depth must be a whole number 1–42, not "1e3"', ' search'],
    [['search', '--tree', FIG52, '--budget', '0'], 'tutor search: budget must be a whole number 1–1000000000, not 0', ' search'],
    [['exercise', '--count', '99'], 'tutor exercise: --count must be a whole number 1–40, not 99', ' exercise'],
    [['search', '--bogus'], "tutor search: unknown option '--bogus'", ' search'],
    [['2048', 'decide', '--board', BOARD, '--depth', '99'], 'tutor 2048 decide: depth must be a whole number 1–12, not 99', ' 2048 decide'],
    [['bench', 'nope'], "tutor bench: unknown part 'nope' (the parts are 2048 and connect4)", ' bench'],
  ])('%j', (args, first, command) => {
    const r = tutor(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')).toEqual([first, `(tutor${command} --help lists what it takes)`, '']);
  });

  test('a file that cannot be used is one line: the options were right', () => {
    const r = tutor(['search', '--tree', 'no-such-tree.txt']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('tutor search: no such file: no-such-tree.txt\n');
  });
});

describe('docs/contracts.md', () => {
  const contracts = readFileSync(join(ROOT, 'docs/contracts.md'), 'utf8');
  const headings = contracts.split('\n').filter((l) => /^#{2,4} /.test(l));
  const mentions = (line: string, words: string[]) => line.includes(`\`tutor ${words.join(' ')}\``) || line.includes(`\`tutor ${words.join(' ')} `);
  /** The text under the heading that names `tutor WORDS`, to the next heading. */
  const section = (words: string[]): string => {
    const start = contracts.split('\n').findIndex((l) => /^#{2,4} /.test(l) && mentions(l, words));
    if (start < 0) return '';
    const rest = contracts.split('\n').slice(start + 1);
    const end = rest.findIndex((l) => /^#{1,4} /.test(l));
    return rest.slice(0, end < 0 ? undefined : end).join('\n');
  };

  test.each(COMMANDS.map((c) => [c.join(' '), c] as const))('%s has a heading, or an entry under its parent’s', (_, path) => {
    const own = headings.some((h) => mentions(h, path));
    // A subcommand may be an entry of its parent's section instead: a bullet that starts with its name.
    const entry = path.length > 1 && new RegExp(`^- \`${path[path.length - 1]}[ \`]`, 'm').test(section(path.slice(0, -1)));
    expect(own || entry).toBe(true);
  });

  test('--version and the hint after a usage error are documented', () => {
    expect(headings.some((h) => h.includes('`tutor --version`'))).toBe(true);
    expect(contracts).toContain('(tutor search --help lists what it takes)');
  });
});
