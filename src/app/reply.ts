/**
 * The one shape of every reply a worker gives the page (src/app/requests.ts,
 * src/worker/experiment-api.ts, and the bridge, src/ui/bridge.ts):
 * `{ ok: true, … } | { ok: false, error: { code, params } }`. An error is a
 * code from ERROR_CODES with parameters; the page words it in its language
 * (src/ui/bridge.ts, `errorText`). Where the core still words a problem
 * itself, the parameters carry its text as `en` and `es`, for now: a later
 * step turns those into codes of their own.
 */
import type { TreeError } from '../games/tree/tree.ts';

/** What a request can fail with. */
export const ERROR_CODES = [
  /** The tree's text does not parse: `line`, `column`, `en`, `es`. */
  'tree.parse',
  /** An option of the request is not valid (unknown algorithm, depth out of range…): `en`, `es`. */
  'request.invalid',
  /** The algorithm cannot search a node of the tree (minimax on a CHANCE node…): `en`, `es`. */
  'search.unsupported',
  /** The 2048 board is not a board of the game: `en`, `es`. */
  'board.invalid',
  /** The tic-tac-toe or Connect-4 position is not legal: `en` (the games word it in English only, for now). */
  'position.invalid',
  /** The worker threw, or stopped, instead of replying (a bug, or the browser ran out of memory): `message`. Set by the bridge. */
  'worker.failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ReplyError {
  code: ErrorCode;
  params: Record<string, string | number>;
}

export type Failure = { ok: false; error: ReplyError };

/** A reply: `{ ok: true, …what was asked for }` or `{ ok: false, error }`. */
export type Reply<T extends object> = ({ ok: true } & T) | Failure;

/** An error reply. */
export function failure(code: ErrorCode, params: Record<string, string | number>): Failure {
  return { ok: false, error: { code, params } };
}

/** A tree that does not parse, as an error reply's error (the worker's, or the page's own parse of its copy). */
export function treeParseError(e: TreeError): ReplyError {
  return { code: 'tree.parse', params: { line: e.line, column: e.column, en: e.message, es: e.es } };
}
