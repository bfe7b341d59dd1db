/**
 * `tutor bench`'s last parts (bench.ts runs them): whole 2048 games per
 * configuration beside the thesis's mean time per game, and Connect-4's
 * alpha-beta with the columns in order against centre first.
 */
import { SEARCHERS } from '../search/index.ts';
import { Connect4, parseMoves } from '../games/connect4/game.ts';
import { playGame } from '../experiments/runner.ts';
import { thesisResult } from '../experiments/thesis-results.ts';
import { english, type Output } from './io.ts';
import { row } from './bench-timing.ts';

/** Connect-4: alpha-beta's nodes with the columns in order and centre first, from a few openings. */
export function benchConnect4(out: Output): void {
  out.print('');
  out.print(
    'Connect-4, measured against the same search with the columns in order (ratio = centre first / in order; minimax for scale). No goal: the ordering is shown, not required.',
  );
  out.print('');
  out.print(row(['Connect-4 alpha-beta', 'depth', 'nodes, columns in order', 'nodes, centre first', 'ratio', 'minimax nodes']));
  out.print(row(['---', '---:', '---:', '---:', '---:', '---:']));
  for (const [opening, depth] of [
    ['', 6],
    ['4', 6],
    ['4453', 7],
    ['44', 8],
  ] as const) {
    const p = parseMoves(opening);
    if (!p.ok) throw new Error(english(p.error));
    const given = SEARCHERS.alphabeta(new Connect4({ machine: p.state.toMove }), p.state, { depth }).nodes;
    const centre = SEARCHERS.alphabeta(new Connect4({ machine: p.state.toMove, centreFirst: true }), p.state, { depth }).nodes;
    const full = depth <= 6 ? SEARCHERS.minimax(new Connect4({ machine: p.state.toMove }), p.state, { depth }).nodes.toLocaleString('en') : '–';
    out.print(
      row([`after "${opening}"`, String(depth), given.toLocaleString('en'), centre.toLocaleString('en'), `${((100 * centre) / given).toFixed(0)} %`, full]),
    );
  }
}

/** Whole games per minute on one core, per configuration (tutor experiment's unit of work). */
export function benchGames(out: Output): void {
  out.print('');
  out.print(
    'Whole games, measured against the thesis’s mean time per game (its Tables 2–4, H1: Java, 2016, its author’s machine, 100 games; ours 10 or 4): ' +
      'no goal per configuration (issue 6’s is the whole depth 1–4 grid, 9 600 games, in under 30 minutes on 2 cores: docs/results).',
  );
  out.print('');
  out.print(
    row([
      'games (H1, text, goal 2048, seed 2016)',
      'depth',
      'games',
      'won',
      'mean moves',
      'games per minute (one core)',
      'ms per game',
      'thesis ms per game',
      'thesis / ours',
    ]),
  );
  out.print(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
  for (const [algo, depth, games] of [
    ['alphabeta', 3, 10],
    ['minimax', 3, 10],
    ['expectimax', 3, 10],
    ['alphabeta', 4, 4],
    ['expectimax', 4, 4],
  ] as const) {
    const t = performance.now();
    let moves = 0;
    let won = 0;
    for (let index = 0; index < games; index++) {
      const r = playGame({ algo, heuristic: 'h1', variant: 'text', depth, index, seed: 2016, goal: 2048 });
      moves += r.moves;
      if (r.win) won++;
    }
    const ms = (performance.now() - t) / games;
    const thesis = thesisResult(algo, 'h1', depth);
    if (thesis === null) throw new Error(`no thesis result for ${algo}, H1, depth ${depth}`);
    const thesisMs = thesis.seconds * 1000;
    out.print(
      row([
        algo,
        String(depth),
        String(games),
        String(won),
        (moves / games).toFixed(0),
        (60000 / ms).toFixed(0),
        ms.toFixed(1),
        thesisMs.toFixed(0),
        `${(thesisMs / ms).toFixed(1)}×`,
      ]),
    );
  }
}
