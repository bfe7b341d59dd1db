/**
 * Reading a link's parameters strictly (issue 12): each route's codec
 * (params.ts) reads its parameters through a `Params`, which checks each one
 * once, refuses the unknown and the repeated, and keeps a notice for every
 * parameter it could not use — naming it, its value and what is allowed, in
 * both languages — so the page goes on with the default; and the checks of
 * the values links carry (a tree, a 2048 board, a game's position). Pure
 * TypeScript.
 */
import { choiceValue, located, parseInteger, parseJson, type Checked, type IntRange } from '../../games/input.ts';
import { msg, type Message, type MessageCode, type Param, type ParamsOf } from '../../i18n/message.ts';
import type { ReplyError } from '../../app/reply.ts';
import { parseTree } from '../../games/tree/parse.ts';
import { MAX_TREE_DEPTH } from '../../games/tree/tree.ts';
import { fromArray, type Board } from '../../games/g2048/cells.ts';
import { parsePosition } from '../../games/tictactoe/game.ts';
import { parseMoves } from '../../games/connect4/game.ts';
import type { GameName } from '../../app/position-search.ts';
import { gameStatus } from '../../app/board-game.ts';
import { APP_WIDE_PARAMS } from './route.ts';
import { fixtureOr, type FixtureInfo } from './fixtures.ts';

/** Something the page could not use — a link's parameter or a value kept in the browser — and what it does instead. */
export interface Notice {
  /** `link`: a URL parameter; `storage`: a value kept in localStorage; `game`: what became of a kept game (issue 25). */
  source: 'link' | 'storage' | 'game';
  /** The parameter (`step`), the storage key (`ast.follow`) or the game's id. */
  name: string;
  /** The value as given, shortened for showing. */
  value: string;
  /** The whole sentence, as a message (worded when shown, in the page's language). */
  text: Message;
  /** A button after the sentence (an undo): its label, its `data-action`, and what it does. */
  action?: { label: MessageCode; hook: string; run: () => void };
}

/** A route's parameters: the values to show, and a notice for each one that could not be used. */
export interface Read<T> {
  values: T;
  notices: Notice[];
}

export const STEP_RANGE: IntRange = { min: 0, max: Number.MAX_SAFE_INTEGER };

// ---- sentences ---------------------------------------------------------------------------

/** The most characters a notice echoes of a value or a name it was given (issue 25; the CLI clips to the same). */
export const ECHO_MAX = 40;

/**
 * A value as a notice shows it: whitespace runs as one space, at most
 * ECHO_MAX characters, the last of them `…` when it was cut. Only the value's
 * head is read, so a 400,000-character value costs what a short one does.
 */
export function shortValue(text: string): string {
  const head = text.slice(0, 4 * ECHO_MAX);
  const flat = head.replace(/\s+/g, ' ');
  if (flat.length <= ECHO_MAX && head.length === text.length) return flat;
  // Not half of a surrogate pair at the cut.
  const cut = /[\uD800-\uDBFF]/.test(flat[ECHO_MAX - 2] ?? '') ? ECHO_MAX - 2 : ECHO_MAX - 1;
  return `${flat.slice(0, cut)}…`;
}

/** A message with every text it quotes (at any depth: in lists, in the messages it holds) as shortValue shows it. */
export function clippedMessage(m: Message): Message {
  const clipped = (p: Param): Param =>
    typeof p === 'string' ? shortValue(p) : Array.isArray(p) ? p.map(clipped) : typeof p === 'object' ? clippedMessage(p as Message) : p;
  return { code: m.code, params: Object.fromEntries(Object.entries(m.params).map(([k, v]) => [k, clipped(v)])) };
}

/**
 * The notice for a link's parameter that was not used. Whatever the link
 * gave is echoed clipped: the name, the value, and what the reason quotes.
 */
export function linkNotice(param: string, value: string, reason: Message, instead: Message): Notice {
  const v = shortValue(value);
  const name = shortValue(param);
  return { source: 'link', name, value: v, text: msg('notice.link', { param: name, value: v, reason: clippedMessage(reason), instead }) };
}

