// `node scripts/fuzz-cli.mjs [N]`: issue 25's fuzz run. Feeds N inputs (default
// 100,000) through the CLI's in-process functions — `tutor search --input`
// lines (trees, requests, notation), `tutor 2048` and `search --game` lines,
// results-file lines — and random node ids through the LaTeX drawing, and
// counts:
//   crashes        an exception that is not the line's own refusal (LineError, UsageError)
//   wrong accepts  an input invalid by construction (a chance node under alpha-beta, a
//                  null option, `"depth": 2.0`, a record with `"index": 1e0`, …) answered
//   wrong refusals an input valid by construction refused
//   LaTeX unsafe   a drawing that is not printable ASCII (plus the Latin-1 letters T1 sets)
// and prints them, with the first few examples of each. Seeded (FUZZ_SEED, default 25):
// the same run every time. Exit 1 if any count but the inputs is not 0.
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const N = Number(process.argv[2] ?? 100_000);
let seed = Number(process.env.FUZZ_SEED ?? 25) >>> 0 || 1;

// The functions the CLI answers with, bundled from the source as it is now.
const entry = `
export { answerLine } from './src/cli/search.ts';
export { answerLine as answer2048Line } from './src/cli/g2048.ts';
export { answerGameLine } from './src/cli/search-game.ts';
export { LineError, UsageError } from './src/cli/io.ts';
export { DEFAULT_REQUEST } from './src/app/tree-search.ts';
export { parseRecords } from './src/experiments/records.ts';
export { forestOf, latexDocument, latexSafe, texName } from './src/app/latex.ts';
export { searchTree } from './src/app/tree-search.ts';
export { inner, leaf } from './src/games/tree/tree.ts';
export { line as recordLine } from './tests/shared/records.ts';
`;
const out = join(mkdtempSync(join(tmpdir(), 'fuzz-cli-')), 'fuzz.mjs');
await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  bundle: true,
  platform: 'node',
  // As scripts/build-cli.mjs bundles the CLI.
  mainFields: ['module', 'main'],
  format: 'esm',
  target: 'node20',
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  outfile: out,
  logLevel: 'warning',
});
const T = await import(pathToFileURL(out).href);

// ---- randomness ----------------------------------------------------------------------
const rnd = () => {
  // xorshift32
  seed ^= seed << 13;
  seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  seed >>>= 0;
  return seed / 4294967296;
};
const int = (n) => Math.floor(rnd() * n);
const pick = (a) => a[int(a.length)];
const chance = (p) => rnd() < p;

// ---- counts --------------------------------------------------------------------------
const counts = { inputs: 0, crashes: 0, wrongAccepts: 0, wrongRefusals: 0, latexUnsafe: 0 };
const examples = { crashes: [], wrongAccepts: [], wrongRefusals: [], latexUnsafe: [] };
const note = (kind, input, detail) => {
  counts[kind]++;
  if (examples[kind].length < 5) examples[kind].push(`${String(input).slice(0, 200)} → ${String(detail).slice(0, 200)}`);
};
const refusal = (e) => e instanceof T.LineError || e instanceof T.UsageError;

/**
 * Runs `f` on `input`: `expect` is 'accept' (valid by construction), 'refuse'
 * (invalid by construction) or 'any' (a mutation: only crashes count).
 */
function check(input, expect, f) {
  counts.inputs++;
  let answered;
  try {
    answered = f(input);
  } catch (e) {
    if (!refusal(e)) note('crashes', input, e instanceof Error ? `${e.name}: ${e.message}` : e);
    else if (expect === 'accept') note('wrongRefusals', input, e.message);
    return;
  }
  if (expect === 'refuse') note('wrongAccepts', input, JSON.stringify(answered)?.slice(0, 200));
  return answered;
}

