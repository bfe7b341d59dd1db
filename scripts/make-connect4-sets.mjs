// Makes the Connect-4 test sets that Pascal Pons' End-Easy and Middle-Easy
// (scripts/reference/connect4/) lack, after his test protocol: positions from
// random games, rated by the moves left until the end of the game with perfect
// play ("remaining": ≤ 14 easy, 15–28 medium; Pons' own sets show 14 counts as
// easy), by the moves played (≤ 14 begin, 15–28 middle):
//
//   begin-easy-like.txt      1000 positions, 1–14 moves played, ≤ 14 left
//   middle-medium-like.txt    500 positions, 15–28 moves played, 15–28 left
//
// in Pons' format (`moves score`, the score the compiled reference's), and
// beside each a `.nodes.txt` file: `moves nodes`, the reference's nodes for
// the position (its RAW=1 output; deterministic: it clears its table per
// position). A game is a fixed-seed random game: each move uniform among the
// columns that are open and do not win at once; a position whose player to
// move can win at once is not kept (Pons' sets have none), nor a duplicate.
//
// Our solver (src/games/connect4, bundled here with esbuild) rates the random
// positions: begin positions by two null-window searches (is the player to
// move winning within 7 more stones, or losing within 7 of the opponent's?),
// so hard openings cost little; middle positions by an exact solve within a
// node budget (a position it cannot finish is dropped and counted). The kept
// positions' scores and node counts are then the compiled reference's (run.sh,
// g++), and the script stops if any of its scores differs from ours.
//
// Usage: node scripts/make-connect4-sets.mjs [--seed N] [--out DIR]   (needs g++; a few minutes on 2 cores)
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
};
const SEED = Number(arg('--seed', '22'));
const OUT = resolve(arg('--out', join(root, 'scripts/reference/connect4')));

const SETS = [
  { name: 'begin-easy-like', moves: [1, 14], left: [0, 14], count: 1000 },
  { name: 'middle-medium-like', moves: [15, 28], left: [15, 28], count: 500 },
];
/** Node budget of the exact solve that rates a middle position, and of each null-window search that rates a begin one. */
const MIDDLE_BUDGET = 3_000_000;
const BEGIN_BUDGET = 3_000_000;

