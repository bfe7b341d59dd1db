/**
 * The one shape of every reply a worker gives the page (src/app/requests.ts,
 * src/worker/experiment-api.ts, and the bridge, src/ui/platform/bridge.ts):
 * `{ ok: true, … } | { ok: false, error: { code, params } }`. An error is a
 * message (src/i18n/message.ts): a code from ERROR_CODES with parameters,
 * `reason` being the core's own message (a code with parameters too). The
 * page keeps it as it is and words it with `say` in its language, again when
 * the language switches.
 */
import type { TreeError } from '../games/tree/tree.ts';
import type { SearchError } from '../search/search.ts';
import type { Message, ParamsOf } from '../i18n/message.ts';

/** What a request can fail with. */
export const ERROR_CODES = [
  /** The tree's text does not parse: `line`, `column`, `reason`. */
  'tree.parse',
  /** An option of the request is not valid (unknown algorithm, depth out of range…): `reason`. */
  'request.invalid',
  /** The algorithm cannot search a node of the tree (minimax on a CHANCE node…): `reason`. */
  'search.unsupported',
  /** The 2048 board is not a board of the game: `reason`. */
  'board.invalid',
  /** The tic-tac-toe or Connect-4 position is not legal: `reason`. */
  'position.invalid',
  /** The worker threw, or stopped, instead of replying (a bug, or the browser ran out of memory): `message`, the browser's words. Set by the bridge. */
  'worker.failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** An error reply's error: a message whose code is one of ERROR_CODES. */
export interface ReplyError extends Message {
  readonly code: ErrorCode;
}

export type Failure = { ok: false; error: ReplyError };

/** A reply: `{ ok: true, …what was asked for }` or `{ ok: false, error }`. */
export type Reply<T extends object> = ({ ok: true } & T) | Failure;

/** An error reply. */
export function failure<C extends ErrorCode>(code: C, params: ParamsOf<C>): Failure {
  return { ok: false, error: { code, params: params as Message['params'] } };
}

/** A searcher's problem as the message it is (search/ spells its codes out itself, not importing i18n/: this checks that i18n/ words them). */
export const searchReason = (e: SearchError): Message => e.reason;

/** A tree that does not parse, as an error reply's error (the worker's, or the page's own parse of its copy). */
export function treeParseError(e: TreeError): ReplyError {
  return failure('tree.parse', { line: e.line, column: e.column, reason: e.reason }).error;
}
