/**
 * Paints a step onto the drawn nodes (those in and near view): each node's
 * look (`node-look.ts`) goes onto its elements, touching only the nodes whose
 * view changed. A node's text is written only while text is shown (not
 * zoomed out too far); text that missed updates is written when it shows
 * (`freshen`).
 *
 * The hooks written here: `data-state`, `data-value` once the node has one,
 * `data-current` on the step's node, `data-check` with a self-check verdict;
 * the cues that tell a state besides its colour (a dotted edge not walked
 * yet, a pruned node's slanted text, the current node's double outline); and
 * for assistive technology each node's name at the step (`nodeName`, its
 * `<title>`; a game's node with its whole path of moves) and
 * `aria-current="step"` on the step's node. Each value is fitted inside its
 * shape (`fitValue`): drawn smaller, or its shape widened, where it is long.
 */
import type { TieRule } from '../../search/search.ts';
import type { NodeKind } from '../../search/game.ts';
import { ACTIVE, NO_CERTAINTY, PRUNED, UNVISITED } from '../../trace/codes.ts';
import type { Lang } from '../../i18n/lang.ts';
import { fitValue, nodeClasses, nodeFigures, nodeLabel, nodeName, nodeText, shapeAttributes, toggleAt, type Verdict } from './node-look.ts';
import { emptyView, statusOf, type StepView } from '../../app/step-view.ts';
import type { ViewTree } from '../../app/view-tree.ts';
import { shapeHalfWidth } from '../../app/layout.ts';
import { SMALLEST_TEXT, VALUE_TEXT } from './camera.ts';

/** What a paint shows, besides the step's view. */
export interface Scene {
  index: ViewTree;
  view: StepView;
  /** The chosen path once the search is over, else null. */
  path: ReadonlySet<number> | null;
  /** Self-check: the nodes the student marked as pruned, and each graded node's verdict. */
  marks: ReadonlySet<string>;
  grades: ReadonlyMap<string, Verdict> | null;
  /** The α/β window and cut-off condition beside open nodes. */
  windowed: boolean;
  /** The nodes a transposition-table hit decided (written "table" once done). */
  fromTable: ReadonlySet<number>;
  tieRule: TieRule;
  lang: Lang;
  /** Text is not shown now (zoomed out too far): write it later. */
  textHidden: boolean;
  /**
   * Presentation mode: values keep the size the camera makes readable from
   * the back row (VALUE_TEXT), a shape is widened for a long one; false
   * lets a long value shrink to SMALLEST_TEXT first. Not given: as presented.
   */
  present?: boolean;
}

export class TreePainter {
  /** The drawn node and edge elements, by node. */
  private nodes = new Map<number, SVGGElement>();
  private edges = new Map<number, SVGGElement>();
  /** What each drawn node shows now (status 255: nothing painted yet). */
  private shown: StepView = emptyView(0);
  /** The nodes painted with a mark last time (current, path, self-check): painted again when the marks move. */
  private marked = new Set<number>();
  /** The drawn nodes whose text missed updates while text was hidden. */
  private staleText = new Set<number>();
  /** The search had begun at the last paint (edges not walked are dotted only then). */
  private started = false;
  /** The drawn nodes whose shape is widened for their value (node-look.ts's `fitValue`): their half width. */
  private widened = new Map<number, number>();

  /** A new tree of `n` nodes: nothing painted. */
  forget(n: number): void {
    this.shown = emptyView(n);
    this.shown.status.fill(255);
    this.nodes.clear();
    this.edges.clear();
    this.staleText.clear();
    this.widened.clear();
  }

  /** Finds the drawn elements (`g.node[data-i]`, `g.edge[data-i]`) under `root`; new ones are painted in full. */
  find(root: ParentNode): void {
    const nodes = new Map<number, SVGGElement>();
    for (const g of root.querySelectorAll<SVGGElement>('g.node')) {
      const i = Number(g.dataset.i);
      nodes.set(i, g);
      if (this.nodes.get(i) !== g) {
        this.shown.status[i] = 255;
        // A new element is drawn at the tree's width.
        this.widened.delete(i);
      }
    }
    const edges = new Map<number, SVGGElement>();
    for (const g of root.querySelectorAll<SVGGElement>('g.edge')) {
      const i = Number(g.dataset.i);
      edges.set(i, g);
      if (this.edges.get(i) !== g) this.shown.status[i] = 255;
    }
    this.nodes = nodes;
    this.edges = edges;
    for (const i of this.staleText) if (!nodes.has(i)) this.staleText.delete(i);
    for (const i of this.widened.keys()) if (!nodes.has(i)) this.widened.delete(i);
  }

  /** Node i is drawn. */
  has(i: number): boolean {
    return this.nodes.has(i);
  }

  /** Forget what is shown: the next paint paints every drawn node. */
  reset(): void {
    for (const i of this.nodes.keys()) this.shown.status[i] = 255;
  }

