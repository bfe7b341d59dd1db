/**
 * `tutor search`: run a searcher on an explicit tree (ARCHITECTURE, "CLI", contract).
 *
 *   tutor search --tree FILE|- --algo alphabeta [--depth N] [--order …] [--tie-rule …] [--json] [--trace]
 *   tutor search --input FILE.jsonl --algo minimax --json     one canonical JSON tree (or request) per line
 *
 * `--json` prints {"value","action","actions","evaluated","nodes",…}; `--trace`
 * prints the events as JSONL, then the result as the last line.
 */
import { ALGORITHMS, SEARCHERS, TIE_RULES, type Algorithm, type SearchResult, type TieRule } from '../search/index.ts';
import { ORDERINGS, type Ordering } from '../search/ordering.ts';
import { eventToJson } from '../search/tracer.ts';
import { TreeGame } from '../games/tree/game.ts';
import { parseTree } from '../games/tree/parse.ts';
import { treeStats, walkTree, type TreeError, type TreeNode } from '../games/tree/tree.ts';
import { recordSearch } from '../trace/recorder.ts';
import type { Trace } from '../trace/trace.ts';
import { narrateAll } from '../trace/narrate.ts';
import { formatNumber, type Lang } from '../i18n/lang.ts';
import { UsageError, readText, type Output } from './io.ts';

export interface SearchFlags {
  tree?: string;
  input?: string;
  algo?: string;
  depth?: string;
  order?: string;
  tieRule?: string;
  budget?: string;
  json?: boolean;
  trace?: boolean;
  narrate?: boolean;
  lang?: string;
}

/** The options of one search, after checking. */
interface Request {
  algo: Algorithm | 'auto';
  depth?: number;
  order: Ordering;
  tieRule: TieRule;
  budget?: number;
}

/** What `--json` prints for one search. */
export interface SearchJson {
  algo: Algorithm;
  value: number;
  action: string | null;
  actions: Record<string, number>;
  certainty: Record<string, string>;
  evaluated: string[];
  pruned: string[];
  nodes: number;
  leaves: number;
  cutoffs: number;
  status: string;
}

const TIE_ALIASES: Record<string, TieRule> = { inclusive: 'inclusive', aima: 'inclusive', strict: 'strict', cs188: 'strict' };

export async function searchCommand(flags: SearchFlags, out: Output): Promise<number> {
  const base = readRequest(flags as Record<string, unknown>, { algo: 'auto', order: 'given', tieRule: 'inclusive' });
  const lang: Lang = flags.lang === 'es' ? 'es' : 'en';
  if (flags.input !== undefined) return searchLines(await readText(flags.input), base, flags, out);
  if (flags.tree === undefined) throw new UsageError('give a tree with --tree FILE (or - for standard input), or many with --input FILE.jsonl');
  const text = await readText(flags.tree);
  const parsed = parseTree(text);
  if (!parsed.ok) {
    out.error(`${flags.tree === '-' ? '<stdin>' : flags.tree}:${located(parsed.error)}`);
    return 1;
  }
  const { result, trace, algo } = run(parsed.tree, base);
  const json = toJson(algo, result, trace);
  if (flags.trace === true) {
    for (const e of trace.events()) out.print(eventToJson(e));
    out.print(eventToJson({ type: 'result', ...json }));
  } else if (flags.json === true) {
    out.print(eventToJson(json));
  } else {
    out.print(describe(parsed.tree, json, lang));
    if (flags.narrate === true) {
      narrateAll(trace, { lang, algorithm: algo }).forEach((line, k) => out.print(`${String(k + 1).padStart(4)}  ${line}`));
    }
  }
  return json.status === 'complete' ? 0 : 3;
}

/** `--input`: one request per line, one JSON result per line, in order; a bad line gets an error line. */
function searchLines(text: string, base: Request, flags: SearchFlags, out: Output): number {
  let failed = 0;
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `${flags.input}:${i + 1}`;
    let request = base;
    try {
      const value = JSON.parse(line) as unknown;
      if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'tree' in value) {
        request = readRequest(value as Record<string, unknown>, base);
      }
    } catch (e) {
      if (e instanceof UsageError) return fail(e.message);
      // Not JSON: the tree parser below says where it goes wrong.
    }
    // A canonical tree, or a request {"tree": …, "algo": …} whose tree is canonical JSON or compact notation.
    const parsed = parseTree(line);
    if (!parsed.ok) return fail(located(parsed.error), parsed.error);
    try {
      const { result, trace, algo } = run(parsed.tree, request);
      const json = toJson(algo, result, trace);
      if (flags.trace === true) for (const e of trace.events()) out.print(eventToJson(e));
      out.print(eventToJson(flags.trace === true ? { type: 'result', ...json } : json));
    } catch (e) {
      fail(e instanceof Error ? e.message : String(e));
    }

    function fail(message: string, error?: TreeError): void {
      failed++;
      out.error(`${where}: ${message}`);
      out.print(JSON.stringify({ error: error ?? { message }, input: i + 1 }));
    }
  });
  return failed === 0 ? 0 : 1;
}

