/**
 * Results files you can trust (issue 12, part 4), in process: the records'
 * schema and its messages, the torn tail, and the experiments page's import
 * and kept state (the fuzzing of mutated files is in fuzz.test.ts). What the
 * CLI does with the files (--resume, the lock on --out, merge) is in
 * tests/integration/results-files.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseRecords, validateRecord } from '../../src/experiments/records.ts';
import { gameSeed } from '../../src/experiments/runner.ts';
import { defaultGrid, gridKeys, importResults, loadStore, openStore, saveStore, type Grid } from '../../src/ui/experiments/experiments-store.ts';
import type { StorageLike } from '../../src/ui/platform/stored.ts';
import { validRecords } from './fuzz-results.ts';
import { say } from '../../src/i18n/say.ts';
import { line, record } from '../shared/records.ts';

describe('the records’ schema', () => {
  test('a record as the CLI writes it is accepted, root full-window too; carried is the default', () => {
    expect(validateRecord(record)).toEqual({ ok: true, record });
    const full = { ...record, root: 'full-window' };
    expect(validateRecord(full)).toMatchObject({ ok: true, record: full });
    const carried = validateRecord({ ...record, root: 'carried' });
    expect(carried.ok && 'root' in carried.record).toBe(false);
  });

  test.each([
    ['null', /each line must be a JSON object, not null/],
    ['5', /not 5/],
    ['[]', /not \[\]/],
    ['{}', /"algo" must be one of .*, not missing/],
    ['"x"', /JSON object/],
    [line.replace('"win":false', '"win":"no"'), /"win" must be true or false, not "no"/],
    [line.replace('"depth":1', '"depth":"1"'), /"depth" must be a whole number 1–12, not "1"/],
    [line.replace('"depth":1', '"depth":13'), /"depth" must be a whole number 1–12, not 13/],
    [line.replace('"score":2056', '"score":20.5'), /"score" must be a whole number/],
    [line.replace('"score":2056', '"score":-1'), /"score"/],
    [line.replace('"ms":6.695515', '"ms":-1'), /"ms" must be a number ≥ 0/],
    [line.replace('"ms":6.695515', '"ms":null'), /"ms"/],
    [line.replace('"goal":2048', '"goal":2000'), /"goal" must be a tile/],
    [line.replace('"maxTile":128', '"maxTile":100'), /"maxTile" must be a power of two/],
    [line.replace('"algo":"alphabeta"', '"algo":"negamax"'), /"algo" must be one of/],
    [line.replace('"variant":"text"', '"variant":"Text"'), /"variant"/],
    [line.replace('"seed":3920062702', '"seed":3920062703'), /"seed" 3920062703 is not game 1's seed in experiment 2016 \(that is 3920062702\)/],
    [line.replace('"win":false', '"win":true'), /"win": true does not fit "maxTile" 128/],
    [line.replace('}', ',"extra":1}'), /unknown field "extra"/],
    [line.replace('"algo":"alphabeta"', '"algo":"minimax","root":"full-window"'), /"root": "full-window" is only for alphabeta/],
    [line.replace('"index":1', '"index":1,"index":1'), /f\.jsonl:2:\d+: duplicate key "index"/],
    ['{"algo":"minimax",', /f\.jsonl:2:\d+: not valid JSON/],
  ])('refused with file:line: %s', (bad, message) => {
    const parsed = parseRecords(`${line}\n${bad}\n${line}\n`, 'f.jsonl');
    expect(parsed.records).toHaveLength(2);
    expect(parsed.torn).toBeNull();
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]!.line).toBe(2);
    const [en, es] = [say(parsed.problems[0]!.message, 'en'), say(parsed.problems[0]!.message, 'es')];
    expect(en).toMatch(/^f\.jsonl:2:/);
    expect(en).toMatch(message);
    expect(es).toMatch(/^f\.jsonl:2:/);
    expect(es).not.toBe(en);
  });

  test('a torn tail is not a bad line in the middle; blank lines and \\r\\n are fine', () => {
    const torn = parseRecords(`${line}\n${line.slice(0, 30)}`, 'f.jsonl');
    expect(torn.records).toHaveLength(1);
    expect(torn.problems).toEqual([]);
    expect(torn.torn).toMatchObject({ line: 2, chars: 30 });
    expect(torn.endsWithNewline).toBe(false);
    const middle = parseRecords(`${line.slice(0, 30)}\n${line}\n`, 'f.jsonl');
    expect(middle.torn).toBeNull();
    expect(middle.problems.map((p) => p.line)).toEqual([1]);
    // A whole last record without a newline is a record, not a torn tail.
    const whole = parseRecords(`${line}\n${line}`, 'f.jsonl');
    expect(whole).toMatchObject({ torn: null, problems: [], endsWithNewline: false, lines: [1, 2] });
    expect(parseRecords(`\n${line}\r\n\n  \n${line}\r\n`, 'f.jsonl')).toMatchObject({ problems: [], lines: [2, 5] });
  });

  test('fast-check: every generated record passes, and its game seed is checked', () => {
    fc.assert(
      fc.property(validRecords, (r) => {
        expect(validateRecord(JSON.parse(JSON.stringify(r)))).toEqual({ ok: true, record: r });
        expect(r.seed).toBe(gameSeed(r.experimentSeed, r.index));
      }),
      { numRuns: 200 },
    );
  });
});

describe('the experiments page: import and what the browser kept (src/ui/experiments/experiments-store.ts)', () => {
  const STORE = 'ast.experiments';
  /** A Map-backed storage, as the page's is (src/ui/platform/stored.ts's StorageLike). */
  const kept = (items: { [key: string]: string } = {}) => {
    const map = new Map(Object.entries(items));
    const storage: StorageLike = {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
    return { map, storage };
  };
  const grid: Grid = { algos: ['minimax', 'alphabeta'], heuristics: ['h1'], from: 1, to: 3, games: 10, seed: 2016, variant: 'text' };
  const game = { index: 1, seed: 3920062702, win: false, score: 2056, maxTile: 128, moves: 200, ms: 6.7, nodes: 912 };

  test('a kept state is read field by field; a corrupt or foreign one is reported, moved aside, and the page starts clean (a game that cannot be read: experiments-store.test.ts)', () => {
    const good = JSON.stringify({ grid, done: { '2016|alphabeta/h1/1/text#1': game } });
    expect(loadStore(good)).toMatchObject({ ok: true, grid, done: { '2016|alphabeta/h1/1/text#1': game } });
    expect(openStore(kept({ [STORE]: good }).storage)).toEqual({ grid, done: { '2016|alphabeta/h1/1/text#1': game }, problem: null });
    for (const [raw, reason] of [
      ['{"grid":', /not valid JSON/],
      ['null', /must be a JSON object, not null/],
      ['{"theme":"dark"}', /unknown field "theme"/],
      [JSON.stringify({ grid: { ...grid, games: 'ten' }, done: {} }), /"games" must be a whole number/],
      ['{"grid":{},"grid":{}}', /duplicate key "grid"/],
    ] as const) {
      const { map, storage } = kept({ [STORE]: raw });
      const opened = openStore(storage);
      expect(opened.done).toEqual({});
      expect(opened.grid).toEqual(defaultGrid());
      expect(say(opened.problem!, 'en')).toMatch(reason);
      expect(say(opened.problem!, 'en')).toMatch(/the page starts clean/);
      expect(say(opened.problem!, 'es')).toMatch(/la página empieza de cero/);
      expect(map.get(`${STORE}.unreadable`)).toBe(raw);
      expect(map.has(STORE)).toBe(false);
    }
  });

  test('import: valid games join the page’s (same keys), problems name file:line in both languages, nothing already there is lost', () => {
    const { map, storage } = kept({ [STORE]: JSON.stringify({ grid, done: { '2016|alphabeta/h1/1/text#1': game } }) });
    const opened = openStore(storage);
    const rec = (over: object) => JSON.stringify({ ...record, ...over });
    const text = [
      line, // alphabeta/h1/1 game 1: already there
      rec({ algo: 'minimax', index: 1 }), // new, in the grid
      rec({ score: 9999 }), // the same game, a different result: kept as it was
      'null',
      rec({ algo: 'minimax', index: 0, seed: gameSeed(2016, 0) }),
      rec({ goal: 64, maxTile: 128, win: true }),
      rec({ root: 'full-window' }),
      rec({ algo: 'expectiminimax' }),
      rec({ algo: 'minimax', index: 1, experimentSeed: 7, seed: gameSeed(7, 1) }), // another seed: outside the grid
      '{"algo":"minimax","heur',
    ].join('\n');
    const { done, report } = importResults(text, 'r.jsonl', opened.done, gridKeys(opened.grid));
    expect(report).toMatchObject({ added: 3, already: 1, conflicts: 1, outside: 1 });
    expect(report.problems.map((p) => say(p, 'en'))).toEqual([
      expect.stringMatching(/^r\.jsonl:4: each line must be a JSON object, not null$/),
      expect.stringMatching(/^r\.jsonl:6: a game played to 64/),
      expect.stringMatching(/^r\.jsonl:7: alphabeta\/h1\/1\/text\/full-window cannot be chosen/),
      expect.stringMatching(/^r\.jsonl:8: expectiminimax\/h1\/1\/text cannot be chosen/),
      expect.stringMatching(/^r\.jsonl:10: the last line is torn/),
    ]);
    expect(say(report.problems[1]!, 'es')).toMatch(/^r\.jsonl:6: una partida jugada hasta 64/);
    expect(Object.keys(done).sort()).toEqual(['2016|alphabeta/h1/1/text#1', '2016|minimax/h1/1/text#0', '2016|minimax/h1/1/text#1', '7|minimax/h1/1/text#1']);
    expect(done['2016|alphabeta/h1/1/text#1']).toEqual(game);
    // The games given are left as they were; what the page saves reads back the same.
    expect(Object.keys(opened.done)).toEqual(['2016|alphabeta/h1/1/text#1']);
    expect(saveStore(storage, opened.grid, done)).toBeNull();
    expect(loadStore(map.get(STORE)!)).toMatchObject({ ok: true, done });
    // A file with nothing valid adds nothing.
    const nothing = importResults('null\n[]\n', 'x.jsonl', done, gridKeys(grid));
    expect(nothing.report.added).toBe(0);
    expect(nothing.report.problems.map((p) => say(p, 'en'))).toEqual([expect.stringMatching(/^x\.jsonl:1:/), expect.stringMatching(/^x\.jsonl:2:/)]);
    expect(nothing.done).toEqual(done);
  });
});
