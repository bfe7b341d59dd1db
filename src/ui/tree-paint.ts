/**
 * Paints a step onto the drawn tree: each node's look (`node-look.ts`) goes
 * onto its elements, touching only the nodes whose view changed, so a step in
 * a 20 000-node tree costs a few ms. A node's text is written only when it is
 * on screen; text that missed updates off screen is written when it shows
 * (`freshen`).
 *
 * The hooks written here: `data-state`, `data-value` once the node has one,
 * `data-current` on the step's node, `data-check` with a self-check verdict.
 */
import type { TieRule } from '../search/search.ts';
import { NODE_STATUSES } from '../trace/codes.ts';
import type { Lang } from '../i18n/lang.ts';
import { nodeClasses, nodeText, type Verdict } from './node-look.ts';
import { certaintyOf, emptyView, statusOf, type StepView, type TreeIndex } from '../app/tree-view.ts';

const ACTIVE = NODE_STATUSES.indexOf('active');
const PRUNED = NODE_STATUSES.indexOf('pruned');

/** What a paint shows, besides the step's view. */
export interface Scene {
  index: TreeIndex;
  view: StepView;
  /** Node id → position in the index. */
  positions: ReadonlyMap<string, number>;
  /** The chosen path once the search is over, else null. */
  path: ReadonlySet<number> | null;
  /** Self-check: the nodes the student marked as pruned, and each graded node's verdict. */
  marks: ReadonlySet<string>;
  grades: ReadonlyMap<string, Verdict> | null;
  /** The α/β window and cut-off condition beside open nodes. */
  windowed: boolean;
  tieRule: TieRule;
  lang: Lang;
  /** Node `i`'s text is not on screen now (zoomed out, or its band out of view): write it later. */
  offScreen: (i: number) => boolean;
}

export class TreePainter {
  /** The drawn node and edge elements by index position (null where hidden). */
  private nodes: (SVGGElement | null)[] = [];
  private edges: (SVGGElement | null)[] = [];
  /** What each drawn node shows now (null: nothing painted yet, paint every node). */
  private shown: StepView | null = null;
  /** The nodes painted with a mark last time (current, path, self-check): painted again when the marks move. */
  private marked = new Set<number>();
  /** Per node: its text missed updates while off screen; and whether any did. */
  private staleText = new Uint8Array(0);
  private textStale = false;

  /** Finds the drawn elements (`g.node[data-node-id]`, `g.edge[data-edge-id]`) under `root`. */
  find(root: ParentNode, positions: ReadonlyMap<string, number>, n: number): void {
    this.nodes = new Array<SVGGElement | null>(n).fill(null);
    this.edges = new Array<SVGGElement | null>(n).fill(null);
    for (const g of root.querySelectorAll<SVGGElement>('g.node')) {
      const i = positions.get(g.dataset.nodeId ?? '');
      if (i !== undefined) this.nodes[i] = g;
    }
    for (const g of root.querySelectorAll<SVGGElement>('g.edge')) {
      const i = positions.get(g.dataset.edgeId ?? '');
      if (i !== undefined) this.edges[i] = g;
    }
    this.staleText = new Uint8Array(n);
    this.textStale = false;
    this.reset();
  }

  /** The elements found are for a tree of `n` nodes. */
  drawn(n: number): boolean {
    return this.nodes.length === n;
  }

  /** Forget what is shown: the next paint paints every node. */
  reset(): void {
    this.shown = null;
  }

