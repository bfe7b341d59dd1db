/**
 * `tutor search`: run a searcher on an explicit tree (docs/contracts.md, "The `tutor` command").
 *
 *   tutor search --tree FILE|- --algo alphabeta [--depth N] [--order …] [--tie-rule …] [--root carried|full-window] [--json] [--trace]
 *   tutor search --input FILE.jsonl --algo minimax --json     one canonical JSON tree (or request) per line
 *   tutor search --game tictactoe|connect4 …                   a game position (search-game.ts)
 *
 * `--json` prints {"value","action","actions","evaluated","nodes",…}; `--trace`
 * prints the events as JSONL, then the result as the last line.
 */
import { eventToJson, withCertainty } from '../search/tracer.ts';
import { parseTree } from '../games/tree/parse.ts';
import {
  DEFAULT_REQUEST,
  RequestError,
  answerTree,
  readRequest,
  searchTree,
  type TreeAnswer,
  type TreeRequest,
  type TreeSearch,
  type TreeSearchJson,
} from '../app/tree-search.ts';
import { MAX_TREE_DEPTH, treeStats, type TreeError, type TreeNode } from '../games/tree/tree.ts';
import { parseJson } from '../games/input.ts';
import { narrateAll } from '../trace/narrate.ts';
import { gameCommand, type GameFlags } from './search-game.ts';
import { formatNumber, type Lang } from '../i18n/lang.ts';
import { LineError, UsageError, english, intFlag, readText, type Output } from './io.ts';
import { Batch, answerInput, batchLines } from './batch.ts';
import { say } from '../i18n/say.ts';
import { msg } from '../i18n/message.ts';
import { SearchError } from '../search/search.ts';
import { forestOf, latexDocument } from '../app/latex.ts';

export interface SearchFlags extends GameFlags {
  tree?: string;
  order?: string;
  tieRule?: string;
  root?: string;
  budget?: string;
  json?: boolean;
  trace?: boolean;
  narrate?: boolean;
  lang?: string;
  format?: 'latex';
  step?: string;
}

export async function searchCommand(flags: SearchFlags, out: Output): Promise<number> {
  if (flags.game !== undefined) return gameCommand(flags, out);
  const gameOnly = (['position', 'centreFirst', 'table', 'deepening', 'nullWindow', 'moveOrder', 'randomSeed', 'iterations', 'seed', 'c'] as const).filter(
    (f) => flags[f] !== undefined,
  );
  const [gameFlag] = gameOnly;
  if (gameFlag !== undefined)
    throw new UsageError(`--${gameFlag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} goes with --game tictactoe|connect4, not with a tree`);
  if (flags.algo === 'mcts') throw new UsageError('--algo mcts searches a game position: give --game tictactoe|connect4 and --position');
  const base = request(flags as Record<string, unknown>, DEFAULT_REQUEST);
  const lang: Lang = flags.lang === 'es' ? 'es' : 'en';
  if (flags.step !== undefined && flags.format !== 'latex') throw new UsageError('--step goes with --format latex (the tree drawn at that step)');
  if (flags.format === 'latex' && (flags.input !== undefined || flags.json === true || flags.trace === true)) {
    throw new UsageError('--format latex draws one tree: give it with --tree, without --input, --json or --trace');
  }
  if (flags.input !== undefined) return searchLines(await readText(flags.input), base, flags, out);
  if (flags.tree === undefined) throw new UsageError('give a tree with --tree FILE (or - for standard input), or many with --input FILE.jsonl');
  const text = await readText(flags.tree);
  const parsed = parseTree(text);
  if (!parsed.ok) {
    out.error(`${flags.tree === '-' ? '<stdin>' : flags.tree}:${located(parsed.error)}`);
    return 1;
  }
  // Recorded only when the steps are shown (--trace, --narrate, --format latex): a plain answer runs at the searchers' speed.
  const record = flags.trace === true || flags.narrate === true || flags.format === 'latex';
  let search: TreeAnswer | TreeSearch;
  try {
    search = record ? searchTree(parsed.tree, base) : answerTree(parsed.tree, base);
  } catch (e) {
    // An algorithm that cannot search this tree (minimax on a chance node): bad input, said as such.
    if (!(e instanceof SearchError)) throw e;
    out.error(`${flags.tree === '-' ? '<stdin>' : flags.tree}: ${english(e.reason)}`);
    return 1;
  }
  const { algo, json } = search;
  const trace = (search as Partial<TreeSearch>).trace ?? null;
  if (flags.format === 'latex' && trace !== null) {
    // The tree at a step, as the page draws it: values and bounds, α/β beside open nodes, the current node, the cuts.
    const step = intFlag(flags.step, 'step', { min: 0, max: trace.length }, trace.length);
    out.print(
      latexDocument(
        forestOf(parsed.tree, trace, step, { windows: algo === 'alphabeta' ? 'open' : 'none', omitted: (c) => english(msg('latex.omitted', c)) }),
        'standalone',
      ),
    );
  } else if (flags.trace === true && trace !== null) {
    for (const e of trace.events()) out.print(eventToJson(e));
    out.print(eventToJson({ type: 'result', ...json }));
  } else if (flags.json === true) {
    out.print(eventToJson(json));
  } else {
    out.print(describe(parsed.tree, json, lang));
    if (flags.narrate === true && trace !== null) {
      narrateAll(trace, { algorithm: algo }).forEach((line, k) => out.print(`${String(k + 1).padStart(4)}  ${say(line, lang)}`));
    }
  }
  return json.status === 'complete' ? 0 : 3;
}

