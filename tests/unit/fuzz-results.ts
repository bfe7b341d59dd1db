/**
 * fast-check generators of results files (`tutor experiment --out`, JSONL):
 * whole records, records mutated the ways files break (torn, glued, retyped,
 * duplicated keys, junk), and texts made of them; and the property every
 * such text must satisfy through parseRecords. Shared by the quick property
 * in results-files.test.ts and longer fuzzing runs.
 */
import fc from 'fast-check';
import { gameSeed } from '../../src/experiments/runner.ts';
import { parseRecords, validateRecord, type ResultRecord } from '../../src/experiments/records.ts';
import { say } from '../../src/i18n/say.ts';
import { ALGORITHMS_2048, HEURISTICS, VARIANTS } from '../../src/games/g2048/settings.ts';

/** Records that pass the schema: consistent seed, win and tiles. */
export const validRecords: fc.Arbitrary<ResultRecord> = fc
  .record({
    algo: fc.constantFrom(...ALGORITHMS_2048),
    heuristic: fc.constantFrom(...HEURISTICS),
    depth: fc.integer({ min: 1, max: 12 }),
    variant: fc.constantFrom(...VARIANTS),
    fullWindow: fc.boolean(),
    experimentSeed: fc.oneof(fc.constantFrom(0, 2016, 4294967295), fc.integer({ min: 0, max: 4294967295 })),
    goalLog: fc.integer({ min: 2, max: 15 }),
    index: fc.integer({ min: 0, max: 99999 }),
    tileLog: fc.integer({ min: 1, max: 17 }),
    score: fc.integer({ min: 0, max: 4_000_000 }),
    moves: fc.integer({ min: 0, max: 200_000 }),
    ms: fc.double({ min: 0, max: 1e7, noNaN: true, noDefaultInfinity: true }),
    nodes: fc.oneof(fc.nat(), fc.constant(Number.MAX_SAFE_INTEGER)),
  })
  .map(({ algo, heuristic, depth, variant, fullWindow, experimentSeed, goalLog, index, tileLog, score, moves, ms, nodes }): ResultRecord => {
    const goal = 2 ** goalLog;
    const maxTile = 2 ** tileLog;
    return {
      algo,
      heuristic,
      depth,
      variant,
      ...(fullWindow && algo === 'alphabeta' ? { root: 'full-window' as const } : {}),
      experimentSeed,
      goal,
      index,
      seed: gameSeed(experimentSeed, index),
      win: maxTile >= goal,
      score,
      maxTile,
      moves,
      ms: Object.is(ms, -0) ? 0 : ms,
      nodes,
    };
  });

const validLine = validRecords.map((r) => JSON.stringify(r));

/** One way a line of a results file goes wrong. */
const mutate = (line: string): fc.Arbitrary<string> =>
  fc.oneof(
    // Torn: cut anywhere.
    fc.nat({ max: Math.max(0, line.length - 1) }).map((k) => line.slice(0, k)),
    // A character lost, or one inserted (possibly a newline: two lines glued or split).
    fc.nat({ max: Math.max(0, line.length - 1) }).map((k) => line.slice(0, k) + line.slice(k + 1)),
    fc
      .tuple(fc.nat({ max: line.length }), fc.constantFrom('"', ',', '{', '}', '[', ':', '\\', '\n', ' ', 'x', '0', '-', '\u00e9', '\uFEFF'))
      .map(([k, c]) => line.slice(0, k) + c + line.slice(k)),
    // A field's value replaced by any JSON value, or a field repeated, dropped or added.
    fc
      .tuple(
        fc.constantFrom(
          'algo',
          'heuristic',
          'depth',
          'variant',
          'root',
          'experimentSeed',
          'goal',
          'index',
          'seed',
          'win',
          'score',
          'maxTile',
          'moves',
          'ms',
          'nodes',
        ),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([field, value]) => {
        const o = JSON.parse(line) as Record<string, unknown>;
        o[field] = value;
        return JSON.stringify(o);
      }),
    fc.constantFrom('"win":false', '"algo":"minimax"', '"depth":3').map((field) => line.replace(/}$/, `,${field}}`)),
    fc.constantFrom('index', 'seed', 'win', 'ms', 'algo').map((field) => {
      const o = JSON.parse(line) as Record<string, unknown>;
      delete o[field];
      return JSON.stringify(o);
    }),
    fc.constant(line.replace(/}$/, ',"extra":1}')),
    // Another line glued on (an append after a line with no newline).
    validLine.map((other) => line + other),
  );