  /** Applies the scene to the drawn nodes and edges, touching only what changed. */
  paint(s: Scene): void {
    const { index, view } = s;
    const shown = this.shown;
    if (shown.status.length !== index.count) this.forget(index.count);
    // The search begins or is taken back to before it began: every edge changes its look.
    const started = index.count > 0 && view.status[0] !== UNVISITED;
    if (started !== this.started) {
      this.started = started;
      this.reset();
    }
    // The few nodes with a mark now or at the last paint are painted whatever their view.
    const marked = new Set<number>();
    if (view.current >= 0) marked.add(view.current);
    for (const i of s.path ?? []) marked.add(i);
    for (const id of s.marks) mark(marked, index, id);
    for (const id of s.grades?.keys() ?? []) mark(marked, index, id);
    const before = this.marked;
    this.marked = marked;
    for (const [i, g] of this.nodes) {
      // A node the view has no entry for reads as not yet reached (i < index.count always has one).
      const status = view.status[i] ?? UNVISITED;
      const value = view.value[i] ?? NaN;
      const code = view.certainty[i] ?? NO_CERTAINTY;
      const open = status === ACTIVE;
      const alpha = open ? (view.alpha[i] ?? NaN) : NaN;
      const beta = open ? (view.beta[i] ?? NaN) : NaN;
      const same =
        shown.status[i] === status &&
        Object.is(shown.value[i], value) &&
        shown.certainty[i] === code &&
        Object.is(shown.alpha[i], alpha) &&
        Object.is(shown.beta[i], beta);
      if (same && !marked.has(i) && !before.has(i)) continue;
      shown.status[i] = status;
      shown.value[i] = value;
      shown.certainty[i] = code;
      shown.alpha[i] = alpha;
      shown.beta[i] = beta;
      const id = index.id(i);
      const parent = index.parent[i] ?? -1;
      const verdict = s.grades?.get(id);
      const look = nodeClasses({
        kind: index.kindOf(i),
        status: statusOf(view, i),
        current: view.current === i,
        onPath: s.path?.has(i) === true,
        parentOnPath: parent >= 0 && s.path?.has(parent) === true,
        parentPruned: parent >= 0 && view.status[parent] === PRUNED,
        marked: s.marks.has(id),
        verdict,
        started,
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
      // A tree item (not a thumbnail's node): named and marked for assistive technology.
      if (g.getAttribute('role') === 'treeitem') {
        if (view.current === i) g.setAttribute('aria-current', 'step');
        else g.removeAttribute('aria-current');
        const name = g.querySelector('title.name');
        if (name !== null)
          name.textContent = nodeName({ ...nodeFigures(s.index, s.view, i, s), label: nodeLabel(index, i, s.lang), current: view.current === i, verdict });
      }
      // What tells the state besides colour (node-look.ts): attributes the drawing's rules leave free.
      attribute(g, 'font-style', look.slant);
      (g.children[0] as SVGElement).setAttribute('class', look.shape);
      const ring = g.querySelector('.ring');
      if (ring !== null) ring.setAttribute('display', look.ring ? 'inline' : 'none');
      const e = this.edges.get(i);
      if (i > 0 && e !== undefined) {
        const [line, cut] = e.children as unknown as [SVGElement, SVGElement];
        line.setAttribute('class', look.edge);
        attribute(line, 'stroke-dasharray', look.edgeDash);
        attribute(line, 'stroke-linecap', look.edgeDash === null ? null : 'round');
        cut.setAttribute('class', look.cut);
      }
      if (same) continue; // only a mark moved: the text is as it was
      if (s.textHidden) this.staleText.add(i);
      else this.writeText(s, i, g);
    }
  }

  /** Writes the text that missed updates while hidden. */
  freshen(s: Scene): void {
    if (s.textHidden) return;
    for (const i of this.staleText) {
      const g = this.nodes.get(i);
      if (g !== undefined) this.writeText(s, i, g);
    }
    this.staleText.clear();
  }

  /** A node's value (fitted inside its shape), α/β window and cut-off condition, as the view at this step has them. */
  private writeText(s: Scene, i: number, g: SVGGElement): void {
    const text = nodeText(nodeFigures(s.index, s.view, i, s));
    const value = g.children[1] as SVGTextElement;
    value.setAttribute('class', text.valueClass);
    value.textContent = text.value;
    const kind = s.index.kindOf(i);
    const hw = shapeHalfWidth(s.index.data.valueChars);
    const fit = fitValue(kind, hw, text.value, s.present === false ? SMALLEST_TEXT : VALUE_TEXT);
    attribute(value, 'y', String(fit.y));
    // Inline: the drawing's rule (tree-drawing.css) sets the values' size, which a presentation attribute would not beat.
    value.style.fontSize = fit.size === VALUE_TEXT ? '' : `${fit.size}px`;
    if (fit.hw !== (this.widened.get(i) ?? hw)) this.reshape(g, kind, fit.hw, hw);
    const win = g.querySelector('text.window');
    const cond = g.querySelector('text.cond');
    if (win !== null && win.textContent !== text.window) win.textContent = text.window;
    if (cond !== null && cond.textContent !== text.cond) cond.textContent = text.cond;
    this.staleText.delete(i);
  }

  /** Gives node i's shape, its ring and its toggle's place `to` of half width (`base`: the tree's own). */
  private reshape(g: SVGGElement, kind: NodeKind, to: number, base: number): void {
    const i = Number(g.dataset.i);
    if (to === base) this.widened.delete(i);
    else this.widened.set(i, to);
    for (const e of [g.children[0], g.querySelector('.ring')]) if (e) for (const [name, value] of shapeAttributes(kind, to)) e.setAttribute(name, value);
    g.querySelector('.toggle')?.setAttribute('transform', toggleAt(kind, to));
  }
}

/** Sets an attribute, or removes it for null. */
function attribute(e: Element, name: string, value: string | null): void {
  if (value === null) e.removeAttribute(name);
  else if (e.getAttribute(name) !== value) e.setAttribute(name, value);
}

function mark(marked: Set<number>, index: ViewTree, id: string): void {
  const i = index.find(id);
  if (i >= 0) marked.add(i);
}