/**
 * `--input`: one request per line, one JSON result per line, in order; a bad line gets an error line.
 * A batch (batch.ts): its progress on a terminal, Ctrl-C heard between lines. A tree is at most
 * MAX_TREE_NODES, about a second of searching at worst: the line being searched when Ctrl-C comes
 * is answered in full, and the batch stops after it (exit 130).
 */
async function searchLines(text: string, base: TreeRequest, flags: SearchFlags, out: Output): Promise<number> {
  const name = flags.input ?? '-';
  const lines = batchLines(text);
  const batch = new Batch(lines.length, out);
  // The nodes searched so far, every PROGRESS_EVERY (search.ts), for the progress line.
  const request: TreeRequest = { ...base, progress: batch.nodes };
  let failed = 0;
  try {
    for (const [i, line] of lines.entries()) {
      if (!(await batch.begin(i + 1))) break;
      const handle = (l: string): unknown => {
        if (flags.trace !== true) return answerLine(l, request).json;
        const search = answerLine(l, request, true);
        for (const e of search.trace.events()) batch.out.print(eventToJson(e));
        return { type: 'result', ...search.json };
      };
      if (!(await answerInput(line, i + 1, name, batch.out, (l) => Promise.resolve(handle(l)), eventToJson))) failed++;
      batch.done();
      if (batch.interrupted) break;
    }
  } finally {
    batch.end();
  }
  if (batch.interrupted) return batch.stopped('tutor search', name);
  return failed === 0 ? 0 : 1;
}

/**
 * One `--input` line: a canonical JSON tree, a request {"tree": …, "algo": …}
 * whose tree is canonical JSON or compact notation, or compact notation.
 * Throws LineError for anything it cannot answer (the fuzzers call it too).
 * Recorded (`record`, for --trace) or not (the answer alone, at the searchers' speed).
 */
export function answerLine(line: string, base: TreeRequest): TreeAnswer;
export function answerLine(line: string, base: TreeRequest, record: true): TreeSearch;
export function answerLine(line: string, base: TreeRequest, record = false): TreeAnswer | TreeSearch {
  let request = base;
  if (/^\s*\{/.test(line)) {
    // A tree nests two JSON levels per tree level, and a request adds one.
    const json = parseJson(line, 2 * MAX_TREE_DEPTH + 4, true);
    if (json.ok) {
      const value = json.value;
      if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'tree' in value) {
        try {
          request = readRequest(value as Record<string, unknown>, base, true);
        } catch (e) {
          if (e instanceof RequestError) throw new LineError(english(e.reason));
          throw e;
        }
      }
    } else if (json.error.reason.code !== 'json.invalid') {
      // A repeated key or too deep: said here, with its column.
      const message = english(json.error.reason.code === 'json.nested' ? msg('tree.too-deep', { max: MAX_TREE_DEPTH }) : json.error.reason);
      throw new LineError(`${json.error.line}:${json.error.column}: ${message}`, { line: json.error.line, column: json.error.column, message });
    }
    // Not JSON: the tree parser below says where it goes wrong.
  }
  // A canonical tree, or a request {"tree": …, "algo": …} whose tree is canonical JSON or compact notation.
  const parsed = parseTree(line);
  if (!parsed.ok) throw new LineError(located(parsed.error), { line: parsed.error.line, column: parsed.error.column, message: english(parsed.error.reason) });
  let search: TreeAnswer | TreeSearch;
  try {
    search = record ? searchTree(parsed.tree, request) : answerTree(parsed.tree, request);
  } catch (e) {
    if (e instanceof SearchError) throw new LineError(english(e.reason));
    throw e;
  }
  return search;
}

/** Options from the command line: a bad one is a usage error. */
function request(flags: Record<string, unknown>, base: TreeRequest): TreeRequest {
  try {
    return readRequest(flags, base);
  } catch (e) {
    if (e instanceof RequestError) throw new UsageError(english(e.reason));
    throw e;
  }
}

function located(error: TreeError): string {
  return `${error.line}:${error.column}: ${english(error.reason)}`;
}

/** The human-readable summary, in `lang` (i18n/cli.ts). */
function describe(tree: TreeNode, r: TreeSearchJson, lang: Lang): string {
  const stats = treeStats(tree);
  return say(
    msg('summary.search', {
      algo: r.algo,
      ...stats,
      value: r.value === null ? '–' : formatNumber(r.value),
      action: r.action ?? undefined,
      actions: Object.entries(r.actions).map(([id, v]) => [id, withCertainty(formatNumber(v), r.certainty[id], '=')] as const),
      evaluated: r.evaluated,
      pruned: r.pruned,
      visited: r.nodes,
      evaluatedCount: r.leaves,
      cutoffs: r.cutoffs,
      stopped: r.status === 'complete' ? undefined : r.status,
    }),
    lang,
  );
}