// ---- one route's parameters --------------------------------------------------------------

/** Reads one route's parameters: each once, each checked; unknown and repeated ones noticed. */
export class Params {
  readonly notices: Notice[] = [];
  private readonly refused = new Set<string>();

  constructor(
    private readonly p: URLSearchParams,
    known: readonly string[],
  ) {
    const counts = new Map<string, number>();
    for (const [k] of p) counts.set(k, (counts.get(k) ?? 0) + 1);
    for (const [k, n] of counts) {
      if (APP_WIDE_PARAMS.includes(k)) continue; // the app's, on every route (route.ts; presentation, language, embedding)
      if (!known.includes(k)) {
        const reason = known.length === 0 ? msg('reason.no-params', { param: k }) : msg('reason.unknown-param', { param: k, known });
        this.refuse(k, p.get(k) ?? '', reason, msg('instead.ignored'));
      } else if (n > 1) {
        this.refuse(k, p.getAll(k).join(' & '), msg('reason.duplicate', { param: k, n }), msg('instead.ignored'));
      }
    }
  }

  /** The text of a parameter given once, or null (absent, or refused already). */
  text(name: string): string | null {
    return this.refused.has(name) ? null : this.p.get(name);
  }

  refuse(name: string, value: string, reason: Message, instead: Message): void {
    this.refused.add(name);
    this.notices.push(linkNotice(name, value, reason, instead));
  }

  /** A parameter read by `read`; absent or refused, `fallback`. */
  get<T>(name: string, read: (text: string) => Checked<T>, fallback: T, instead: Message): T {
    const text = this.text(name);
    if (text === null) return fallback;
    const r = read(text);
    if (r.ok) return r.value;
    this.refuse(name, text, r.error, instead);
    return fallback;
  }

  int(name: string, range: IntRange, fallback: number, instead = msg('instead.value', { value: fallback })): number {
    return this.get(name, (text) => parseInteger(text, name, range), fallback, instead);
  }

  /** An optional integer: null when absent or refused. */
  optionalInt(name: string, range: IntRange, instead: Message): number | null {
    return this.get<number | null>(name, (text) => parseInteger(text, name, range), null, instead);
  }

  choice<T extends string>(name: string, allowed: readonly T[], fallback: T, instead = msg('instead.value', { value: fallback })): T {
    return this.get(name, (text) => choiceValue(text, name, allowed), fallback, instead);
  }

  /** `1` or `0`; anything else is refused and the flag stays off. */
  flag(name: string, instead = msg('instead.off')): boolean {
    return this.get(
      name,
      (text) =>
        text === '1' || text === '0' ? { ok: true, value: text === '1' } : { ok: false, error: msg('reason.flag', { param: name, value: shortValue(text) }) },
      false,
      instead,
    );
  }

  step(): number {
    return this.int('step', STEP_RANGE, 0, msg('instead.step'));
  }
}

// ---- the values links carry ------------------------------------------------------------------

/** The longest tree a link may carry (about 40 000 leaves: far more than the page draws readably). */
export const MAX_TREE_TEXT = 200_000;
/**
 * The longest tree text a link's reader parses on the page (about 4,000
 * leaves, a few milliseconds). A longer one, within MAX_TREE_TEXT, is parsed
 * only in the worker, by the search it asks for, so that the page never
 * blocks on it (issue 25); a refusal then becomes the link's notice.
 */
