/**
 * What a student starts from on `#/code` (issue 37): for a style and an
 * algorithm, the file as its assignment hands it out, in the page's language
 * — the imports, the class or function the tutor calls (plan.ts `ENTRIES`),
 * the game object's methods in comments (states are strings, actions the
 * children's ids), the assignment's tie rule stated (CS188: no cut on
 * equality; aima-python and JavaScript: a cut on equality), and a body that
 * raises the style's "not written yet" (`util.raiseNotDefined()`, `raise
 * NotImplementedError`, `throw new Error('TODO …')`) for the student to
 * replace. The two languages differ only in comments and the TODO's message.
 *
 *   cs188.ts   multiAgents.py: MinimaxAgent, AlphaBetaAgent, ExpectimaxAgent
 *   aima.ts    games.py: minmax_decision, alpha_beta_search, expect_minmax
 *   js.ts      search.js: minimaxDecision, alphaBetaSearch, expectiminimax
 *
 * Every style offers every algorithm today (aima-python's and JavaScript's
 * game objects have `to_move`/`toMove` 'CHANCE' and `probability`, so
 * expectiminimax is written over them; CS188's is its ExpectimaxAgent), so
 * `starter` returns null for none: the null is there for a style or an
 * algorithm added later without one.
 *
 * Pure data (program text, like python-prelude.ts); tested by running each
 * starter through `tutor check` (tests/integration/starters.test.ts).
 */
import { LANGS, type Lang } from '../../i18n/lang.ts';
import type { Style, StudentAlgo } from '../contract.ts';
import { ENTRIES } from '../plan.ts';
import { AIMA_STARTERS } from './aima.ts';
import { CS188_STARTERS } from './cs188.ts';
import { JS_STARTERS } from './js.ts';

export interface Starter {
  /** The name the assignment gives the file: `multiAgents.py`, `games.py`, `search.js`. */
  filename: string;
  source: string;
  /** The class (CS188) or function (aima-python, JavaScript) the tutor calls. */
  entry: string;
}

/** A text in each language, in LANGS order (English, then Spanish). */
type InLangs = readonly [english: string, spanish: string];

/** A style's file: its header (the game object, the imports) and, per algorithm, the part the student writes in. */
interface StyleStarters {
  filename: string;
  header: InLangs;
  parts: Partial<Readonly<Record<StudentAlgo, InLangs>>>;
}

const STARTERS: Readonly<Record<Style, StyleStarters>> = {
  cs188: { filename: CS188_STARTERS.filename, header: CS188_STARTERS.header, parts: CS188_STARTERS.agents },
  aima: { filename: AIMA_STARTERS.filename, header: AIMA_STARTERS.header, parts: AIMA_STARTERS.functions },
  js: { filename: JS_STARTERS.filename, header: JS_STARTERS.header, parts: JS_STARTERS.functions },
};

/** The starter of a style and algorithm in a language, or null where the style does not offer the algorithm (none today). */
export function starter(style: Style, algo: StudentAlgo, lang: Lang): Starter | null {
  const s = STARTERS[style];
  const part = s.parts[algo];
  if (part === undefined) return null;
  const i = LANGS.indexOf(lang);
  return { filename: s.filename, source: s.header[i]! + part[i]!, entry: ENTRIES[style][algo] };
}
