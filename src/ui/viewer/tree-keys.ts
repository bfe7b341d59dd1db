/**
 * The search tree's keyboard, as a WAI-ARIA tree: one tab stop (a roving
 * tabindex on one node, the root until the keys move it), and the keys of
 * `app/tree-nav.ts` — the arrows, Home and End move the focus from node to
 * node (the camera follows, and the node is drawn if it was not), Enter
 * selects, + − * expand and collapse. The keys the tree takes do not reach
 * the viewer (its ← → step the trace while the focus is outside the tree).
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
  /** Collapses or expands node `i`. */
  toggle(i: number): void;
  /** Brings node `i` into view, drawn; resolves once it is in the DOM. */
  show(i: number): Promise<void>;
  /** The drawn node `i`, if it is drawn. */
  element(i: number): SVGGElement | null;
}

export class TreeKeys {
  private node = -1;

  constructor(private readonly host: TreeKeysHost) {}

  /** The node with the tree's one tab stop: the last the keys moved to, if it is still shown, else the root. */
  tabStop(): number {
    const index = this.host.index();
    if (index === null) return -1;
    return this.node >= 0 && this.node < index.count && this.host.hidden()[this.node] !== 1 ? this.node : 0;
  }

  /** A new tree: the tab stop goes back to its root. */
  reset(): void {
    this.node = -1;
  }

  /** A click on node `i` moves the tab stop there too. */
  clicked(i: number): void {
    this.node = i;
  }

  readonly onKey = (e: KeyboardEvent): void => {
    const index = this.host.index();
    const g = (e.target as Element).closest<SVGGElement>('g.node');
    if (index === null || g === null || e.altKey || e.ctrlKey || e.metaKey) return;
    const i = Number(g.dataset.i);
    const move = treeMove(index, this.host.collapsed(), i, e.key);
    if (move === null) return;
    e.preventDefault();
    e.stopPropagation();
    if ('select' in move) this.host.select(move.select);
    else if ('collapse' in move) this.host.toggle(move.collapse);
    else if ('expand' in move) for (const n of move.expand) this.host.toggle(n);
    else void this.focus(move.focus);
  };

  private async focus(i: number): Promise<void> {
    this.node = i;
    await this.host.show(i);
    if (this.node === i) this.host.element(i)?.focus({ preventScroll: true });
  }
}
