/**
 * Searching an explicit tree and reporting it as the CLI contract says
 * ({"value","action","actions","evaluated","nodes",…}). Shared by `tutor
 * search` and the page's worker, so both give the same answers.
 */
import {
  ALGORITHMS,
  ROOT_WINDOWS,
  SEARCHERS,
  SearchError,
  TIE_RULES,
  type Algorithm,
  type RootWindow,
  type SearchOptions,
  type SearchResult,
  type TieRule,
} from '../search/index.ts';
import { ORDERINGS, type Ordering } from '../search/ordering.ts';
import type { Certainty } from '../search/tracer.ts';
import type { Turn } from '../search/game.ts';
import { recordSearch } from '../trace/recorder.ts';
import type { Trace } from '../trace/trace.ts';
import { TreeGame } from '../games/tree/game.ts';
import { MAX_TREE_DEPTH, walkTree, type TreeNode } from '../games/tree/tree.ts';
import { clip, excerpt, integerValue, parseInteger, type IntRange } from '../games/input.ts';
import { OutcomeTracer } from './outcome-tracer.ts';
import { msg, type Message } from '../i18n/message.ts';

/** The options of one search; `auto` picks alpha-beta, or expectiminimax for trees with chance. */
export interface TreeRequest {
  algo: Algorithm | 'auto';
  depth?: number;
  order: Ordering;
  tieRule: TieRule;
  /** Alpha-beta's window at the root: carried across the moves (AIMA), or full for each (AIMA-Java). */
  root: RootWindow;
  budget?: number;
  /** Told the nodes entered so far, now and then (search.ts: PROGRESS_EVERY). */
  progress?: (nodes: number) => void;
}

export const DEFAULT_REQUEST: TreeRequest = { algo: 'auto', order: 'given', tieRule: 'inclusive', root: 'carried' };

/** What `tutor search --json` prints for one search. */
export interface TreeSearchJson {
  algo: Algorithm;
  /** null when the search stopped before it finished (budget, abort): a partial value is no answer. */
  value: number | null;
  /** The chosen root child's id, or null. */
  action: string | null;
  /** Each root child's value (from MAX's point of view), by id. */
  actions: Record<string, number>;
  /** Whether each of those is exact or a bound (`atMost`, `atLeast`), by id. */
  certainty: Record<string, Certainty>;
  /** Leaf ids in evaluation order (terminals and nodes at the depth limit). */
  evaluated: string[];
  /** Ids of the children cutoffs skipped (roots of pruned subtrees), in order. */
  pruned: string[];
  nodes: number;
  leaves: number;
  cutoffs: number;
  status: string;
}

/** A search's answer without its recording (a batch line, the fuzzers): what `--json` prints. */
export interface TreeAnswer {
  algo: Algorithm;
  result: SearchResult<TreeNode>;
  json: TreeSearchJson;
}

/** A search's answer with its recording, to step through, narrate or draw. */
export interface TreeSearch extends TreeAnswer {
  trace: Trace<TreeNode, TreeNode>;
}

/** A problem with a request's options, as a message (i18n/ words it). */
export class RequestError extends Error {
  override name = 'RequestError';
  constructor(readonly reason: Message) {
    // The code and its parameters, for a stack trace.
    super(`${reason.code} ${JSON.stringify(reason.params)}`);
  }
}

const TIE_ALIASES: Record<string, TieRule> = { inclusive: 'inclusive', aima: 'inclusive', strict: 'strict', cs188: 'strict' };

/** The fields a JSONL request may have: the tree and the options. */
export const REQUEST_FIELDS = ['tree', 'algo', 'order', 'tieRule', 'tie-rule', 'root', 'depth', 'budget'] as const;

/**
 * Reads search options from flags (text) or a JSONL request's fields (`algo`,
 * `order`, `tieRule`/`tie-rule`, `root`, `depth`, `budget`), over `base`.
 * From a JSON document (`json`), numbers must be JSON numbers and a field the
 * request does not have is refused, so a misspelt option is never ignored.
 */
export function readRequest(fields: Record<string, unknown>, base: TreeRequest = DEFAULT_REQUEST, json = false): TreeRequest {
  if (json) {
    const unknown = Object.keys(fields).find((k) => !(REQUEST_FIELDS as readonly string[]).includes(k));
    if (unknown !== undefined) throw new RequestError(msg('input.unknown-field', { name: clip(unknown), allowed: REQUEST_FIELDS }));
    if ('tieRule' in fields && 'tie-rule' in fields) throw new RequestError(msg('request.tie-rule-twice'));
  }
  const request: TreeRequest = { ...base };
  const algo = fields.algo;
  if (algo !== undefined && algo !== 'auto') {
    if (!(ALGORITHMS as readonly unknown[]).includes(algo)) {
      throw new RequestError(msg('request.algorithm', { value: excerpt(algo), allowed: ALGORITHMS }));
    }
    request.algo = algo as Algorithm;
  }
  const order = fields.order;
  if (order !== undefined) {
    if (!(ORDERINGS as readonly unknown[]).includes(order)) {
      throw new RequestError(msg('request.order', { value: excerpt(order), allowed: ORDERINGS }));
    }
    request.order = order as Ordering;
  }
  // `null` is a value like any other (refused), never "not given".
  const tie = fields.tieRule !== undefined ? fields.tieRule : fields['tie-rule'];
  if (tie !== undefined) {
    const rule = typeof tie === 'string' && Object.hasOwn(TIE_ALIASES, tie) ? TIE_ALIASES[tie] : undefined;
    if (rule === undefined) {
      throw new RequestError(msg('request.tie-rule', { value: excerpt(tie), allowed: TIE_RULES }));
    }
    request.tieRule = rule;
  }
  const root = fields.root;
  if (root !== undefined) {
    if (!(ROOT_WINDOWS as readonly unknown[]).includes(root)) {
      throw new RequestError(msg('request.root', { value: excerpt(root), allowed: ROOT_WINDOWS }));
    }
    request.root = root as RootWindow;
  }
  if (fields.depth !== undefined) request.depth = wholeNumber(fields.depth, 'depth', { min: 0, max: MAX_TREE_DEPTH }, json);
  if (fields.budget !== undefined) request.budget = wholeNumber(fields.budget, 'budget', BUDGET_RANGE, json);
  return request;
}