// ---- trees -----------------------------------------------------------------------------
const ALGOS = ['minimax', 'alphabeta', 'expectimax', 'expectiminimax', 'negamax'];
let names = 0;
/** A tree valid by construction: {tree (canonical JSON object), kinds: the kinds of its inner nodes by ply}. */
function tree(depth, kind, named) {
  if (depth === 0 || (kind !== 'root' && chance(0.25))) return { value: int(21) - 10 };
  const k = kind === 'root' ? pick(['max', 'min', 'max', 'chance']) : kind;
  const n = 1 + int(3);
  const children = [];
  for (let i = 0; i < n; i++) {
    const next = k === 'chance' ? pick(['max', 'min', 'chance']) : chance(0.15) ? 'chance' : k === 'max' ? 'min' : 'max';
    children.push(tree(depth - 1, next, named));
  }
  if (k === 'chance') {
    // Halves, quarters, …: sums that are exact in binary.
    let rest = 1;
    children.forEach((c, i) => {
      c.p = i === n - 1 ? rest : rest / 2;
      rest -= c.p;
    });
  }
  const node = { kind: k, children };
  if (named && chance(0.5)) node.id = pick(['', 'N', 'x', '1', '0', '0.1', "1'", 'é', 'α', ' ']) + names++;
  return node;
}
/** The kinds of inner node above the depth limit, and the number of the node a searcher would refuse. */
function kindsAbove(t, limit, ply = 0, out = new Set()) {
  if (t.children === undefined || ply >= limit) return out;
  out.add(t.kind);
  for (const c of t.children) kindsAbove(c, limit, ply + 1, out);
  return out;
}
const SEARCHABLE = {
  minimax: ['max', 'min'],
  alphabeta: ['max', 'min'],
  negamax: ['max', 'min'],
  expectimax: ['max', 'chance'],
  expectiminimax: ['max', 'min', 'chance'],
};
function compact(t) {
  const label = t.id !== undefined && /^[A-Za-z_][A-Za-z0-9_]*$/.test(t.id) ? `${t.id}:` : '';
  const p = t.p !== undefined ? `${t.p}: ` : '';
  if (t.children === undefined) return `${p}${label}${t.value}`;
  return `${p}${label}${t.kind}(${t.children.map(compact).join(', ')})`;
}
const withoutIds = (t) =>
  t.children === undefined
    ? { ...(t.p === undefined ? {} : { p: t.p }), value: t.value }
    : { ...(t.p === undefined ? {} : { p: t.p }), kind: t.kind, children: t.children.map(withoutIds) };