// The solver, bundled from the TypeScript source.
const tmp = mkdtempSync(join(tmpdir(), 'c4sets-'));
const bundle = join(tmp, 'solver.mjs');
await build({
  stdin: {
    contents: [
      "export { solve, parsePosition } from './src/games/connect4/solver.ts';",
      "export { Searcher, canWin } from './src/games/connect4/solver-search.ts';",
      "export { canPlay, isWinningColumn, playColumn, emptyBoard, winLo, winHi } from './src/games/connect4/solver-board.ts';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  outfile: bundle,
  bundle: true,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});
const C4 = await import(pathToFileURL(bundle).href);

/** mulberry32: a small seeded generator, the same sequence everywhere. */
function random(seed) {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random game of n moves that nobody has won (each move among the open, not winning columns), or null. */
function randomGame(n, rnd) {
  let b = C4.emptyBoard();
  let moves = '';
  for (let k = 0; k < n; k++) {
    const open = [0, 1, 2, 3, 4, 5, 6].filter((c) => C4.canPlay(b, c) && !C4.isWinningColumn(b, c));
    if (open.length === 0) return null;
    const c = open[Math.floor(rnd() * open.length)];
    b = C4.playColumn(b, c);
    moves += String(c + 1);
  }
  return { moves, board: b };
}

/** The moves left until the end with perfect play, from the moves played and the score (22 − the winner's stones). */
function movesLeft(played, score) {
  const mine = played >> 1; // stones of the player to move
  const theirs = played - mine;
  if (score > 0) return 2 * (22 - score - mine) - 1;
  if (score < 0) return 2 * (22 + score - theirs);
  return 42 - played;
}

const searcher = new C4.Searcher();
searcher.sortThreats = true;
searcher.lowerBounds = true;
/** Whether the score of a position (whose player to move cannot win at once) is at least `beta` (true/false), null past the budget. */
function atLeast(board, beta) {
  const { curLo: cL, curHi: cH, maskLo: mL, maskHi: mH, moves } = board;
  searcher.clearTable();
  searcher.reset(BEGIN_BUDGET);
  const r = searcher.strong(cL, cH, mL, mH, moves, beta - 1, beta, C4.winLo(cL ^ mL, cH ^ mH, mL), C4.winHi(cL ^ mL, cH ^ mH, mH));
  return searcher.stopped ? null : r >= beta;
}

/** Whether a begin position has at most 14 moves left (easy): a win within 7 more stones of the player to move, or a loss within 7 of the opponent's. */
function beginEasy(board) {
  const mine = board.moves >> 1;
  const theirs = board.moves - mine;
  const win = atLeast(board, 15 - mine); // winning with stone mine + 7 or sooner
  if (win !== false) return win;
  const notLoss = atLeast(board, theirs - 14); // score ≥ theirs − 14: no loss by the opponent's stone theirs + 7
  return notLoss === null ? null : !notLoss;
}

function make({ name, moves: [lo, hi], left: [leftLo, leftHi], count }, rnd) {
  const kept = [];
  const seen = new Set();
  let tried = 0;
  let dropped = 0;
  while (kept.length < count) {
    const n = lo + Math.floor(rnd() * (hi - lo + 1));
    const game = randomGame(n, rnd);
    if (game === null || seen.has(game.moves)) continue;
    seen.add(game.moves);
    const { curLo: cL, curHi: cH, maskLo: mL, maskHi: mH } = game.board;
    if (C4.canWin(cL, cH, mL, mH)) continue;
    tried++;
    let ok;
    if (hi <= 14) ok = beginEasy(game.board);
    else {
      const r = C4.solve(game.board, { budget: MIDDLE_BUDGET });
      ok = r.score === null ? null : movesLeft(n, r.score) >= leftLo && movesLeft(n, r.score) <= leftHi;
    }
    if (ok === null) dropped++;
    if (ok === true) kept.push(game);
  }
  process.stderr.write(`${name}: ${count} kept of ${tried} positions rated (${dropped} dropped: past the budget)\n`);
  return kept;
}

const rnd = random(SEED);
for (const set of SETS) {
  const kept = make(set, rnd);
  // The compiled reference's scores and nodes (RAW=1: "position score nodes µs" a line).
  const input = join(tmp, `${set.name}.in`);
  writeFileSync(input, kept.map((g) => g.moves).join('\n') + '\n');
  const ref = spawnSync('bash', [join(root, 'scripts/reference/connect4/run.sh'), input], {
    env: { ...process.env, RAW: '1' },
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (ref.status !== 0) throw new Error(`run.sh failed: ${ref.stderr}`);
  const rows = ref.stdout
    .trim()
    .split('\n')
    .map((l) => l.split(' '));
  if (rows.length !== kept.length) throw new Error(`run.sh gave ${rows.length} lines for ${kept.length} positions`);
  rows.forEach(([moves, score], i) => {
    const ours = C4.solve(kept[i].board).score;
    if (moves !== kept[i].moves || Number(score) !== ours) throw new Error(`${kept[i].moves}: the reference says ${moves} ${score}, ours ${ours}`);
    const left = movesLeft(moves.length, Number(score));
    if (left < set.left[0] || left > set.left[1]) throw new Error(`${moves}: ${left} moves left, not in [${set.left}]`);
  });
  writeFileSync(join(OUT, `${set.name}.txt`), rows.map(([moves, score]) => `${moves} ${score}\n`).join(''));
  writeFileSync(join(OUT, `${set.name}.nodes.txt`), rows.map(([moves, , nodes]) => `${moves} ${nodes}\n`).join(''));
  const mean = rows.reduce((s, r) => s + Number(r[2]), 0) / rows.length;
  process.stderr.write(`${set.name}: written to ${OUT}; the reference's mean nodes ${mean.toFixed(2)}\n`);
}