/** The node budgets accepted. */
export const BUDGET_RANGE = { min: 1, max: 1_000_000_000 };

/** A flag's text or a JSON field's number (`json`: text is refused), strictly (src/games/input.ts). */
function wholeNumber(value: unknown, name: string, range: IntRange, json: boolean): number {
  const r = typeof value === 'string' && !json ? parseInteger(value, name, range) : integerValue(value, name, range);
  if (!r.ok) throw new RequestError(r.error);
  return r.value;
}

/** Without a chosen algorithm: alpha-beta on MAX/MIN trees, expectiminimax where there is chance. */
export function autoAlgorithm(tree: TreeNode): Algorithm {
  for (const node of walkTree(tree)) if (node.kind === 'chance') return 'expectiminimax';
  return 'alphabeta';
}

/** The kinds of node each searcher expands (a node at the depth limit is only evaluated, whatever its kind). */
const SEARCHABLE: Record<Algorithm, readonly Turn[]> = {
  minimax: ['max', 'min'],
  alphabeta: ['max', 'min'],
  negamax: ['max', 'min'],
  expectimax: ['max', 'chance'],
  expectiminimax: ['max', 'min', 'chance'],
};

/**
 * Refuses, before any search, a tree with a node `algo` cannot expand (a
 * chance node under minimax or alpha-beta, a MIN node under expectimax)
 * above the depth limit: the first in the tree's order, whatever the search
 * would visit first, so a node a cutoff would skip is refused too.
 */
export function checkSearchable(tree: TreeNode, algo: Algorithm, depth = Infinity): void {
  const allowed = SEARCHABLE[algo];
  const stack: [TreeNode, number][] = [[tree, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, ply] = top;
    if (node.kind === 'leaf' || ply >= depth) continue;
    if (!allowed.includes(node.kind)) throw new SearchError({ code: 'search.cannot-search', params: { searcher: algo, turn: node.kind, node: clip(node.id) } });
    // Per node, no copy: i < children.length.
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i]!, ply + 1]);
  }
}

function options(request: TreeRequest): Omit<SearchOptions<TreeNode>, 'tracer'> {
  return { depth: request.depth, order: request.order, tieRule: request.tieRule, root: request.root, budget: request.budget, progress: request.progress };
}

/** Runs the request on the tree with a recorder. Throws SearchError if the algorithm cannot handle a node. */
export function searchTree(tree: TreeNode, request: TreeRequest = DEFAULT_REQUEST): TreeSearch {
  const algo = request.algo === 'auto' ? autoAlgorithm(tree) : request.algo;
  checkSearchable(tree, algo, request.depth);
  const { result, trace } = recordSearch(SEARCHERS[algo], new TreeGame(), tree, options(request));
  const evaluated: string[] = [];
  const pruned: string[] = [];
  for (const e of trace.events()) {
    if (e.type === 'evaluate') evaluated.push(e.node);
    else if (e.type === 'prune') for (const id of e.skipped) pruned.push(id);
  }
  return { algo, result, trace, json: toJson(algo, result, evaluated, pruned) };
}

/**
 * The same answer as `searchTree` without recording the search (`tutor
 * search --input` without --trace): only the leaves evaluated and the
 * children cutoffs skipped are noted, in order, so a batch runs at the
 * searchers' speed.
 */
export function answerTree(tree: TreeNode, request: TreeRequest = DEFAULT_REQUEST): TreeAnswer {
  const algo = request.algo === 'auto' ? autoAlgorithm(tree) : request.algo;
  checkSearchable(tree, algo, request.depth);
  const tracer = new OutcomeTracer<TreeNode>((node) => node.id);
  const result = SEARCHERS[algo](new TreeGame(), tree, { ...options(request), tracer });
  return { algo, result, json: toJson(algo, result, tracer.evaluated, tracer.pruned) };
}

function toJson(algo: Algorithm, result: SearchResult<TreeNode>, evaluated: string[], pruned: string[]): TreeSearchJson {
  const actions: Record<string, number> = {};
  const certainty: Record<string, Certainty> = {};
  for (const a of result.actions) {
    actions[a.action.id] = a.value;
    certainty[a.action.id] = a.certainty;
  }
  return {
    algo,
    value: result.status === 'complete' ? result.value : null,
    action: result.action?.id ?? null,
    actions,
    certainty,
    evaluated,
    pruned,
    nodes: result.nodes,
    leaves: result.leaves,
    cutoffs: result.cutoffs,
    status: result.status,
  };
}
