/**
 * What each side's narration says on `#/code` (issue 37): the student's
 * run in its own terms — a node generated, a value read, a state generated
 * again, the search over with its action — and the reference's in the
 * narration's words, every event from its step's generate or evaluate to
 * the next one joined, so that a cut made there is said where it is drawn
 * (app/code-traces.ts's clock).
 */
import { ENTER, EVALUATE, EXIT } from '../../trace/codes.ts';
import { narrate } from '../../trace/narrate.ts';
import type { Algorithm } from '../../search/search.ts';
import { formatNumber, type Lang } from '../../i18n/lang.ts';
import { say, sayer } from '../../i18n/say.ts';
import type { ClockedTrace } from '../../student/code-traces.ts';

/** A node as a sentence names it: its id, the root "the root". */
const named = (id: string, lang: Lang): string => (id === '' ? (lang === 'es' ? 'la raíz' : 'the root') : id);

/** The student's side: event k of its trace in words. `action` is what the code chose (null: none). */
export function studentNarrator(side: ClockedTrace, action: string | null): (k: number, lang: Lang) => string {
  const trace = side.trace;
  return (k, lang) => {
    const L = sayer(lang);
    const n = trace.eventNode(k);
    const id = named(trace.id(n), lang);
    const type = trace.data.type[k];
    if (type === ENTER) {
      const parent = trace.node(n).parent;
      return L('saidGenerated', { node: id, parent: named(parent < 0 ? '' : trace.id(parent), lang) });
    }
    if (type === EVALUATE) return L('saidEvaluated', { node: id, value: formatNumber(trace.data.a[k]!) });
    if (type === EXIT) return L('saidEnded', { action: action === null ? L('answerNone') : named(action, lang) });
    return L('saidGeneratedAgain', { node: id });
  };
}

/** The reference's side: the events from its step's generate or evaluate up to event k, in the narration's words. */
export function referenceNarrator(side: ClockedTrace, algorithm: Algorithm): (k: number, lang: Lang) => string {
  const starts = new Map<number, number>();
  for (let j = 1; j < side.at.length; j++) {
    const end = side.at[j]! - 1;
    if (!starts.has(end)) starts.set(end, side.at[j - 1]!);
  }
  return (k, lang) => {
    const from = starts.get(k) ?? k;
    const lines: string[] = [];
    for (let e = from; e <= k; e++) lines.push(say(narrate(side.trace, e, { algorithm }), lang));
    return lines.join(' ');
  };
}