/** Lines that are not records at all. */
const junk: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('null', '5', '[]', '{}', 'true', '"x"', '{"win":"no"}', '{"a":1,"a":2}', '\r', '   ', ''),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 40 }),
);

/** A line of a results file, and whether it was written whole. */
export const resultLines: fc.Arbitrary<{ text: string; whole: boolean }> = fc.oneof(
  { weight: 3, arbitrary: validLine.map((text) => ({ text, whole: true })) },
  { weight: 3, arbitrary: validLine.chain(mutate).map((text) => ({ text, whole: false })) },
  { weight: 1, arbitrary: junk.map((text) => ({ text, whole: false })) },
);

/** Results files: lines joined by \n (or \r\n), with or without a last newline. */
export const resultsFiles: fc.Arbitrary<{ text: string; whole: number }> = fc
  .record({ lines: fc.array(resultLines, { maxLength: 12 }), crlf: fc.boolean(), last: fc.boolean() })
  .map(({ lines, crlf, last }) => {
    const eol = crlf ? '\r\n' : '\n';
    const text = lines.map((l) => l.text).join(eol) + (last && lines.length > 0 ? eol : '');
    // Whole lines written intact (no inserted newline can split them: they are generated whole).
    return { text, whole: lines.filter((l) => l.whole).length };
  });

/**
 * What parseRecords must do with any text (throws an Error saying what
 * failed): never throw; every record it accepts passes validateRecord again
 * and survives a JSON round trip; every non-blank line is a record, a
 * problem naming `file:line`, or the torn tail (the last line, with no
 * newline after it); the whole records written are all accepted.
 */
export function checkResultsText(text: string, whole = 0): void {
  const parsed = parseRecords(text, 'f.jsonl');
  const fail = (what: string) => {
    throw new Error(`${what}\n${JSON.stringify(text)}`);
  };
  for (const r of parsed.records) {
    const again = validateRecord(JSON.parse(JSON.stringify(r)));
    if (!again.ok) fail(`an accepted record fails validateRecord: ${say(again.error, 'en')}`);
    else if (JSON.stringify(again.record) !== JSON.stringify(r)) fail('an accepted record changes through validateRecord');
  }
  const lines = text.split('\n');
  const nonBlank = lines.filter((l, i) => (i === 0 ? l.replace(/^\uFEFF/, '') : l).trim() !== '').length;
  if (parsed.records.length + parsed.problems.length + (parsed.torn === null ? 0 : 1) !== nonBlank) fail('lines lost or counted twice');
  if (parsed.lines.length !== parsed.records.length) fail('a record without its line');
  for (const p of parsed.problems) {
    const [en, es] = [say(p.message, 'en'), say(p.message, 'es')];
    if (!en.startsWith(`f.jsonl:${p.line}:`) || !es.startsWith(`f.jsonl:${p.line}:`)) fail(`a problem does not name its line: ${en}`);
    if (p.line < 1 || p.line > lines.length) fail('a problem on a line that is not there');
  }
  if (parsed.torn !== null) {
    if (text.endsWith('\n') || parsed.torn.line !== lines.length) fail('a torn tail that is not the last line');
    if (!say(parsed.torn.message, 'en').startsWith(`f.jsonl:${parsed.torn.line}:`)) fail('the torn tail does not name its line');
  }
  if (parsed.records.length < whole) fail(`${whole} whole records written, ${parsed.records.length} accepted`);
}