function run(tree: TreeNode, request: Request): { result: SearchResult<TreeNode>; trace: Trace<TreeNode, TreeNode>; algo: Algorithm } {
  const algo = request.algo === 'auto' ? autoAlgorithm(tree) : request.algo;
  const { result, trace } = recordSearch(SEARCHERS[algo], new TreeGame(), tree, {
    depth: request.depth,
    order: request.order,
    tieRule: request.tieRule,
    budget: request.budget,
  });
  return { result, trace, algo };
}

/** Without --algo: alpha-beta on MAX/MIN trees, expectiminimax where there is chance. */
function autoAlgorithm(tree: TreeNode): Algorithm {
  for (const node of walkTree(tree)) if (node.kind === 'chance') return 'expectiminimax';
  return 'alphabeta';
}

function toJson(algo: Algorithm, result: SearchResult<TreeNode>, trace: Trace<TreeNode, TreeNode>): SearchJson {
  const evaluated: string[] = [];
  const pruned: string[] = [];
  for (const e of trace.events()) {
    if (e.type === 'evaluate') evaluated.push(e.node);
    else if (e.type === 'prune') pruned.push(...e.skipped);
  }
  const actions: Record<string, number> = {};
  const certainty: Record<string, string> = {};
  for (const a of result.actions) {
    actions[a.action.id] = a.value;
    certainty[a.action.id] = a.certainty;
  }
  return {
    algo,
    value: result.value,
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

/** Reads search options from flags or from a JSONL request's fields, over `base`. */
function readRequest(fields: Record<string, unknown>, base: Request): Request {
  const request: Request = { ...base };
  const algo = fields.algo;
  if (algo !== undefined) {
    if (!(ALGORITHMS as readonly unknown[]).includes(algo)) throw new UsageError(`unknown algorithm ${JSON.stringify(algo)}: use ${ALGORITHMS.join(', ')}`);
    request.algo = algo as Algorithm;
  }
  const order = fields.order;
  if (order !== undefined) {
    if (!(ORDERINGS as readonly unknown[]).includes(order)) throw new UsageError(`unknown order ${JSON.stringify(order)}: use ${ORDERINGS.join(', ')}`);
    request.order = order as Ordering;
  }
  const tie = fields.tieRule ?? fields['tie-rule'];
  if (tie !== undefined) {
    const rule = TIE_ALIASES[String(tie)];
    if (rule === undefined) throw new UsageError(`unknown tie rule ${JSON.stringify(tie)}: use ${TIE_RULES.join(' or ')} (aliases: aima, cs188)`);
    request.tieRule = rule;
  }
  if (fields.depth !== undefined) request.depth = count(fields.depth, 'depth', 0);
  if (fields.budget !== undefined) request.budget = count(fields.budget, 'budget', 1);
  return request;
}

function count(value: unknown, name: string, min: number): number {
  const n = typeof value === 'number' ? value : Number(String(value));
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} must be a whole number ≥ ${min}, not ${JSON.stringify(value)}`);
  return n;
}

function located(error: TreeError): string {
  return `${error.line}:${error.column}: ${error.message}`;
}

/** The human-readable summary. */
function describe(tree: TreeNode, r: SearchJson, lang: Lang): string {
  const stats = treeStats(tree);
  const f = formatNumber;
  const name = (id: string | null): string => (id === null ? '–' : id === '' ? (lang === 'es' ? 'raíz' : 'root') : id);
  const sign: Record<string, string> = { exact: '=', atMost: '≤', atLeast: '≥', partial: '≈' };
  const actions = Object.entries(r.actions)
    .map(([id, v]) => `${name(id)} ${sign[r.certainty[id] ?? 'exact']} ${f(v)}`)
    .join(', ');
  const lines =
    lang === 'es'
      ? [
          `${r.algo} sobre un árbol de ${stats.nodes} nodos (${stats.leaves} hojas, altura ${stats.height})`,
          `valor ${f(r.value)}, mejor acción ${name(r.action)}`,
          `acciones: ${actions || '–'}`,
          `evaluadas (${r.evaluated.length}): ${r.evaluated.map(name).join(' ')}`,
          `podadas (${r.pruned.length}): ${r.pruned.map(name).join(' ') || '–'}`,
          `nodos visitados ${r.nodes}, hojas evaluadas ${r.leaves}, cortes ${r.cutoffs}`,
        ]
      : [
          `${r.algo} on a tree of ${stats.nodes} nodes (${stats.leaves} leaves, height ${stats.height})`,
          `value ${f(r.value)}, best action ${name(r.action)}`,
          `actions: ${actions || '–'}`,
          `evaluated (${r.evaluated.length}): ${r.evaluated.map(name).join(' ')}`,
          `pruned (${r.pruned.length}): ${r.pruned.map(name).join(' ') || '–'}`,
          `nodes visited ${r.nodes}, leaves evaluated ${r.leaves}, cutoffs ${r.cutoffs}`,
        ];
  if (r.status !== 'complete') lines.push(lang === 'es' ? `búsqueda detenida: ${r.status}` : `search stopped: ${r.status}`);
  return lines.join('\n');
}