export const PAGE_PARSE_MAX = 20_000;
/** A tree's text as a link gives it: within MAX_TREE_TEXT, and parsed (never throws). */
export function checkTreeText(text: string): Checked<string> {
  if (text.length > MAX_TREE_TEXT) return { ok: false, error: msg('reason.tree-long', { max: MAX_TREE_TEXT, n: text.length }) };
  if (/^\s*\{/.test(text)) {
    // A JSON tree: duplicate keys and nesting refused before any recursive reader sees it.
    const json = parseJson(text, 2 * MAX_TREE_DEPTH + 2);
    if (!json.ok && (json.error.reason.code === 'json.duplicate-key' || json.error.reason.code === 'json.nested'))
      return { ok: false, error: located(json.error) };
  }
  try {
    const parsed = parseTree(text);
    if (parsed.ok) return { ok: true, value: text };
    return { ok: false, error: located(parsed.error) };
  } catch (e) {
    if (e instanceof RangeError) return { ok: false, error: msg('tree.nested-too-deeply') };
    throw e;
  }
}

/**
 * A link's long tree (read unchecked: PAGE_PARSE_MAX) that the worker's
 * search found does not parse (`reply`, its answer): the notice for it, as
 * the reader words a short one's, and the example shown instead — the one
 * named `fallback`. Null for any other reply.
 */
export function linkTreeRefused(
  text: string,
  reply: { ok: boolean; error?: ReplyError } | null,
  fallback: string,
): { notice: Notice; example: FixtureInfo } | null {
  const error = reply?.error;
  if (reply === null || reply.ok || error?.code !== 'tree.parse') return null;
  const example = fixtureOr(fallback);
  const reason = msg('input.at', error.params as ParamsOf<'input.at'>);
  return { notice: linkNotice('tree', text, reason, msg('instead.fixture', { name: example.name })), example };
}

/** A board as a link writes it: JSON (parseJson: duplicate keys refused, at most 2 levels) of 4 rows of 4 tiles. */
export function checkBoardText(text: string): Checked<Board> {
  const json = parseJson(text, 2);
  if (!json.ok) return { ok: false, error: located(json.error) };
  const b = fromArray(json.value);
  if (!b.ok) return { ok: false, error: msg('reason.board', { detail: b.error }) };
  return { ok: true, value: b.board };
}

/** A legal tic-tac-toe position (9 cells of x, o, .; counts; lines of three as play can make them), lower case. */
export function checkTicTacToe(text: string): Checked<string> {
  const p = parsePosition(text);
  if (p.ok) return { ok: true, value: p.state.cells };
  // The notice shows the value already: the shape is said without it.
  return { ok: false, error: p.error.code === 'ttt.shape' ? msg('reason.ttt-shape') : p.error };
}

/** A legal Connect-4 game (columns 1–7, none over-full, nothing after four in a row). */
export function checkConnect4(text: string): Checked<string> {
  if (parseMoves(text).ok) return { ok: true, value: text };
  // Find the first move that is wrong, and say why in both languages.
  let k = 0;
  while (k < text.length && parseMoves(text.slice(0, k + 1)).ok) k++;
  const ch = text[k] ?? '';
  if (!/^[1-7]$/.test(ch)) return { ok: false, error: msg('reason.c4-column', { k: k + 1, ch: shortValue(ch) }) };
  const before = parseMoves(text.slice(0, k));
  if (before.ok && before.state.winner !== 0) return { ok: false, error: msg('reason.c4-over', { k: k + 1, side: before.state.winner === 1 ? 'X' : 'O' }) };
  return { ok: false, error: msg('reason.c4-full', { k: k + 1, column: ch }) };
}

/**
 * A tic-tac-toe or Connect-4 position as a link or a position field gives it
 * (tic-tac-toe's cells in lower case), or what is wrong with it. `over`: what
 * a finished game is — `shown` on the compare page (it says there is nothing
 * to compare), `refused` on the ladder (a finished game has no score to
 * solve; the error names the move that ended it, or says the board is full).
 */
export function checkPosition(game: GameName, text: string, over: 'shown' | 'refused'): Checked<string> {
  const legal = game === 'tictactoe' ? checkTicTacToe(text.toLowerCase()) : checkConnect4(text);
  if (!legal.ok || over === 'shown') return legal;
  const winner = gameStatus(game, legal.value)?.winner ?? null;
  if (winner === null) return legal;
  if (winner === 'draw') return { ok: false, error: msg('ladderFull') };
  const side = winner.toUpperCase();
  return { ok: false, error: game === 'connect4' ? msg('c4.finished', { k: text.length, column: text.slice(-1), side }) : msg('ladderWon', { side }) };
}
