/**
 * The pseudocode of each searcher, as AIMA and the thesis write it, and the
 * line a step is executing. Alpha-beta's MIN-VALUE updates β; the thesis's
 * (§2.2.2.1) writes α := min(α, v) there, an erratum the panel points out.
 */
import type { NodeKind } from '../search/game.ts';
import type { Algorithm, RootWindow, TieRule } from '../search/search.ts';
import type { Trace } from './trace.ts';
import { msg, type Message } from '../i18n/message.ts';

export interface Pseudocode {
  /** The code as the textbooks print it: program text, the same in every language. */
  lines: string[];
  /** A remark shown under the code (i18n/narration.ts words it). */
  note?: Message;
}

/** The root's function: AIMA's (α carried across the moves through MAX-VALUE), or AIMA-Java's makeDecision (each move with a full window). */
const ALPHABETA_ROOT: Record<RootWindow, string[]> = {
  carried: ['function ALPHA-BETA-SEARCH(state) returns an action', '  v ← MAX-VALUE(state, −∞, +∞)', '  return the action in ACTIONS(state) with value v'],
  'full-window': [
    'function MAKE-DECISION(state) returns an action',
    '  result ← null; resultValue ← −∞',
    '  for each a in ACTIONS(state) do',
    '    value ← MIN-VALUE(RESULT(state, a), −∞, +∞)',
    '    if value > resultValue then result ← a; resultValue ← value',
    '  return result',
  ],
};

const ALPHABETA = (strict: boolean, root: RootWindow): string[] => [
  ...ALPHABETA_ROOT[root],
  'function MAX-VALUE(state, α, β) returns a utility value',
  '  if TERMINAL-TEST(state) or depth = 0 then return UTILITY(state)',
  '  v ← −∞',
  '  for each a in ACTIONS(state) do',
  '    v ← MAX(v, MIN-VALUE(RESULT(state, a), α, β))',
  `    if v ${strict ? '>' : '≥'} β then return v`,
  '    α ← MAX(α, v)',
  '  return v',
  'function MIN-VALUE(state, α, β) returns a utility value',
  '  if TERMINAL-TEST(state) or depth = 0 then return UTILITY(state)',
  '  v ← +∞',
  '  for each a in ACTIONS(state) do',
  '    v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))',
  `    if v ${strict ? '<' : '≤'} α then return v`,
  '    β ← MIN(β, v)',
  '  return v',
];

const MINIMAX = [
  'function MINIMAX-DECISION(state) returns an action',
  '  return arg max over a in ACTIONS(state) of MIN-VALUE(RESULT(state, a))',
  'function MAX-VALUE(state) returns a utility value',
  '  if TERMINAL-TEST(state) or depth = 0 then return UTILITY(state)',
  '  v ← −∞',
  '  for each a in ACTIONS(state) do',
  '    v ← MAX(v, MIN-VALUE(RESULT(state, a)))',
  '  return v',
  'function MIN-VALUE(state) returns a utility value',
  '  if TERMINAL-TEST(state) or depth = 0 then return UTILITY(state)',
  '  v ← +∞',
  '  for each a in ACTIONS(state) do',
  '    v ← MIN(v, MAX-VALUE(RESULT(state, a)))',
  '  return v',
];

const EXPECTIMINIMAX = [
  'function EXPECTIMINIMAX(node, depth) returns a value',
  '  if node is terminal or depth = 0 then return EVAL(node)',
  '  if MIN plays at node then',
  '    α ← +∞',
  '    for each child of node: α ← MIN(α, EXPECTIMINIMAX(child, depth − 1))',
  '  else if MAX plays at node then',
  '    α ← −∞',
  '    for each child of node: α ← MAX(α, EXPECTIMINIMAX(child, depth − 1))',
  '  else (a random event at node)',
  '    α ← 0',
  '    for each child of node: α ← α + P(child) · EXPECTIMINIMAX(child, depth − 1)',
  '  return α',
];

const EXPECTIMAX = [
  'function EXPECTIMAX(node, depth) returns a value',
  '  if node is terminal or depth = 0 then return EVAL(node)',
  '  if MAX plays at node then',
  '    α ← −∞',
  '    for each child of node: α ← MAX(α, EXPECTIMAX(child, depth − 1))',
  '  else (a random event at node)',
  '    α ← 0',
  '    for each child of node: α ← α + P(child) · EXPECTIMAX(child, depth − 1)',
  '  return α',
];

