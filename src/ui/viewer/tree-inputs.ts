/**
 * What the pages give <search-tree> (its inputs), apart from how it draws
 * them: the reactive properties that change what is drawn (a render), and the
 * painted ones that change only how a step looks (a paint of the nodes that
 * change): the trace, the step, the algorithm and tie rule, self-check's marks
 * and grades, and whether the camera follows; and what it tells them (a node
 * clicked, a node under the pointer).
 */
import { LitElement } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Algorithm, TieRule } from '../../search/search.ts';
import type { TreeNode } from '../../games/tree/tree.ts';
import type { Trace } from '../../trace/trace.ts';
import type { Lang } from '../../i18n/lang.ts';
import type { SearchView } from '../../app/transfer.ts';
import type { Verdict } from './node-look.ts';
import { ownTask } from '../platform/next-task.ts';

export abstract class TreeInputs extends LitElement {
  /** The tree or search drawn last: a new one (the first included) is laid out and drawn in a task of its own (platform/next-task.ts's ownTask). */
  private drawnInput: unknown = undefined;
  protected override async scheduleUpdate(): Promise<void> {
    const input = this.view ?? this.tree;
    if (!this.hasUpdated || input !== this.drawnInput) {
      this.drawnInput = input;
      await ownTask();
    }
    super.scheduleUpdate();
  }

  // Only what changes the drawing's structure re-renders; the step's view is painted onto it.
  /** A textbook tree to draw (with `trace`, its search), or null when `view` says what is drawn. */
  @property({ attribute: false }) tree: TreeNode | null = null;
  /** A search as the worker hands it over (the tree it explored, its trace and layout): a game's decision, however big. */
  @property({ attribute: false }) view: SearchView | null = null;
  @property() override lang: Lang = 'en';
  /** Animated transitions between steps (also off when the system asks for reduced motion). */
  @property({ type: Boolean }) motion: boolean = true;
  /** A thumbnail: no zoom buttons, no labels beside nodes, the whole tree fitted. */
  @property({ type: Boolean }) compact: boolean = false;
  /** Only the path from the root to the current node, with the siblings along it; the rest collapsed. */
  @property({ type: Boolean }) focusView: boolean = false;
  /** Presentation mode: the readable scale is a projector's. */
  @property({ type: Boolean }) present: boolean = false;
  /** Nodes the user collapsed (positions in the index). */
  @state() collapsed: ReadonlySet<number> = new Set();
  /** The whole tree is not in view: a mini-map shows it. */
  @state() mapShown: boolean = false;
  /** How many of the current node's siblings are beyond the frame's left and right edges. */
  @state() beyond: { left: number; right: number } = { left: 0, right: 0 };

  // Painted, not rendered: setting them schedules a paint of the changed nodes only.
  protected _trace: Trace | null = null;
  protected _step = 0;
  protected _algorithm: Algorithm = 'alphabeta';
  protected _tieRule: TieRule = 'inclusive';
  protected _marks: ReadonlySet<string> = new Set();
  protected _grades: ReadonlyMap<string, Verdict> | null = null;
  protected _follow = true;

  /** The search shown: the view's, or the one given with `tree`. */
  get trace(): Trace | null {
    return this.view?.trace ?? this._trace;
  }
  set trace(v: Trace | null) {
    if (v === this._trace) return;
    this._trace = v;
    this.traceChanged();
  }
  get step(): number {
    return this._step;
  }
  set step(v: number) {
    if (v === this._step) return;
    this._step = v;
    // The focus view changes what is drawn at every step; otherwise a step only paints.
    if (this.focusView) this.requestUpdate();
    else this.schedulePaint();
  }
  get algorithm(): Algorithm {
    return this._algorithm;
  }
  set algorithm(v: Algorithm) {
    if (v === this._algorithm) return;
    this._algorithm = v;
    this.repaintAll();
  }
  get tieRule(): TieRule {
    return this._tieRule;
  }
  set tieRule(v: TieRule) {
    if (v === this._tieRule) return;
    this._tieRule = v;
    this.repaintAll();
  }
  /** Self-check: the nodes the student marked as pruned. */
  get marks(): ReadonlySet<string> {
    return this._marks;
  }
  set marks(v: ReadonlySet<string>) {
    if (v === this._marks) return;
    this._marks = v;
    this.repaintAll();
  }
  /** Self-check: each graded node's verdict (`data-check`). */
  get grades(): ReadonlyMap<string, Verdict> | null {
    return this._grades;
  }
  set grades(v: ReadonlyMap<string, Verdict> | null) {
    if (v === this._grades) return;
    this._grades = v;
    this.repaintAll();
  }
  /** Keep the current node, its parent and its children in view at a readable scale as the steps go. */
  get follow(): boolean {
    return this._follow;
  }
  set follow(v: boolean) {
    if (v === this._follow) return;
    this._follow = v;
    if (v) this.schedulePaint();
  }

  /** The trace changed: index the tree again, and draw. */
  protected abstract traceChanged(): void;
  /** Paint the step's changes, soon (once however many inputs change at once). */
  protected abstract schedulePaint(): void;
  /** Paint every node again, soon. */
  protected abstract repaintAll(): void;

  /** A node was clicked, or Enter pressed on it (`key`). */
  protected clicked(id: string, key = false): void {
    this.dispatchEvent(new CustomEvent('node-click', { detail: { id, key }, bubbles: true, composed: true }));
  }

  /** F2 on a node: edit it (a leaf's value, where the page edits). */
  protected edited(id: string): void {
    this.dispatchEvent(new CustomEvent('node-edit', { detail: { id }, bubbles: true, composed: true }));
  }

  private lastHover: string | null = null;
  /** The pointer is over node `id` (null: over none). */
  protected hovered(id: string | null): void {
    if (id === this.lastHover) return;
    this.lastHover = id;
    this.dispatchEvent(new CustomEvent('node-hover', { detail: { id }, bubbles: true, composed: true }));
  }
}
