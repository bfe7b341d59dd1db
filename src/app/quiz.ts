/**
 * Predict-the-next-step quiz (issue 14): before each step of a trace the
 * student says what happens next, and is graded at once.
 *
 * - a node is entered: which one? (among the unvisited children of the open
 *   nodes, the frontier of the depth-first search);
 * - a running value changes: what is it now, and (alpha-beta) does the node
 *   cut off its remaining children right after?
 * - α or β changes: what are both after the update?
 * - a chance node's average is final: what is it?
 *
 * Leaf evaluations, cutoffs (asked with the value before them) and exits are
 * not questions: the student goes on past them. Pure: the page words the
 * questions (i18n/ui-quiz.ts) and the narration explains each answer.
 */
import type { Trace } from '../trace/trace.ts';
import { ACTIVE, UNVISITED } from '../trace/codes.ts';
import { entryAt } from '../games/entry.ts';

export type Question =
  | { kind: 'next'; choices: string[]; answer: string }
  | { kind: 'value'; node: string; answer: number; prune: boolean | null }
  | { kind: 'window'; node: string; alpha: number; beta: number }
  | { kind: 'average'; node: string; answer: number };

/** What the student answered: the fields the question asks for, as typed. */
export interface Given {
  node?: string;
  value?: string;
  prune?: boolean;
  alpha?: string;
  beta?: string;
}

/** The question about event `step` (what leads to step + 1), or null where the step is no question. */
export function questionAt(trace: Trace, step: number, alphabeta: boolean): Question | null {
  if (step < 0 || step >= trace.length) return null;
  const e = trace.event(step);
  switch (e.type) {
    case 'enter': {
      if (e.parent === null) return null; // the root: nothing to choose
      return { kind: 'next', choices: frontier(trace, step), answer: e.node };
    }
    case 'update': {
      const next = step + 1 < trace.length ? trace.event(step + 1) : null;
      const prune = alphabeta ? next !== null && next.type === 'prune' && next.node === e.node : null;
      return { kind: 'value', node: e.node, answer: e.value, prune };
    }
    case 'bound': {
      const n = trace.eventNode(step);
      const after = trace.seek(step + 1);
      return { kind: 'window', node: e.node, alpha: entryAt(after.alpha, n), beta: entryAt(after.beta, n) };
    }
    case 'average':
      return { kind: 'average', node: e.node, answer: e.value };
    default:
      return null;
  }
}

/** The nodes the search could enter next: the unvisited children of every open node. */
function frontier(trace: Trace, step: number): string[] {
  const state = trace.seek(step);
  const ids: string[] = [];
  for (let n = 0; n < trace.nodeCount; n++) {
    if (state.status[n] !== ACTIVE) continue;
    for (const c of trace.children(n)) if (state.status[c] === UNVISITED && !trace.node(c).skipped) ids.push(trace.id(c));
  }
  return ids;
}

/** A number as a student types it: 3, -2, 2.5, 2,5, ∞, inf, +inf, -∞, −∞. */
export function readNumber(text: string | undefined): number | null {
  const s = (text ?? '').trim().replace(/\s+/g, '').replace('−', '-').replace(',', '.').toLowerCase();
  if (/^[+]?(∞|inf|infinity)$/.test(s)) return Infinity;
  if (/^-(∞|inf|infinity)$/.test(s)) return -Infinity;
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  return Number(s);
}

/** Whether a number the student gave is the right one: ±∞ exactly, others to a millionth. */
export function sameNumber(a: number | null, b: number): boolean {
  if (a === null) return false;
  if (!Number.isFinite(b)) return a === b;
  return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
}

/** Whether each part of the answer is right (a part the question does not ask is left out). */
export function gradeAnswer(q: Question, given: Given): Record<string, boolean> {
  switch (q.kind) {
    case 'next':
      return { node: given.node === q.answer };
    case 'value':
      return q.prune === null
        ? { value: sameNumber(readNumber(given.value), q.answer) }
        : { value: sameNumber(readNumber(given.value), q.answer), prune: given.prune === q.prune };
    case 'window':
      return { alpha: sameNumber(readNumber(given.alpha), q.alpha), beta: sameNumber(readNumber(given.beta), q.beta) };
    case 'average':
      return { value: sameNumber(readNumber(given.value), q.answer) };
  }
}

/**
 * The session's score (issue 24): answers right and asked, the streak of
 * right answers running now and the best one. Kept across trees for the
 * browser tab's session (the page stores it as JSON in sessionStorage).
 */
export interface QuizScore {
  right: number;
  asked: number;
  streak: number;
  best: number;
}

export const NO_SCORE: QuizScore = { right: 0, asked: 0, streak: 0, best: 0 };

/** The score after one more answer, right or not. */
export function scoreAfter(s: QuizScore, ok: boolean): QuizScore {
  const streak = ok ? s.streak + 1 : 0;
  return { right: s.right + (ok ? 1 : 0), asked: s.asked + 1, streak, best: Math.max(s.best, streak) };
}

/**
 * A kept score read back strictly: four whole numbers that fit together
 * (right ≤ asked, streak ≤ best ≤ right), else none (a score from elsewhere
 * or corrupt starts again at 0, it is never half-used).
 */
export function readScore(text: string | null): QuizScore {
  if (text === null) return NO_SCORE;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return NO_SCORE;
  }
  if (typeof v !== 'object' || v === null) return NO_SCORE;
  const o = v as Record<string, unknown>;
  const n = (k: keyof QuizScore) => (Number.isSafeInteger(o[k]) && (o[k] as number) >= 0 ? (o[k] as number) : null);
  const [right, asked, streak, best] = [n('right'), n('asked'), n('streak'), n('best')];
  if (right === null || asked === null || streak === null || best === null) return NO_SCORE;
  if (right > asked || streak > best || best > right) return NO_SCORE;
  return { right, asked, streak, best };
}

/**
 * Where the quiz opens (issue 35: the first question at once, no click
 * before it): the first step from `step` on whose event asks something —
 * from a search's start, step 1, "which node next?" once the root is
 * entered; `step` itself where no later step asks anything.
 */
export function firstQuestion(trace: Trace, step: number, alphabeta: boolean): number {
  for (let k = Math.max(0, step); k < trace.length; k++) if (questionAt(trace, k, alphabeta) !== null) return k;
  return step;
}

/**
 * After the explanation of the event at `step`, where the quiz goes: the
 * question about the next event, or (a step with nothing to predict) that
 * step shown with its own explanation. `ask`: the step whose question comes
 * next; `explain`: the event explained next (the viewer shows step + 1).
 */
export function afterExplained(trace: Trace, step: number, alphabeta: boolean): { ask: number } | { explain: number } | null {
  const next = step + 1;
  if (next >= trace.length) return null;
  return questionAt(trace, next, alphabeta) === null ? { explain: next } : { ask: next };
}