const NEGAMAX = [
  'function NEGAMAX(node, depth, color) returns a value',
  '  if node is terminal or depth = 0 then return color · EVAL(node)',
  '  v ← −∞',
  '  for each child of node do',
  '    v ← MAX(v, −NEGAMAX(child, depth − 1, −color))',
  '  return v',
];

export function pseudocode(algorithm: Algorithm, tieRule: TieRule = 'inclusive', root: RootWindow = 'carried'): Pseudocode {
  switch (algorithm) {
    case 'alphabeta':
      return {
        lines: ALPHABETA(tieRule === 'strict', root),
        note: msg(root === 'carried' ? 'pseudocode.alphabeta' : 'pseudocode.full-window'),
      };
    case 'minimax':
      return { lines: MINIMAX };
    case 'expectimax':
      return { lines: EXPECTIMAX };
    case 'expectiminimax':
      return { lines: EXPECTIMINIMAX };
    case 'negamax':
      return {
        lines: NEGAMAX,
        note: msg('pseudocode.negamax'),
      };
  }
}

/** The kind of function a node is evaluated in: its own turn, or for a leaf the opposite of its parent's. */
function frameKind(trace: Trace, n: number): NodeKind {
  const node = trace.node(n);
  if (node.kind !== 'leaf') return node.kind;
  if (node.parent < 0) return 'max';
  const parent = trace.node(node.parent).kind;
  return parent === 'max' ? 'min' : 'max';
}

/** The pseudocode line (0-based) event k executes, or -1. */
export function pseudocodeLine(trace: Trace, k: number, algorithm: Algorithm, rootWindow: RootWindow = 'carried'): number {
  if (k < 0 || k >= trace.length) return -1;
  const e = trace.event(k);
  const n = trace.eventNode(k);
  const node = trace.node(n);
  const root = node.parent < 0;
  const evaluated = e.type === 'evaluate' || (e.type === 'enter' && k + 1 < trace.length && trace.event(k + 1).type === 'evaluate') || (e.type === 'exit' && k > 0 && trace.event(k - 1).type === 'evaluate');
  const frame = frameKind(trace, n);
  switch (algorithm) {
    case 'alphabeta': {
      const head = ALPHABETA_ROOT[rootWindow].length;
      const base = (frame === 'min' ? 8 : 0) + head;
      if (evaluated) return base + 1;
      if (rootWindow === 'full-window' && root) {
        // MAKE-DECISION: the loop's start, a better move kept, the result returned.
        if (e.type === 'enter') return 1;
        if (e.type === 'update') return 4;
        if (e.type === 'exit') return 5;
        return -1;
      }
      if (e.type === 'enter') return root ? 1 : base + 2;
      if (e.type === 'update') return base + 4;
      if (e.type === 'prune') return base + 5;
      if (e.type === 'bound') return base + 6;
      if (e.type === 'exit') return root ? 2 : base + 7;
      return -1;
    }
    case 'minimax': {
      const base = frame === 'min' ? 8 : 2;
      if (evaluated) return base + 1;
      if (e.type === 'enter') return root ? 1 : base + 2;
      if (e.type === 'update') return base + 4;
      if (e.type === 'exit') return root ? 1 : base + 5;
      return -1;
    }
    case 'expectiminimax':
    case 'expectimax': {
      const full = algorithm === 'expectiminimax';
      if (evaluated) return 1;
      const kind = node.kind;
      const [init, loop] = kind === 'chance' ? (full ? [9, 10] : [6, 7]) : kind === 'min' ? [3, 4] : full ? [6, 7] : [3, 4];
      if (e.type === 'enter') return init;
      if (e.type === 'update' || e.type === 'average') return loop;
      if (e.type === 'exit') return full ? 11 : 8;
      return -1;
    }
    case 'negamax':
      if (evaluated) return 1;
      if (e.type === 'enter') return 2;
      if (e.type === 'update') return 4;
      if (e.type === 'exit') return 5;
      return -1;
  }
}
