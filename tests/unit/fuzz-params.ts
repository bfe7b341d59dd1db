/**
 * fast-check generators of hostile query strings for the page's routes
 * (src/ui/link/params.ts): the parameters each route reads, with good values,
 * values that look like numbers but are not ('0x2', ' ', '1e3', '-5'…),
 * good values mutated a character at a time, deep nesting, long text,
 * random Unicode, unknown and repeated names — and now and then a query
 * that is random text altogether. tests/unit/page-params.test.ts runs them;
 * a longer fuzz run reuses them with more runs (FUZZ_RUNS).
 */
import fc from 'fast-check';
import { ROUTE_PARAMS } from '../../src/ui/link/params.ts';

export const ROUTES = ['tree', 'compare', '2048', 'tictactoe', 'connect4'] as const;
export type FuzzRoute = (typeof ROUTES)[number];

/** How many runs a property makes: FUZZ_RUNS in the environment, else `fallback`. */
export function fuzzRuns(fallback: number): number {
  const n = Number(process.env.FUZZ_RUNS);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

/** Good values of each parameter, for the generators to use and to mutate. */
const GOOD: Record<string, readonly string[]> = {
  src: ['aima-fig-5-2', 'thesis-minimax', 'cs188-expectimax', 'tie-rule'],
  tree: [
    'max(min(3, 12, 8), min(2, 4, 6), min(14, 5, 2))',
    '[[3, 12], [2, 4]]',
    'max(chance(0.5: min(2, 4), 0.5: min(0, -2)))',
    '{"kind":"max","children":[{"value":3},{"value":5}]}',
    'A:max(b1:3, b2:12)',
  ],
  algo: ['minimax', 'alphabeta', 'expectimax', 'expectiminimax', 'negamax', 'auto'],
  order: ['given', 'best-first', 'worst-first'],
  tie: ['inclusive', 'strict'],
  root: ['carried', 'full-window'],
  depth: ['0', '1', '3', '6', '9', '10', '12', '1000'],
  step: ['0', '1', '22', '40', '100000'],
  check: ['1', '0'],
  set: ['algos', 'orders'],
  board: ['[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]]', '[[64,8,4,2],[16,4,0,0],[4,0,0,0],[0,0,0,2]]', '[[1024,32,4,2],[16,4,0,0],[8,0,0,0],[2,0,4,0]]'],
  score: ['0', '8', '380', '9228', '10000000'],
  seed: ['0', '1', '5', '2016', '4294967295'],
  heuristic: ['h1', 'h2', 'h3', 'h4', 'article'],
  variant: ['text', 'thesis-code'],
  propose: ['1', '0'],
  position: ['.........', 'x...o....', 'xo..x....', 'xx..o....', 'xoxoxoxox', 'XO.......'],
  moves: ['', '4', '4453', '11223', '1212121', '123456712345671234567'],
  human: ['x', 'o'],
  centre: ['1', '0'],
  random: ['0', '1', '3', '4294967295'],
  present: ['1', '0'],
};

/** Texts that look like a value and are not, or sit just outside a range. */
const HOSTILE = [
  '',
  ' ',
  '%20',
  '0x2',
  '0b1',
  '0o7',
  '1e3',
  '2.0',
  '-0',
  '+1',
  '00',
  '-5',
  '−5',
  '١٢',
  'Infinity',
  '-Infinity',
  'NaN',
  'null',
  'true',
  'undefined',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999',
  '4294967296',
  '10000001',
  '13',
  '1001',
  '11',
  '[]',
  '{}',
  '[[1,2]]',
  '[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]',
  '{"a":1,"a":2}',
  'max(min(3,',
  'max()',
  'chance(0.3: 1, 0.3: 2)',
  'xxxxxxxxx',
  'xxxooo...',
  'ooo......',
  '..x......x',
  '0',
  '8',
  '1111111',
  '12121213',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
];

/** Extra names: none of the routes reads them. */
const UNKNOWN = ['stpe', 'Step', 'STEP', 'q', '', ' ', '__proto__', 'constructor', 'src ', 'step[]'];

/** A text with a few characters inserted, deleted or replaced. */
function mutated(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const edit = fc.record({
    at: fc.nat(),
    op: fc.constantFrom('insert', 'delete', 'replace'),
    ch: fc.constantFrom(...'0123456789-+.,eE xo[](){}:"\\%&=#'.split(''), '\u00e9', '\ud83d\ude00'),
  });
  return fc.tuple(base, fc.array(edit, { minLength: 1, maxLength: 4 })).map(([text, edits]) => {
    let s = text;
    for (const { at, op, ch } of edits) {
      const i = s.length === 0 ? 0 : at % (s.length + 1);
      s = op === 'insert' ? s.slice(0, i) + ch + s.slice(i) : op === 'delete' ? s.slice(0, i) + s.slice(i + 1) : s.slice(0, i) + ch + s.slice(i + 1);
    }
    return s;
  });
}

/** Deep or long texts: nesting a recursive reader must not follow, and text past the limits. */
const deep: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('[', 'max(', '{"kind":"max","children":[', '[['), fc.integer({ min: 900, max: 3000 }), fc.boolean())
  .map(([open, n, json]) => (json ? '{"tree":' : '') + open.repeat(n) + '1');
const long: fc.Arbitrary<string> = fc.oneof(
  // Just past MAX_TREE_TEXT (refused before parsing), or long but within it (parsed).
  fc.integer({ min: 100_000, max: 110_000 }).map((n) => `max(${'1,'.repeat(n)}1)`),
  fc.integer({ min: 500, max: 5000 }).map((n) => `max(${Array.from({ length: n }, (_, i) => i % 97).join(',')})`),
);

/** A value for parameter `name`. */
function value(name: string): fc.Arbitrary<string> {
  const good = GOOD[name] ?? ['1'];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...good) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
    { weight: 3, arbitrary: mutated(fc.constantFrom(...good)) },
    { weight: 2, arbitrary: fc.integer({ min: -1_000_000, max: 5_000_000_000 }).map(String) },
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: long },
  );
}

/** A query string (without `?`) for `route`: its parameters with good and hostile values, unknown and repeated names. */
export function queryString(route: FuzzRoute): fc.Arbitrary<string> {
  const known: readonly string[] = [...ROUTE_PARAMS[route], 'present'];
  const pair = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...known).chain((name) => value(name).map((v) => [name, v] as const)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...UNKNOWN), fc.constantFrom(...HOSTILE)) },
  );
  const structured = fc.array(pair, { maxLength: 8 }).map((pairs) => new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString());
  // Raw text as a browser's address bar may hold it: percent signs, ampersands, equals signs where they fall.
  const raw = fc.string({ maxLength: 60 }).map((s) => s.replace(/#/g, '%23'));
  return fc.oneof({ weight: 6, arbitrary: structured }, { weight: 1, arbitrary: raw });
}

/** A route and a query for it. */
export const routeQuery: fc.Arbitrary<{ route: FuzzRoute; query: string }> = fc
  .constantFrom(...ROUTES)
  .chain((route) => queryString(route).map((query) => ({ route, query })));
