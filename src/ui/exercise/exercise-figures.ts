/**
 * What an exercise's tree writes at each node (issue 24), apart from how it is
 * drawn: on the student's sheet, what they typed in each field with its
 * verdict (✓ right, ✗ wrong: a sign, not a colour alone) or the answer they
 * asked to see (marked *); on the key, every node's value (with its bound's
 * sign), α and β, and which nodes a cut skips. Pure: <exercise-tree> draws it.
 */
import { formatNumber as f, type Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';
import { withCertainty } from '../../search/tracer.ts';
import { expectedOf, fieldKey, nodeFields, type ExerciseKey, type FieldKey, type NodeField, type Verdict } from '../../app/exercise-grade.ts';
import type { Attempt } from '../../app/exercise-attempt.ts';
import { readNumber } from '../../app/quiz.ts';

/** One field as the tree writes it. */
export interface Slot {
  field: NodeField;
  /** The text: typed, shown or the key's ('' when blank). */
  text: string;
  verdict: Verdict | null;
  /** The answer is the one the student asked to see. */
  shown: boolean;
}

/** The sign written after a field: ✓ right, ✗ wrong, * shown; '' otherwise. */
export const mark = (s: { verdict: Verdict | null; shown: boolean }): string => (s.shown ? '*' : s.verdict === 'ok' ? '✓' : s.verdict === 'wrong' ? '✗' : '');

/** A field's right answer as written: a number with its bound's sign, a move, a list, or a dash where the search never goes. */
export function answerText(key: ExerciseKey, field: FieldKey, lang: Lang): string {
  const e = expectedOf(key, field);
  switch (e.type) {
    case 'number':
      return withCertainty(f(e.value), e.certainty);
    case 'move':
      return e.id;
    case 'list':
      return e.ids.length === 0 ? say('answerNone', lang) : e.ids.join(', ');
    case 'none':
      return '—';
  }
}

/** The slots of an inner node: on the sheet (`attempt`) or on the key (`attempt` null). */
export function slotsOf(key: ExerciseKey, id: string, attempt: Attempt | null, lang: Lang): Slot[] {
  const node = key.nodes.find((n) => n.id === id);
  if (node === undefined) return [];
  return nodeFields(key.algo).map((field) => {
    const k = fieldKey(field, id);
    if (attempt === null) return { field, text: node.visited ? answerText(key, k, lang) : '', verdict: null, shown: false };
    if (attempt.revealed.has(k)) return { field, text: answerText(key, k, lang), verdict: null, shown: true };
    return { field, text: typedText(attempt.entries.get(k) ?? ''), verdict: attempt.verdicts.get(k) ?? null, shown: false };
  });
}

/** What the student typed, as the tree writes it: as typed, but ±∞ (inf, -infinity…) as the tutor writes it. */
export function typedText(text: string): string {
  const t = text.trim();
  const sign = /^(≤|≥|<=?|>=?|=|≈)\s*/.exec(t)?.[0] ?? '';
  const n = readNumber(t.slice(sign.length));
  return n !== null && !Number.isFinite(n) ? `${sign}${f(n)}` : t;
}

/** The verdict of a node as a whole: wrong if any field is, right if every one asked is. */
export function nodeVerdict(slots: readonly Slot[]): Verdict | null {
  if (slots.some((s) => s.verdict === 'wrong')) return 'wrong';
  return slots.length > 0 && slots.every((s) => s.verdict === 'ok' || s.shown) && slots.some((s) => s.verdict === 'ok') ? 'ok' : null;
}

/** A field's name in words: "α at C", "the value of C", "the best move". */
export function fieldName(field: FieldKey, lang: Lang): string {
  const colon = field.indexOf(':');
  if (colon < 0) return say(field === 'action' ? 'fieldAction' : field === 'evaluated' ? 'fieldEvaluated' : 'fieldPruned', lang);
  const node = field.slice(colon + 1);
  const name = field.slice(0, colon);
  return say(msg(name === 'value' ? 'fieldValue' : name === 'alpha' ? 'fieldAlpha' : 'fieldBeta', { node }), lang);
}

/** A node's name for assistive technology, with what is written in each field: "MIN node C: value 2, right; α blank; β 3, wrong". */
export function nodeWords(kind: string, id: string, slots: readonly Slot[], lang: Lang, leafValue?: number): string {
  const head = say(msg(`node.${kind}` as 'node.max', { label: id }), lang).trim();
  if (leafValue !== undefined) return `${head}: ${f(leafValue)}`;
  const parts = slots.map((s) => {
    const what = s.field === 'value' ? say('valueWord', lang) : s.field === 'alpha' ? 'α' : 'β';
    if (s.text === '') return `${what} ${say('blankWord', lang)}`;
    const state = s.shown ? say('shownWord', lang) : s.verdict === 'ok' ? say('right', lang) : s.verdict === 'wrong' ? say('wrongWord', lang) : '';
    return `${what} ${s.text}${state === '' ? '' : `, ${state}`}`;
  });
  return parts.length === 0 ? head : `${head}: ${parts.join('; ')}`;
}
