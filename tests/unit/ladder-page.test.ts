/**
 * The ladder page's logic, in Node (src/ui/link/ladder-params.ts, ladder-words.ts,
 * ladder-figures.ts): its link read strictly and written back, scores and
 * passes in words, and what Measure runs and how it adds up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  END_EASY_975,
  MIDDLE_EASY_1,
  LADDER_DEFAULTS,
  LADDER_PARAMS,
  LADDER_ROUTE,
  checkLadderPosition,
  rungLink,
  type LadderParams,
} from '../../src/ui/link/ladder-params.ts';
import { boundsText, meaningText, nodesText, passText, timeText } from '../../src/ui/ladder/ladder-words.ts';
import { scoreMeaning } from '../../src/app/perfect-play.ts';
import {
  SAMPLED,
  SAMPLE_EVERY,
  addSums,
  allMatched,
  meanOf,
  measurePlan,
  noSums,
  setLines,
  taskLines,
  type Figure,
} from '../../src/ui/ladder/ladder-figures.ts';
import { EXAMPLES } from '../../src/ui/ladder/ladder-examples.ts';
import { PUBLISHED_TABLE, ladderRequests } from '../../src/app/ladder.ts';
import { PUBLISHED_NODES, RUNGS } from '../../src/games/connect4/solver.ts';
import { say } from '../../src/i18n/say.ts';
import { fuzzRuns } from './fuzz-params.ts';

const q = (s: string) => new URLSearchParams(s);
const SETS = join(import.meta.dirname, '../../scripts/reference/connect4');
const END_EASY_1 = '2252576253462244111563365343671351441';

describe('the link: #/ladder?game=&position=&rung=&pass=&step=&budget=', () => {
  test('no parameters: Connect-4 on Middle-Easy 1, no rung shown, the default budget', () => {
    expect(LADDER_ROUTE.read(q(''))).toEqual({
      values: { game: 'connect4', position: MIDDLE_EASY_1, rung: null, pass: null, step: 0, budget: 5_000_000 },
      notices: [],
    });
  });

  test('the page opens where the rungs differ by orders of magnitude (issue 35): Middle-Easy 1, minimax 1,644,817 nodes, the last rung 168', () => {
    const nodes = RUNGS.map((rung) => {
      const r = ladderRequests.ladderRung({ game: 'connect4', position: MIDDLE_EASY_1, rung });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      expect(r.run).toMatchObject({ score: 4, status: 'exact' });
      return r.run.nodes;
    });
    expect(nodes).toEqual([1_644_817, 14_160, 2_561, 1_406, 1_966, 979, 198, 168]);
    expect(nodes[0]! / nodes[nodes.length - 1]!).toBeGreaterThan(1000);
  });

  test('a whole link reads as it was written, and writes back the same', () => {
    const hash = `#/ladder?game=connect4&position=${END_EASY_1}&rung=deepening&pass=2&step=7&budget=20000000`;
    const read = LADDER_ROUTE.read(q(hash.split('?')[1]!));
    expect(read.notices).toEqual([]);
    expect(read.values).toEqual({ game: 'connect4', position: END_EASY_1, rung: 'deepening', pass: 2, step: 7, budget: 20_000_000 });
    expect(LADDER_ROUTE.write(read.values)).toBe(hash);
  });

  test('the empty Connect-4 board is position= (not left out: that is the default position)', () => {
    const shown: LadderParams = { game: 'connect4', position: '', rung: null, pass: null, step: 0, budget: LADDER_DEFAULTS.budget };
    expect(LADDER_ROUTE.write(shown)).toBe('#/ladder?game=connect4&position=');
    expect(LADDER_ROUTE.read(q('game=connect4&position=')).values.position).toBe('');
  });

  test('a rung’s link: its game, position, rung; no pass or step until one is chosen', () => {
    expect(rungLink('tictactoe', 'x...o....', 'table', LADDER_DEFAULTS.budget)).toBe('#/ladder?game=tictactoe&position=x...o....&rung=table');
  });

  test.each([
    ['game=chess', 'game', /"game" must be one of connect4, tictactoe/],
    ['position=44444444', 'position', /move 7 drops into column 4, which is already full/],
    ['position=4a', 'position', /move 2 is “a”/],
    ['position=4455667', 'position', /move 7 \(column 7\) wins the game for X/],
    ['game=tictactoe&position=xxx.oo...', 'position', /X has already won/],
    ['game=tictactoe&position=xoxxoxoxo', 'position', /the board is full/],
    ['game=tictactoe&rung=threats', 'rung', /“threats” is not a rung of this game’s ladder: minimax, alphabeta, centre, table, deepening/],
    ['budget=0x10', 'budget', /budget/],
    ['pass=0', 'pass', /pass/],
    ['rung=table&rung=bounds', 'rung', /2 times/],
    ['moves=44', 'moves', /no parameter “moves”/],
  ])('%s: a notice naming %s (and why), the default shown instead', (query, name, why) => {
    const read = LADDER_ROUTE.read(q(query));
    const notice = read.notices.find((n) => n.name === name);
    expect(notice, JSON.stringify(read.notices)).toBeDefined();
    expect(say(notice!.text, 'en')).toMatch(why);
    expect(say(notice!.text, 'es')).not.toBe(say(notice!.text, 'en'));
  });

  test('a refused position falls back to the game’s own default', () => {
    expect(LADDER_ROUTE.read(q('game=tictactoe&position=zz')).values.position).toBe('.........');
    expect(LADDER_ROUTE.read(q('position=9')).values.position).toBe(MIDDLE_EASY_1);
  });

  test('any query: read never throws, reads only its parameters, and what it reads writes back to a link that reads the same', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('connect4', 'tictactoe', '', 'x...o....', END_EASY_1, 'table', 'minimax', 'bounds', '3', '0', '1e3'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...LADDER_PARAMS, 'zz'), value), { maxLength: 6 }), (pairs) => {
        const p = new URLSearchParams();
        for (const [k, v] of pairs) p.append(k, v);
        const read = LADDER_ROUTE.read(p);
        expect(checkLadderPosition(read.values.game, read.values.position).ok).toBe(true);
        const again = LADDER_ROUTE.read(q(LADDER_ROUTE.write(read.values).split('?')[1] ?? ''));
        expect(again.notices).toEqual([]);
        // The pass and step go with a rung shown.
        expect(again.values).toEqual(read.values.rung === null ? { ...read.values, pass: null, step: 0 } : read.values);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
});

describe('scores and passes in words', () => {
  test.each([
    // Connect-4: 22 − the winner's stones.
    ['connect4', 1, 'win with your 21st stone'],
    ['connect4', 4, 'win with your 18th stone'],
    ['connect4', -1, 'loss: O wins with its 21st stone'],
    ['connect4', -20, 'loss: O wins with its 2nd stone'],
    ['connect4', 0, 'draw'],
    // Tic-tac-toe: 10 − the marks on the board; X wins with 7 marks down (its 4th), O with 6 (its 3rd).
    ['tictactoe', 3, 'win with your 4th mark'],
    ['tictactoe', -4, 'loss: O wins with its 3rd mark'],
  ] as const)('%s, %i: “%s”', (game, score, words) => {
    expect(meaningText(game, score, 'x', 'en')).toBe(words);
  });

  test('Spanish, and the meaning as data', () => {
    expect(meaningText('connect4', -1, 'o', 'es')).toBe('derrota: ganan las X con su 21.ª ficha');
    expect(scoreMeaning('connect4', 3)).toEqual({ kind: 'win', stone: 19 });
    expect(scoreMeaning('tictactoe', 0)).toEqual({ kind: 'draw' });
  });

  test('bounds a budget stopped at say what they prove', () => {
    expect(boundsText({ lower: 2, upper: 5 }, 'en')).toBe('between +2 and +5: a win, proved');
    expect(boundsText({ lower: -3, upper: -1 }, 'en')).toBe('between −3 and −1: a loss, proved');
    expect(boundsText({ lower: 0, upper: 4 }, 'en')).toMatch(/at least a draw$/);
    expect(boundsText({ lower: -4, upper: 0 }, 'en')).toMatch(/at best a draw$/);
    expect(boundsText({ lower: -18, upper: 18 }, 'en')).toMatch(/not known yet$/);
  });

  test('passes: a probe and its answer, an iteration, a single pass', () => {
    expect(passText({ guess: -1, value: 1 }, 2, 'en')).toBe('Probe 3: is X’s value above −1? → yes, ≥ +1');
    expect(passText({ guess: 10, value: 1 }, 1, 'en')).toBe('Probe 2: is X’s value above +10? → no, ≤ +1');
    expect(passText({ depth: 4, value: 2 }, 3, 'en')).toBe('Iteration 4 (depth 4): +2');
    expect(passText({}, 0, 'es')).toBe('Pasada 1');
  });

  test('the trace’s passes carry their answers: End-Easy 1 under null windows, −10 yes, +10 no, −1 yes (X’s side)', () => {
    const reply = ladderRequests.ladderRung({ game: 'connect4', position: END_EASY_1, rung: 'deepening', trace: true });
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    const passes = reply.trace!.passes.map((p, i) => passText(p, i, 'en'));
    expect(passes).toEqual([
      'Probe 1: is X’s value above −10? → yes, ≥ −2',
      'Probe 2: is X’s value above +10? → no, ≤ +1',
      'Probe 3: is X’s value above −1? → yes, ≥ +1',
    ]);
  });

  test('figures as the page writes them', () => {
    expect(nodesText(549_946, 'en')).toBe('549,946');
    expect(nodesText(51.2734, 'en')).toBe('51.27');
    expect(nodesText(283.618, 'en')).toBe('283.6');
    expect(timeText(0.04, 'en')).toBe('< 0.1 ms');
    expect(timeText(1340, 'es')).toBe('1,3 s');
  });
});

describe('measuring the sets (what Measure runs, and how it adds up)', () => {
  test('End-Easy: every rung on every position; Middle-Easy: minimax not run, alphabeta, centre and table on every 20th, the rest whole', () => {
    const plan = measurePlan(RUNGS);
    expect(plan.filter((t) => t.set === 'endEasy').map((t) => [t.rung, t.every])).toEqual(RUNGS.map((r) => [r, 1]));
    const middle = plan.filter((t) => t.set === 'middleEasy');
    expect(middle.map((t) => t.rung).sort()).toEqual(RUNGS.filter((r) => r !== 'minimax').sort());
    for (const t of middle) expect(t.every).toBe(SAMPLED.includes(t.rung) ? SAMPLE_EVERY : 1);
    // The samples last, so the table fills in at once.
    expect(plan.slice(-SAMPLED.length).every((t) => SAMPLED.includes(t.rung) && t.set === 'middleEasy')).toBe(true);
  });

  test('chunks add up to the whole: End-Easy’s first 40 positions on alphabeta, in chunks of 7, as in one call, every score the file’s', () => {
    const lines = setLines(readFileSync(join(SETS, 'end-easy.txt'), 'utf8')).slice(0, 40);
    const whole = ladderRequests.ladderSet({ lines, rung: 'alphabeta' });
    expect(whole.ok).toBe(true);
    let sums = noSums();
    for (let i = 0; i < lines.length; i += 7) {
      const part = ladderRequests.ladderSet({ lines: lines.slice(i, i + 7), rung: 'alphabeta' });
      if (part.ok) sums = addSums(sums, part.sums);
    }
    if (!whole.ok) return;
    expect({ ...sums, ms: 0 }).toEqual({ ...whole.sums, ms: 0 });
    const f: Figure = { sums, of: 40, every: 1, budget: 1e9, status: 'done' };
    expect(allMatched(f)).toBe(true);
    expect(meanOf(f)).toEqual({ mean: whole.sums.nodes / 40, atLeast: false });
  });

  test('a wrong score in the file is counted and listed; a budget stops a position and makes the mean a lower bound', () => {
    const reply = ladderRequests.ladderSet({ lines: [`${END_EASY_1} 5`, `${END_EASY_1} -1`], rung: 'bounds' });
    expect(reply).toMatchObject({ ok: true, sums: { positions: 2, matched: 1, stopped: 0, differ: [{ position: END_EASY_1, expected: '5', got: -1 }] } });
    const stopped = ladderRequests.ladderSet({ lines: ['4 0'], rung: 'minimax', budget: 1000 });
    expect(stopped).toMatchObject({ ok: true, sums: { positions: 1, stopped: 1, matched: 0 } });
    if (stopped.ok) expect(meanOf({ sums: stopped.sums, of: 1, every: 1, budget: 1000, status: 'done' })?.atLeast).toBe(true);
    expect(ladderRequests.ladderSet({ lines: ['48 0'], rung: 'bounds' })).toMatchObject({ ok: false, error: { code: 'position.invalid' } });
    expect(taskLines(['a', 'b', 'c', 'd', 'e'], { set: 'middleEasy', rung: 'table', every: 2, budget: 1, chunk: 1 })).toEqual(['a', 'c', 'e']);
  });

  test('Pons’ published table: End-Easy and Middle-Easy are the solver’s PUBLISHED_NODES; “—” where he gives none', () => {
    for (const r of RUNGS) expect({ endEasy: PUBLISHED_TABLE[r].endEasy, middleEasy: PUBLISHED_TABLE[r].middleEasy }).toEqual(PUBLISHED_NODES[r]);
    expect(PUBLISHED_TABLE.bounds.beginHard).toBe(65_920_000);
    expect(PUBLISHED_TABLE.table.beginHard).toBeNull();
  });
});

describe('the examples', () => {
  test.each(['connect4', 'tictactoe'] as const)('%s: each one a position the ladder solves', (game) => {
    for (const x of EXAMPLES[game]) expect(checkLadderPosition(game, x.position), x.position).toEqual({ ok: true, value: x.position });
  });

  test('the Pons examples carry the sets’ own scores, and every rung of End-Easy 975 agrees with it', () => {
    const lines = ['end-easy', 'middle-easy'].flatMap((f) => setLines(readFileSync(join(SETS, `${f}.txt`), 'utf8')));
    const score = new Map(lines.map((l) => l.split(' ') as [string, string]));
    for (const x of EXAMPLES.connect4) if (x.position !== '') expect(score.has(x.position), x.position).toBe(true);
    for (const rung of RUNGS)
      expect(ladderRequests.ladderRung({ game: 'connect4', position: END_EASY_975, rung })).toMatchObject({
        ok: true,
        run: { score: Number(score.get(END_EASY_975)), status: 'exact' },
      });
  });
});
