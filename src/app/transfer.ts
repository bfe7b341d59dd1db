/**
 * A recorded search as it crosses a boundary (the worker's): the trace's
 * columns, what its one pass over the events derived, the tree it explored
 * (`view-tree.ts`) and that tree's layout — typed arrays only, transferred
 * rather than copied, so the page receives even the whole tic-tac-toe tree
 * (half a million nodes, 1.7 M events) without a long task. The page opens
 * it (`openView`) in constant time: a Trace named by the tree's ids and
 * labels, over the same columns.
 */
import type { TraceData } from '../trace/recorder.ts';
import { Trace, derivedBuffers, type TraceDerived, type TraceNames } from '../trace/trace.ts';
import { layoutTree, spacingOf, type Layout } from './layout.ts';
import { ViewTree, viewTreeBuffers, type ViewTreeData } from './view-tree.ts';
import { entryAt } from '../games/entry.ts';

/** A trace's columns without its states (they stay where it was recorded). */
export type TraceColumns = Omit<TraceData<never>, 'states'>;

/** A recorded search in transfer form. */
export interface SearchTransfer {
  tree: ViewTreeData;
  columns: TraceColumns;
  derived: TraceDerived;
  /** The tree laid out with nothing collapsed, mini boards included where it has positions. */
  layout: Layout;
}

/** What the viewer draws: the tree, its trace, and its layout with nothing collapsed (null: the viewer lays it out). */
export interface SearchView {
  index: ViewTree;
  /** Null shows the tree before any search (self-check's blank tree). */
  trace: Trace | null;
  layout: Layout | null;
}

/** A search view with its trace (what the worker's replies open as). */
export type TracedView = SearchView & { trace: Trace };

/** The typed-array columns of a trace. */
const COLUMNS = ['type', 'node', 'a', 'c', 'parent', 'kind', 'edge', 'skippedBy'] as const satisfies readonly (keyof TraceColumns)[];

/**
 * The transfer form of a search: `trace` and `index` are handed over (their
 * arrays are the transfer's; the caller does not use them after). Each
 * column gets a buffer of its own, exactly its size (copied if it shares
 * one, or is a view into a bigger one): a transferred buffer is detached for
 * the sender, so two arrays on one buffer must not be transferred as they are.
 */
export function transferOf(trace: Trace<unknown, unknown>, index: ViewTree): SearchTransfer {
  const { states, ...rest } = trace.data;
  void states;
  const columns = { ...rest } as TraceColumns;
  const seen = new Set<ArrayBufferLike>();
  for (const name of COLUMNS) {
    const column = columns[name];
    const whole = column.byteOffset === 0 && column.byteLength === column.buffer.byteLength && column.buffer instanceof ArrayBuffer;
    const own = whole && !seen.has(column.buffer) ? column : column.slice();
    seen.add(own.buffer);
    (columns as Record<(typeof COLUMNS)[number], unknown>)[name] = own;
  }
  return { tree: index.data, columns, derived: trace.derived(), layout: layoutTree(index, new Set(), spacingOf(index, index.positions !== null)) };
}

/** The buffers to transfer with a reply holding `t`, each once. */
export function transferList(t: SearchTransfer): ArrayBuffer[] {
  const arrays: ArrayBuffer[] = [
    ...COLUMNS.map((name) => t.columns[name].buffer as ArrayBuffer),
    ...derivedBuffers(t.derived),
    ...viewTreeBuffers(t.tree),
    ...[t.layout.x, t.layout.y, t.layout.levelStart, t.layout.levelNodes, t.layout.levelY].map((a) => a.buffer as ArrayBuffer),
  ];
  return [...new Set(arrays)];
}

/** The page's side: the tree, and a Trace over the same columns named by the tree's ids and labels. */
export function openView(t: SearchTransfer): TracedView {
  const index = new ViewTree(t.tree);
  const names: TraceNames = {
    id: (n) => index.id(index.nodeOfTrace(n)),
    // The move's name; a textbook tree's child is named by its id (as its game names it).
    action: (n) => index.label(index.nodeOfTrace(n)) || index.id(index.nodeOfTrace(n)),
    find: (id) => {
      const i = index.find(id);
      return i < 0 ? -1 : entryAt(index.traced, i);
    },
  };
  const trace = new Trace(names, { ...t.columns, states: [] as never[] }, t.derived);
  return { index, trace, layout: t.layout };
}