  /** Applies the scene to the drawn nodes and edges, touching only what changed. */
  paint(s: Scene): void {
    const { index, view } = s;
    const n = index.nodes.length;
    let shown = this.shown;
    if (shown === null) {
      shown = this.shown = emptyView(n);
      shown.status.fill(255);
    }
    // The few nodes with a mark now or at the last paint are painted whatever their view.
    const marked = new Set<number>();
    if (view.current >= 0) marked.add(view.current);
    for (const i of s.path ?? []) marked.add(i);
    for (const id of s.marks) mark(marked, s.positions, id);
    for (const id of s.grades?.keys() ?? []) mark(marked, s.positions, id);
    const before = this.marked;
    this.marked = marked;
    for (let i = 0; i < n; i++) {
      const g = this.nodes[i];
      if (g === null || g === undefined) continue;
      const status = view.status[i]!;
      const value = view.value[i]!;
      const code = view.certainty[i]!;
      const open = status === ACTIVE;
      const alpha = open ? view.alpha[i]! : NaN;
      const beta = open ? view.beta[i]! : NaN;
      const same =
        shown.status[i] === status && Object.is(shown.value[i], value) && shown.certainty[i] === code && Object.is(shown.alpha[i], alpha) && Object.is(shown.beta[i], beta);
      if (same && !marked.has(i) && !before.has(i)) continue;
      shown.status[i] = status;
      shown.value[i] = value;
      shown.certainty[i] = code;
      shown.alpha[i] = alpha;
      shown.beta[i] = beta;
      const node = index.nodes[i]!;
      const parent = index.parent[i]!;
      const verdict = s.grades?.get(node.id);
      const look = nodeClasses({
        kind: node.kind,
        status: statusOf(view, i),
        current: view.current === i,
        onPath: s.path?.has(i) === true,
        parentOnPath: parent >= 0 && s.path?.has(parent) === true,
        parentPruned: parent >= 0 && view.status[parent] === PRUNED,
        marked: s.marks.has(node.id),
        verdict,
      });
      // data-* are the hooks for tests and exercises; the look comes from classes on the shapes
      // themselves, so a change restyles one element, not a subtree.
      g.dataset.state = look.state;
      if (Number.isNaN(value)) delete g.dataset.value;
      else g.dataset.value = String(value);
      if (verdict === undefined) delete g.dataset.check;
      else g.dataset.check = verdict;
      if (view.current === i) g.dataset.current = '';
      else delete g.dataset.current;
      g.setAttribute('opacity', look.opacity);
      (g.children[0] as SVGElement).setAttribute('class', look.shape);
      const e = this.edges[i];
      if (i > 0 && e !== null && e !== undefined) {
        const [line, cut] = e.children as unknown as [SVGElement, SVGElement];
        line.setAttribute('class', look.edge);
        cut.setAttribute('class', look.cut);
      }
      if (same) continue; // only a mark moved: the text is as it was
      if (s.offScreen(i)) {
        this.staleText[i] = 1;
        this.textStale = true;
      } else this.writeText(s, i, g);
    }
  }

  /** Writes the text that missed updates while off screen, for the nodes now on screen. */
  freshen(s: Scene): void {
    if (!this.textStale) return;
    let left = false;
    for (let i = 0; i < this.staleText.length; i++) {
      if (this.staleText[i] === 0) continue;
      const g = this.nodes[i];
      if (g === null || g === undefined) continue;
      if (s.offScreen(i)) left = true;
      else this.writeText(s, i, g);
    }
    this.textStale = left;
  }

  /** A node's value, α/β window and cut-off condition, as the view at this step has them. */
  private writeText(s: Scene, i: number, g: SVGGElement): void {
    const node = s.index.nodes[i]!;
    const view = s.view;
    const text = nodeText({
      kind: node.kind,
      status: statusOf(view, i),
      value: view.value[i]!,
      leafValue: node.value,
      certainty: certaintyOf(view, i),
      alpha: view.alpha[i]!,
      beta: view.beta[i]!,
      windowed: s.windowed,
      tieRule: s.tieRule,
      lang: s.lang,
    });
    const value = g.children[1] as SVGTextElement;
    value.setAttribute('class', text.valueClass);
    value.textContent = text.value;
    const win = g.querySelector('text.window')!;
    const cond = g.querySelector('text.cond')!;
    if (win.textContent !== text.window) win.textContent = text.window;
    if (cond.textContent !== text.cond) cond.textContent = text.cond;
    this.staleText[i] = 0;
  }
}

function mark(marked: Set<number>, positions: ReadonlyMap<string, number>, id: string): void {
  const i = positions.get(id);
  if (i !== undefined) marked.add(i);
}
