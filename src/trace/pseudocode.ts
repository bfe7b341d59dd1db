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
  /** The code as the textbooks print it (AIMA in English, the thesis in Spanish; i18n/pseudocode.ts), one line per `\n`, line for line the same in every language (i18n/listing.ts cuts it). */
  code: Message;
  /** A remark shown under the code (i18n/narration.ts words it). */
  note?: Message;
}

/** How many lines alpha-beta's root function takes, before MAX-VALUE (the same in every language: i18n/pseudocode.ts). */
const ALPHABETA_ROOT_LINES: Record<RootWindow, number> = { carried: 3, 'full-window': 6 };

const CODE = {
  minimax: 'code.minimax',
  expectimax: 'code.expectimax',
  expectiminimax: 'code.expectiminimax',
  negamax: 'code.negamax',
} as const;

/** Where MAX-VALUE and MIN-VALUE begin in the enhanced listing, and each event's line within them. */
const ENHANCED_MAX = 7;
const ENHANCED_MIN = 18;
const ENHANCED_LINE = { enter: 0, evaluate: 1, hit: 3, update: 6, prune: 7, bound: 8, store: 9, exit: 10 } as const;

/** `enhanced`: alpha-beta with a transposition table, iterative deepening or null windows (a trace with their events). */
export function pseudocode(algorithm: Algorithm, tieRule: TieRule = 'inclusive', root: RootWindow = 'carried', enhanced = false): Pseudocode {
  if (algorithm === 'alphabeta' && enhanced) return { code: msg('code.alphabeta-table'), note: msg('pseudocode.alphabeta-table') };
  switch (algorithm) {
    case 'alphabeta':
      return {
        code: msg('code.alphabeta', { strict: tieRule === 'strict', root }),
        note: msg(root === 'carried' ? 'pseudocode.alphabeta' : 'pseudocode.full-window'),
      };
    case 'negamax':
      return { code: msg(CODE.negamax), note: msg('pseudocode.negamax') };
    case 'minimax':
    case 'expectimax':
    case 'expectiminimax':
      return { code: msg(CODE[algorithm]) };
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
  const evaluated =
    e.type === 'evaluate' ||
    (e.type === 'enter' && k + 1 < trace.length && trace.event(k + 1).type === 'evaluate') ||
    (e.type === 'exit' && k > 0 && trace.event(k - 1).type === 'evaluate');
  const frame = frameKind(trace, n);
  if (algorithm === 'alphabeta' && trace.enhanced) {
    if (e.type === 'iteration') return e.phase === 'start' ? 1 : 2;
    if (e.type === 'probe') return e.phase === 'start' ? 5 : 6;
    if (e.type === 'average') return -1;
    const base = frame === 'min' ? ENHANCED_MIN : ENHANCED_MAX;
    return base + (evaluated ? ENHANCED_LINE.evaluate : ENHANCED_LINE[e.type]);
  }
  switch (algorithm) {
    case 'alphabeta': {
      const head = ALPHABETA_ROOT_LINES[rootWindow];
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
