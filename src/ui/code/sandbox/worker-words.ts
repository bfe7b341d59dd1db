/**
 * The messages a sandbox worker words itself (issue 37): what the tree refuses
 * a submission (an unknown state, an action that is not a child, a spent call
 * budget: i18n/student.ts), in English as `tutor check` words them, read from
 * that one table. `say` (i18n/say.ts) would carry every page's words into the
 * worker's script (about 120 kB); these are the only ones it needs.
 */
import type { Message } from '../../../i18n/message.ts';
import { STUDENT } from '../../../i18n/student.ts';
import type { AnyMessage, Say, Wording } from '../../../i18n/wording.ts';

const WORDS = STUDENT as Record<string, Wording<never> | undefined>;

const inner: Say = (p) =>
  p === undefined ? '' : Array.isArray(p) ? p.map(inner).join(', ') : typeof p === 'object' ? english(p as AnyMessage) : String(p as string | number | boolean);

/** A message of the student area in English (any other code as `[code]`, as `say` shows one it does not know). */
export function english(m: Message | AnyMessage): string {
  const wording = WORDS[m.code];
  return wording === undefined ? `[${m.code}]` : wording.en(m.params as never, inner);
}