/** One tree line, valid or invalid by construction, with what must happen to it. */
function treeLine() {
  const t = tree(1 + int(4), 'root', chance(0.5));
  const form = int(3);
  const request = { tree: form === 0 ? t : compact(form === 1 ? t : withoutIds(t)) };
  const algo = chance(0.7) ? pick(ALGOS) : undefined;
  if (algo !== undefined) request.algo = algo;
  if (chance(0.3)) request.order = pick(['given', 'best-first', 'worst-first']);
  if (chance(0.3)) request.tieRule = pick(['inclusive', 'strict', 'aima', 'cs188']);
  if (chance(0.2)) request.root = pick(['carried', 'full-window']);
  if (chance(0.3)) request.depth = int(5);
  if (chance(0.2)) request.budget = 1 + int(40);
  const used = algo ?? (JSON.stringify(t).includes('"chance"') ? 'expectiminimax' : 'alphabeta');
  const kinds = kindsAbove(t, request.depth ?? Infinity);
  const valid = [...kinds].every((k) => SEARCHABLE[used].includes(k));
  if (chance(0.5)) {
    // As a request, or (no options) the tree alone, in either notation.
    const bare = Object.keys(request).length === 1 && chance(0.5);
    return { text: bare ? (form === 0 ? JSON.stringify(t) : request.tree) : JSON.stringify(request), expect: valid ? 'accept' : 'refuse' };
  }
  // The other half made invalid, one way each.
  const how = int(9);
  const numeric = pick(['depth', 'budget']);
  if (how === 0) request[pick(['algo', 'order', 'tieRule', 'tie-rule', 'root', 'depth', 'budget'])] = null;
  else if (how === 1) request[numeric] = '__SPELT__';
  else if (how === 2) request[numeric] = pick([' 3', '3 ', '3', '0x2', '']);
  else if (how === 3) request[pick(['algorithm', 'Depth', 'tie_rule', 'trees', ''])] = 1;
  else if (how === 5) request.depth = pick([-1, 1001, 2.5, 1e21]);
  else if (how === 6) request.budget = pick([0, -3, 1000000001, 0.5]);
  else if (how === 7) {
    // A node the algorithm cannot expand, anywhere above the limit (alpha-beta would prune this one).
    const bad = {
      kind: 'max',
      children: [
        { value: 3 },
        {
          kind: 'min',
          children: [
            { value: 2 },
            {
              kind: 'chance',
              children: [
                { p: 0.5, value: 1 },
                { p: 0.5, value: 9 },
              ],
            },
          ],
        },
      ],
    };
    return {
      text: JSON.stringify({
        tree: pick([bad, compact(bad)]),
        algo: pick(['alphabeta', 'minimax', 'negamax']),
        order: pick(['given', 'best-first', 'worst-first']),
        tieRule: pick(['inclusive', 'strict']),
      }),
      expect: 'refuse',
    };
  } else if (how === 8) {
    const bad = {
      kind: 'max',
      children: [
        { kind: 'chance', children: [{ p: 1, value: 1 }] },
        { kind: 'min', children: [{ value: 2 }] },
      ],
    };
    return {
      text: JSON.stringify({ tree: pick([bad, compact(bad)]), algo: 'expectimax', order: pick(['given', 'best-first', 'worst-first']) }),
      expect: 'refuse',
    };
  }
  let text = JSON.stringify(request).replace('"__SPELT__"', pick(['1e0', '2.0', '1E1', '3.00', '1e+1', '10e-1', '-0.0']));
  // A repeated key: the tree given twice.
  if (how === 4) text = text.replace(/^\{/, '{"tree":"1",');
  return { text, expect: 'refuse' };
}

/** A line with a few characters changed: anything may happen but a crash. */
function mutate(text) {
  const chars = [...text];
  for (let k = 1 + int(3); k > 0; k--) {
    const at = int(chars.length + 1);
    const c = pick(['{', '}', '[', ']', '(', ')', ',', ':', '"', '\\', '1', 'e', '.', '-', ' ', 'max', 'chance', '\u0000', '😀', 'null', '1e400', "'"]);
    if (chance(0.4)) chars.splice(at, 1);
    else if (chance(0.5)) chars.splice(at, 0, c);
    else chars[at] = c;
  }
  return chars.join('');
}

// ---- 2048 and game lines -----------------------------------------------------------------
const board = () => Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => (chance(0.5) ? 0 : 2 ** (1 + int(6)))));
function line2048() {
  const command = pick(['move', 'heuristics', 'decide']);
  const fields = { board: board() };
  if (command === 'move') fields.dir = pick(['up', 'right', 'down', 'left']);
  if (command !== 'move' && chance(0.5)) fields.score = int(5000);
  if (command === 'decide') {
    fields.depth = 1 + int(2);
    fields.budget = 1 + int(3000);
    if (chance(0.3)) fields.algo = pick(['minimax', 'alphabeta', 'expectimax']);
  }
  let text = JSON.stringify(fields);
  let expect = 'accept';
  if (chance(0.5)) {
    expect = 'refuse';
    const how = int(5);
    if (how === 0) text = text.replace(/^\{"board":\[\[\d+/, `{"board":[[${pick(['2.0', '4e0', '1e400', '3', '-2', 'null', '"2"', '65536'])}`);
    else if (how === 1)
      text = text
        .replace(
          /}$/,
          `,"${pick(['score', 'depth', 'budget'].filter((f) => command === 'decide' || f === 'score'))}":${pick(['1e3', '2.0', 'null', '" 3"', '1e400'])}}`,
        )
        .replace(/"(score|depth|budget)":\d+,(.*)"\1":/, '$2"$1":');
    else if (how === 2) text = text.replace(/}$/, ',"dirr":"up"}');
    else if (how === 3) text = text.replace(/}$/, `,"board":${JSON.stringify(board())}}`);
    else text = text.replace(/^\{"board":\[/, '{"board":[[0,0,0,0],');
  }
  return { command, text, expect };
}
function gameLine() {
  const game = pick(['tictactoe', 'connect4']);
  const fields = {
    game,
    position: game === 'tictactoe' ? pick(['.........', 'x........', 'x...o....', 'xo.......']) : pick(['', '4', '44', '4453', '1234567']),
    depth: 1 + int(3),
    budget: 1 + int(5000),
  };
  if (chance(0.3)) fields.algo = pick(['minimax', 'alphabeta']);
  let text = JSON.stringify(fields);
  let expect = 'accept';
  if (chance(0.5)) {
    expect = 'refuse';
    const how = int(3);
    if (how === 0) text = text.replace(/"depth":\d+/, `"depth":${pick(['2.0', '1e0', 'null', '" 2"'])}`);
    else if (how === 1) text = text.replace(/"budget":\d+/, `"budget":${pick(['1e3', '100.0', 'null', '0'])}`);
    else text = text.replace(/"position":"[^"]*"/, `"position":${pick(['"x"', '"8"', 'null', '4', '"xxxx....."'])}`);
  }
  return { text, expect };
}

// ---- results files ------------------------------------------------------------------------
function resultsText() {
  const rec = T.recordLine;
  const how = int(4);
  if (how === 0) {
    // A field respelt: not a record.
    const field = pick(['index', 'depth', 'seed', 'score', 'moves', 'nodes', 'goal', 'experimentSeed', 'maxTile']);
    const text = rec.replace(new RegExp(`"${field}":(\\d+)`), (_m, v) => `"${field}":${pick([`${v}.0`, `${v}e0`, `${Number(v) / 10}e1`, 'null'])}`);
    return { text: `${text}\n`, want: (p) => p.records.length === 0 && p.problems.length === 1 };
  }
  if (how === 1) {
    // A record cut off at the end: torn, and the whole one before it kept.
    const cut = rec.slice(0, 1 + int(rec.length - 1));
    return { text: `${rec}\n${cut}`, want: (p) => p.records.length === 1 && p.torn !== null && p.problems.length === 0 };
  }
  if (how === 2) {
    // A last line that is no record: a problem, never torn.
    const junk = pick(['hello', 'not a record', '{"a":1}}', '[1,2', '12', 'x{', `${rec}x`, '{"a" 1', rec.replace('{', '')]);
    return { text: `${rec}\n${junk}`, want: (p) => p.records.length === 1 && p.torn === null && p.problems.length === 1 };
  }
  return { text: mutate(`${rec}\n${rec}\n`), want: () => true };
}

// ---- LaTeX ids -------------------------------------------------------------------------------
const UNITS = [
  'α',
  'Ω',
  '中',
  'א',
  '😀',
  '👍🏽',
  'e\u0301',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u0000',
  '\u007f',
  '\u001b',
  '\u0085',
  '\n',
  '\n\n',
  '\r\n',
  '\t',
  '\u2028',
  '\\',
  '{',
  '}',
  '$',
  '&',
  '#',
  '^',
  '_',
  '%',
  '~',
  '[',
  ']',
  ',',
  '=',
  ':',
  '"',
  "'",
  '`',
  '-',
  'é',
  'ñ',
  '×',
  '\ud800',
  'a',
  'b',
];
function randomId() {
  const n = chance(0.05) ? 60 + int(5000) : int(12);
  let s = '';
  for (let i = 0; i < n; i++) s += chance(0.2) ? String.fromCodePoint(int(0x110000)) : pick(UNITS);
  return s;
}
const REQUEST = { algo: 'alphabeta', order: 'given', tieRule: 'inclusive', root: 'carried' };
function latexCase(i) {
  counts.inputs++;
  const ids = [randomId(), randomId(), randomId(), randomId(), randomId()];
  try {
    for (const id of ids) if (!T.latexSafe(T.texName(id))) note('latexUnsafe', JSON.stringify(id), T.texName(id));
    if (i % 4 === 0) {
      const seen = new Set();
      const name = (k) => {
        let id = ids[k] || `n${k}`;
        while (seen.has(id)) id += `#${k}`;
        seen.add(id);
        return id;
      };
      const t = T.inner('max', [T.inner('min', [T.leaf(3, name(1)), T.leaf(5, name(2))], name(3)), T.leaf(int(9), name(4))], name(0));
      const { trace } = T.searchTree(t, REQUEST);
      const doc = T.latexDocument(T.forestOf(t, trace, int(trace.length + 1)), 'standalone');
      if (!T.latexSafe(doc)) note('latexUnsafe', JSON.stringify(ids), doc.match(/[^\n\x20-\x7e]/u)?.[0]);
    }
  } catch (e) {
    note('crashes', JSON.stringify(ids), e instanceof Error ? `${e.name}: ${e.message}` : e);
  }
}

// ---- the run ------------------------------------------------------------------------------------
const started = performance.now();
const share = { trees: 0.45, mutated: 0.1, g2048: 0.12, games: 0.03, results: 0.1, latex: 0.2 };
const tally = Object.fromEntries(Object.keys(share).map((k) => [k, 0]));
for (let i = 0; i < N; i++) {
  const x = rnd();
  if (x < share.trees) {
    tally.trees++;
    const { text, expect } = treeLine();
    check(text, expect, (l) => T.answerLine(l, T.DEFAULT_REQUEST));
  } else if (x < share.trees + share.mutated) {
    tally.mutated++;
    const { text } = treeLine();
    check(chance(0.5) ? mutate(text) : mutate(compact(tree(1 + int(3), 'root', false))), 'any', (l) => T.answerLine(l, T.DEFAULT_REQUEST));
  } else if (x < share.trees + share.mutated + share.g2048) {
    tally.g2048++;
    const { command, text, expect } = line2048();
    check(text, expect, (l) => T.answer2048Line(command, l, {}));
  } else if (x < share.trees + share.mutated + share.g2048 + share.games) {
    tally.games++;
    const { text, expect } = gameLine();
    check(text, expect, (l) => T.answerGameLine(l, {}));
  } else if (x < 1 - share.latex) {
    tally.results++;
    const { text, want } = resultsText();
    counts.inputs++;
    try {
      const parsed = T.parseRecords(text, 'r.jsonl');
      if (!want(parsed))
        note(
          'wrongAccepts',
          JSON.stringify(text),
          JSON.stringify({ records: parsed.records.length, torn: parsed.torn !== null, problems: parsed.problems.length }),
        );
    } catch (e) {
      note('crashes', JSON.stringify(text), e instanceof Error ? `${e.name}: ${e.message}` : e);
    }
  } else {
    tally.latex++;
    latexCase(i);
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `fuzz-cli: ${counts.inputs.toLocaleString('en')} inputs in ${seconds.toFixed(1)} s (${Object.entries(tally)
    .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
    .join(', ')})`,
);
console.log(`  crashes ${counts.crashes}, wrong accepts ${counts.wrongAccepts}, wrong refusals ${counts.wrongRefusals}, LaTeX unsafe ${counts.latexUnsafe}`);
for (const [kind, list] of Object.entries(examples)) for (const e of list) console.log(`  ${kind}: ${e}`);
process.exitCode = counts.crashes + counts.wrongAccepts + counts.wrongRefusals + counts.latexUnsafe === 0 ? 0 : 1;
