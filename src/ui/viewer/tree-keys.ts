/**
 * The search tree's keyboard, as a WAI-ARIA tree: one tab stop (a roving
 * tabindex on one node: the current step's node, or where the keys moved
 * while the step stays), and the keys of `app/tree-nav.ts` — the arrows,
 * Home and End move the focus from node to node (the camera follows, and the
 * node is drawn if it was not), Enter selects, F2 edits (a leaf's value,
 * where the page edits), + − * expand and collapse. The keys the tree takes
 * do not reach the viewer (its ← → step the trace while the focus is outside
 * the tree).
 */
import { treeMove } from '../../app/tree-nav.ts';
import type { ViewTree } from '../../app/view-tree.ts';

/** What the keys need of <search-tree>. */
export interface TreeKeysHost {
  index(): ViewTree | null;
  /** The nodes drawn collapsed now, and per node 1 when hidden under one. */
  collapsed(): ReadonlySet<number>;
  hidden(): Uint8Array;
  /** Node `i` chosen (Enter): as a click on it. */
  select(i: number): void;
  /** Node `i` to be edited (F2). */
  edit(i: number): void;
  /** The step's node as drawn (its nearest drawn ancestor), -1 before the first step. */
  current(): number;
  /** Collapses or expands node `i`. */
  toggle(i: number): void;
  /** Brings node `i` into view, drawn; resolves once it is in the DOM. */
  show(i: number): Promise<void>;
  /** The drawn node `i`, if it is drawn. */
  element(i: number): SVGGElement | null;
}

export class TreeKeys {
  private node = -1;
  /** The step's node when the keys (or a click) last moved: once the step moves on, the tab stop goes back to the step's node. */
  private movedAt = -1;

  constructor(private readonly host: TreeKeysHost) {}

  /**
   * The node with the tree's one tab stop: where the keys (or a click) last
   * moved, while the step stays where it was then and the node is shown;
   * else the step's node (Tab into the tree lands where the search is); else
   * the root.
   */
  tabStop(): number {
    const index = this.host.index();
    if (index === null) return -1;
    const shown = (i: number) => i >= 0 && i < index.count && this.host.hidden()[i] !== 1;
    const current = this.host.current();
    if (shown(this.node) && current === this.movedAt) return this.node;
    return shown(current) ? current : 0;
  }

  /** A new tree: the tab stop goes back to its root. */
  reset(): void {
    this.node = -1;
    this.placed = -1;
  }

  /** The node whose element holds the tab stop now. */
  private placed = -1;

  /**
   * Puts the tab stop (`tabindex` 0, `aria-selected`) on `tabStop()`'s node
   * and takes it off the one before; false when that node is not drawn yet
   * (the tree draws it: it is always among the nodes drawn).
   */
  place(): boolean {
    const stop = this.tabStop();
    const el = stop < 0 ? null : this.host.element(stop);
    if (el === null) return stop < 0;
    if (stop === this.placed && el.tabIndex === 0) return true;
    const before = this.placed < 0 || this.placed === stop ? null : this.host.element(this.placed);
    before?.setAttribute('tabindex', '-1');
    before?.setAttribute('aria-selected', 'false');
    el.setAttribute('tabindex', '0');
    el.setAttribute('aria-selected', 'true');
    this.placed = stop;
    return true;
  }

  /** A click on node `i` moves the tab stop there too. */
  clicked(i: number): void {
    this.moved(i);
  }

  private moved(i: number): void {
    this.node = i;
    this.movedAt = this.host.current();
  }

  readonly onKey = (e: KeyboardEvent): void => {
    const index = this.host.index();
    const g = (e.target as Element).closest<SVGGElement>('g.node');
    if (index === null || g === null || e.altKey || e.ctrlKey || e.metaKey) return;
    const i = Number(g.dataset.i);
    if (e.key === 'F2' && !e.shiftKey) {
      e.preventDefault();
      e.stopPropagation();
      this.moved(i);
      return this.host.edit(i);
    }
    const move = treeMove(index, this.host.collapsed(), i, e.key);
    if (move === null) return;
    e.preventDefault();
    e.stopPropagation();
    if ('select' in move) {
      this.moved(move.select);
      this.host.select(move.select);
    } else if ('collapse' in move) this.host.toggle(move.collapse);
    else if ('expand' in move) for (const n of move.expand) this.host.toggle(n);
    else void this.focus(move.focus);
  };

  private async focus(i: number): Promise<void> {
    this.moved(i);
    await this.host.show(i);
    if (this.node === i) this.host.element(i)?.focus({ preventScroll: true });
  }
}
