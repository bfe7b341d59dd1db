/**
 * Connect-4 matches between searchers (issue 23; src/experiments/c4-match.ts,
 * c4-records.ts, src/cli/experiment-connect4.ts), in process: the same seed
 * gives the same games, the sides alternate, each game is a legal game whose
 * record says who won, win rates and their intervals are counted right, the
 * records file is read as strictly as the 2048 one, and a results file that
 * an interrupted run left is resumed without playing a game twice (the pool's
 * workers here play in this process).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  chooseColumn,
  matchConfigs,
  matchJobs,
  parsePlayer,
  playMatch,
  summariseMatch,
  type MatchGame,
  type MatchJob,
} from '../../src/experiments/c4-match.ts';
import { parseMatchRecords, validateMatchRecord, type MatchRecord } from '../../src/experiments/c4-records.ts';
import { gameSeed } from '../../src/experiments/runner.ts';
import { wilson } from '../../src/experiments/summary.ts';
import { mcts } from '../../src/search/mcts.ts';
import { alphabeta } from '../../src/search/alphabeta.ts';
import { Connect4, EMPTY_C4, parseMoves, play, type Connect4State } from '../../src/games/connect4/game.ts';
import { connect4ExperimentCommand, matchPlan } from '../../src/cli/experiment-connect4.ts';
import type { Output } from '../../src/cli/io.ts';
import { say } from '../../src/i18n/say.ts';

const job = (over: Partial<MatchJob> = {}): MatchJob => ({
  kind: 'connect4',
  a: 'mcts:200',
  b: 'alphabeta:2',
  c: Math.SQRT2,
  index: 0,
  experimentSeed: 7,
  ...over,
});

describe('a match’s games', () => {
  test('the same seed gives the same game, move for move (wall time aside); another seed another game', () => {
    const strip = ({ ms: _ms, ...g }: MatchGame) => g;
    for (const j of [job(), job({ index: 3 }), job({ b: 'random' }), job({ a: 'mcts:50', b: 'alphabeta:3', index: 1 })]) {
      expect(strip(playMatch(j))).toEqual(strip(playMatch(j)));
    }
    const games = [1, 2, 3, 4].map((s) => playMatch(job({ experimentSeed: s })).moves);
    expect(new Set(games).size).toBeGreaterThan(1);
  });

  test('game i of every match has the seed gameSeed(experiment, i), as the 2048 games', () => {
    for (const i of [0, 1, 5]) expect(playMatch(job({ index: i, b: 'random' })).seed).toBe(gameSeed(7, i));
  });

  test('the sides alternate: a is X in the even games, O in the odd ones, so each plays X half the time', () => {
    const jobs = matchJobs([{ a: 'mcts:30', b: 'random', c: 1 }], 6, 11);
    const played = jobs.map(playMatch);
    expect(played.map((g) => g.aFirst)).toEqual([true, false, true, false, true, false]);
    // Replaying a's search on a's turns and b's on b's gives each game's columns: X is a in the even games.
    for (const g of played) {
      let state = EMPTY_C4;
      const history: number[] = [];
      for (let k = 0; k < g.moves.length; k++) {
        const aMoves = (state.toMove === 1) === g.aFirst;
        const expected = chooseColumn(aMoves ? { kind: 'mcts', iterations: 30 } : { kind: 'random' }, state, history, g.seed, 1).column;
        expect(Number(g.moves[k]) - 1, `game ${g.index}, ply ${k}`).toBe(expected);
        state = play(state, expected);
        history.push(expected);
      }
    }
  });

  test('every game is a legal game played to its end, and its winner is who the moves say', () => {
    for (const index of [0, 1, 2, 3]) {
      const g = playMatch(job({ index }));
      const p = parseMoves(g.moves);
      expect(p.ok).toBe(true);
      if (!p.ok) continue;
      expect(p.state.winner !== 0 || p.state.pieces === 42).toBe(true);
      const winner = p.state.winner === 0 ? 'draw' : (p.state.winner === 1) === g.aFirst ? 'a' : 'b';
      expect(g.winner).toBe(winner);
      expect(g.nodesA).toBeGreaterThan(0);
      expect(g.nodesB).toBeGreaterThan(0);
    }
  });

  test('the players move as the searchers do: MCTS (the generic mcts’s answer) seeded gameSeed(game, ply), alpha-beta for the side to move, random uniformly', () => {
    const history = [3, 3, 4, 2];
    const state = (parseMoves('4453') as { ok: true; state: Connect4State }).state;
    for (const [seed, iterations, c] of [
      [123, 300, 0.7],
      [9, 1000, Math.SQRT2],
      [77, 50, 0],
    ] as const) {
      const m = mcts(new Connect4(), state, { iterations, c, seed: gameSeed(seed, 4) });
      expect(chooseColumn({ kind: 'mcts', iterations }, state, history, seed, c)).toEqual({ column: m.action, nodes: m.nodes });
    }
    const ab = alphabeta(new Connect4({ machine: state.toMove }), state, { depth: 3 });
    expect(chooseColumn({ kind: 'alphabeta', depth: 3 }, state, history, 123, 0.7)).toEqual({ column: ab.action, nodes: ab.nodes });
    // The random player: every open column, about as often as the others, over many seeds.
    const counts = new Array<number>(7).fill(0);
    for (let s = 0; s < 700; s++) counts[chooseColumn({ kind: 'random' }, state, history, s, 1).column]!++;
    for (const n of counts) expect(n).toBeGreaterThan(60);
  });

  test('players by name: mcts:N, alphabeta:D, random; anything else refused in both languages', () => {
    expect(parsePlayer('mcts:1000')).toEqual({ ok: true, value: { kind: 'mcts', iterations: 1000 } });
    expect(parsePlayer('alphabeta:4')).toEqual({ ok: true, value: { kind: 'alphabeta', depth: 4 } });
    expect(parsePlayer('random')).toEqual({ ok: true, value: { kind: 'random' } });
    for (const bad of ['mcts:0', 'mcts:1e3', 'alphabeta:13', 'minimax:2', 'mcts', '']) {
      const p = parsePlayer(bad);
      expect(p.ok, bad).toBe(false);
      if (!p.ok) expect(say(p.error, 'es')).not.toBe(say(p.error, 'en'));
    }
  });

  test('the grid: each iteration count against each depth, then the random player; game by game', () => {
    const configs = matchConfigs([100, 1000], [2, 4], true, 1.5);
    expect(configs.map((c) => `${c.a}/${c.b}`)).toEqual([
      'mcts:100/alphabeta:2',
      'mcts:100/alphabeta:4',
      'mcts:100/random',
      'mcts:1000/alphabeta:2',
      'mcts:1000/alphabeta:4',
      'mcts:1000/random',
    ]);
    expect(matchJobs(configs, 3, 9).map((j) => j.index)).toEqual(configs.flatMap(() => [0, 1, 2]));
  });
});

describe('win rates', () => {
  const game = (index: number, winner: MatchGame['winner'], plies = 20): MatchGame => ({
    index,
    seed: 0,
    aFirst: index % 2 === 0,
    winner,
    moves: '1'.repeat(plies),
    ms: 10 * (index + 1),
    nodesA: 100,
    nodesB: 50,
  });

  test('wins, draws and losses from a’s side; the win rate, its Wilson interval, the score with draws as halves; as X and as O', () => {
    // Games 0, 2, 4 (a is X): a, a, draw; games 1, 3 (a is O): b, a.
    const games = [game(0, 'a'), game(1, 'b'), game(2, 'a'), game(3, 'a'), game(4, 'draw')];
    const r = summariseMatch({ a: 'mcts:10', b: 'random', c: 1 }, games);
    expect(r).toMatchObject({
      games: 5,
      wins: 3,
      draws: 1,
      losses: 1,
      winRate: 0.6,
      score: 0.7,
      asX: { games: 3, wins: 2 },
      asO: { games: 2, wins: 1 },
      meanMs: 30,
      meanPlies: 20,
      meanNodesA: 100,
      meanNodesB: 50,
    });
    expect(r.interval).toEqual(wilson(3, 5));
    // Wilson's interval of 3 in 5, as R's prop.test(3, 5, correct = FALSE) gives it: 0.2307 – 0.8824.
    expect(r.interval[0]).toBeCloseTo(0.2307, 3);
    expect(r.interval[1]).toBeCloseTo(0.8824, 3);
  });

  test('no games: rates 0, the interval the whole of [0, 1]', () => {
    expect(summariseMatch({ a: 'mcts:10', b: 'random', c: 1 }, [])).toMatchObject({ games: 0, wins: 0, winRate: 0, score: 0, interval: [0, 1] });
  });
});

describe('the matches file', () => {
  const g = playMatch(job({ index: 1 }));
  const record: MatchRecord = { game: 'connect4', a: 'mcts:200', b: 'alphabeta:2', c: Math.SQRT2, experimentSeed: 7, ...g };
  const line = JSON.stringify(record);

  test('a record as the CLI writes it is accepted as it is', () => {
    expect(validateMatchRecord(JSON.parse(line))).toEqual({ ok: true, record });
  });

  test('a decimal written with a point (`1.0`, `812.50`) is the number it spells in "c" and "ms", as in the 2048 records; integers stay strict', () => {
    const spelled = line.replace(/"c":[\d.]+/, '"c":1.0').replace(/"ms":[\d.]+/, '"ms":812.50');
    const parsed = parseMatchRecords(`${spelled}\n`, 'm.jsonl');
    expect(parsed.problems).toEqual([]);
    expect(parsed.records[0]).toMatchObject({ c: 1, ms: 812.5 });
    const integer = parseMatchRecords(`${line.replace(/"nodesA":\d+/, '"nodesA":3.0')}\n`, 'm.jsonl');
    expect(integer.problems.map((p) => say(p.message, 'en'))).toEqual([expect.stringMatching(/"nodesA"/)]);
  });

  test.each([
    [line.replace('"game":"connect4"', '"game":"2048"'), /"game" must be one of connect4/],
    [line.replace('"a":"mcts:200"', '"a":"mcts:0"'), /iterations must be a whole number 1–1000000, not 0/],
    [line.replace('"b":"alphabeta:2"', '"b":"minimax:2"'), /"minimax:2" is not a player|minimax:2 is not a player/],
    [line.replace(/"c":[\d.]+/, '"c":-1'), /"c" must be a number from 0 to 100, not -1/],
    [line.replace(/"seed":\d+/, '"seed":1'), /"seed" 1 is not game 1's seed in experiment 7/],
    [line.replace('"aFirst":false', '"aFirst":true'), /"aFirst": true does not fit game 1/],
    [line.replace(/"moves":"(\d+)"/, '"moves":"$18"'), /"moves" is not a game of Connect-4/],
    [line.replace(/"moves":"(\d+)\d"/, '"moves":"$1"'), /"moves" stops after \d+ stones, before the game ends/],
    [line.replace(/"winner":"\w+"/, g.winner === 'a' ? '"winner":"b"' : '"winner":"a"'), /"winner" is \w, but the moves say/],
    [line.replace(/"nodesA":\d+/, '"nodesA":-3'), /"nodesA"/],
    [line.replace('}', ',"extra":1}'), /unknown field "extra"/],
  ])('refused with file:line: %#', (bad, message) => {
    const parsed = parseMatchRecords(`${line}\n${bad}\n${line}\n`, 'm.jsonl');
    expect(parsed.records).toHaveLength(2);
    expect(parsed.problems.map((p) => p.line)).toEqual([2]);
    const [en, es] = [say(parsed.problems[0]!.message, 'en'), say(parsed.problems[0]!.message, 'es')];
    expect(en).toMatch(/^m\.jsonl:2: /);
    expect(en).toMatch(message);
    expect(es).not.toBe(en);
  });

  test('a torn last line is set apart, not a problem', () => {
    const parsed = parseMatchRecords(`${line}\n${line.slice(0, 40)}`, 'm.jsonl');
    expect(parsed.records).toHaveLength(1);
    expect(parsed.problems).toEqual([]);
    expect(parsed.torn?.line).toBe(2);
  });
});

describe('tutor experiment connect4, in process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'c4-matches-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const quiet = (): Output & { lines: string[]; errors: string[] } => {
    const lines: string[] = [];
    const errors: string[] = [];
    return { lines, errors, print: (l) => void lines.push(l), error: (l) => void errors.push(l) };
  };
  /** The pool's workers, playing in this process; counts the games played. */
  let played = 0;
  const inProcess = () => ({
    run: (j: MatchJob) => {
      played++;
      return Promise.resolve(playMatch(j));
    },
    end: () => undefined,
  });
  const flags = { iterations: '20,60', depth: '1', games: '4', seed: '5', workers: '2', json: true };
  /** The summary printed, wall times aside. */
  const summary = (o: { lines: string[] }) => (JSON.parse(o.lines.at(-1)!) as { matches: { meanMs: number }[] }).matches.map(({ meanMs: _ms, ...m }) => m);

  test('the flags make the grid; bad ones are usage errors', () => {
    expect(matchPlan({}).configs).toHaveLength(12);
    expect(matchPlan({ vs: 'random', iterations: '5' }).configs).toEqual([{ a: 'mcts:5', b: 'random', c: Math.SQRT2 }]);
    expect(matchPlan({ depth: '2-4', vs: 'alphabeta', iterations: '5', c: '0.5' }).configs.map((c) => `${c.b} ${c.c}`)).toEqual([
      'alphabeta:2 0.5',
      'alphabeta:3 0.5',
      'alphabeta:4 0.5',
    ]);
    for (const bad of [
      { vs: 'minimax' },
      { iterations: '0' },
      { depth: '13' },
      { depth: '4-2' },
      { c: '-1' },
      { c: '1e2' },
      { games: '0' },
      { vs: 'random', depth: '3' },
    ])
      expect(() => matchPlan(bad), JSON.stringify(bad)).toThrow();
  });

  test('an interrupted run is resumed: the games already in the file are not played again, a torn line is dropped, and the summary is the uninterrupted run’s', async () => {
    const fresh = quiet();
    played = 0;
    expect(await connect4ExperimentCommand(flags, fresh, inProcess)).toBe(0);
    expect(played).toBe(16);

    const file = join(dir, 'm.jsonl');
    const full = quiet();
    expect(await connect4ExperimentCommand({ ...flags, out: file }, full, inProcess)).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(16);
    // As a run stopped after 9 games would leave it, in the middle of writing the 10th.
    writeFileSync(file, `${lines.slice(0, 9).join('\n')}\n${lines[9]!.slice(0, 30)}`);
    const refused = quiet();
    await expect(connect4ExperimentCommand({ ...flags, out: file }, refused, inProcess)).rejects.toThrow(/torn|already has/);
    played = 0;
    const resumed = quiet();
    expect(await connect4ExperimentCommand({ ...flags, out: file, resume: true }, resumed, inProcess)).toBe(0);
    expect(played).toBe(7);
    expect(resumed.errors.join('\n')).toMatch(/dropped a torn last line/);
    const after = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as MatchRecord);
    const keys = after.map((r) => `${r.a}/${r.b}/${r.index}`);
    expect(after).toHaveLength(16);
    expect(new Set(keys).size).toBe(16);
    expect(summary(resumed)).toEqual(summary(fresh));
    // Nothing left: a second resume plays nothing.
    played = 0;
    const again = quiet();
    expect(await connect4ExperimentCommand({ ...flags, out: file, resume: true }, again, inProcess)).toBe(0);
    expect(played).toBe(0);
    expect(summary(again)).toEqual(summary(fresh));
    // Without --resume, a file that holds these games is refused.
    await expect(connect4ExperimentCommand({ ...flags, out: file }, quiet(), inProcess)).rejects.toThrow(/already has 16 of these games/);
  });
});
