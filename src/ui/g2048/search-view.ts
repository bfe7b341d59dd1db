/**
 * What the 2048 page shows of its searcher, as templates the page fills in:
 * the search's settings, the proposal (every move's value), the solver's
 * statistics, and the decision tree with the board of the node in view.
 */
import { html, nothing } from 'lit';
import { DIRECTIONS, emptyCount, type Board } from '../../games/g2048/board.ts';
import type { Decision } from '../../games/g2048/decide.ts';
import { ROOT_WINDOWS, type RootWindow } from '../../search/search.ts';
import { withCertainty } from '../../search/tracer.ts';
import type { Settings } from '../../games/g2048/settings.ts';
import { STEP } from '../../app/view-tree.ts';
import type { TracedView } from '../../app/transfer.ts';
import { WIN_VALUE } from '../../games/g2048/game.ts';
import { formatCount, formatNumber, type Lang } from '../../i18n/lang.ts';
import { algorithmName } from '../../i18n/search.ts';
import type { Sayer } from '../../i18n/say.ts';
import '../widgets/g2048-board.ts';
import { ALGORITHMS_2048, type Algorithm2048, HEURISTICS, VARIANTS, type Heuristic, type Variant } from '../../games/g2048/settings.ts';
import '../viewer/index.ts';
import type { StepModel } from '../viewer/index.ts';

/** Searches estimated above this many nodes get a warning. */
export const SLOW_NODES = 3_000_000;

/** Nodes a search of this depth may visit on the board: a rough estimate to warn before a slow one. */
export function estimateNodes(board: Board, settings: Settings): number {
  const empty = Math.max(1, emptyCount(board));
  const branching = settings.algo === 'alphabeta' ? Math.sqrt(4 * 2 * empty) : 4 * 2 * empty;
  return Math.round(Math.pow(branching, settings.depth / 2) * 2);
}

/** The search's settings (`data-field` algo, heuristic, variant, root for alpha-beta, depth); `set` takes a change. */
export function settingsControls(settings: Settings, L: Sayer, lang: Lang, set: (change: Partial<Settings>) => void) {
  const value = (e: Event) => (e.target as HTMLSelectElement).value;
  return html`<div class="controls">
    <label>
      ${L('algorithm')}
      <select data-field="algo" @change=${(e: Event) => set({ algo: value(e) as Algorithm2048 })}>
        ${ALGORITHMS_2048.filter((a) => a !== 'expectiminimax').map((a) => html`<option value=${a} ?selected=${settings.algo === a}>${algorithmName(a, lang)}</option>`)}
      </select>
    </label>
    <label>
      ${L('heuristic')}
      <select data-field="heuristic" @change=${(e: Event) => set({ heuristic: value(e) as Heuristic })}>
        ${HEURISTICS.map((h) => html`<option value=${h} ?selected=${settings.heuristic === h}>${h === 'article' ? L('articleHeuristic') : h.toUpperCase()}</option>`)}
      </select>
    </label>
    <label>
      ${L('variant')}
      <select data-field="variant" @change=${(e: Event) => set({ variant: value(e) as Variant })}>
        ${VARIANTS.map((v) => html`<option value=${v} ?selected=${settings.variant === v}>${v === 'text' ? L('variantText') : L('variantCode')}</option>`)}
      </select>
    </label>
    ${
      settings.algo === 'alphabeta'
        ? html`<label title=${L('rootWindowHint')}>
          ${L('rootWindow')}
          <select data-field="root" @change=${(e: Event) => set({ root: value(e) as RootWindow })}>
            ${ROOT_WINDOWS.map((r) => html`<option value=${r} ?selected=${(settings.root ?? 'carried') === r}>${L(r === 'carried' ? 'rootCarried' : 'rootFullWindow')}</option>`)}
          </select>
        </label>`
        : nothing
    }
    <label>
      ${L('depth')}
      <input data-field="depth" type="number" min="1" max="12" .value=${String(settings.depth)} @change=${(e: Event) => set({ depth: Math.max(1, Math.min(12, Number((e.target as HTMLInputElement).value) || 1)) })} />
    </label>
  </div>`;
}

/** The proposed move (`[data-proposal]`, `data-value` = the direction) and each move's value (`data-move`, its `data-value` unrounded). */
export function proposalTable(d: Decision | null, L: Sayer, lang: Lang) {
  if (d === null) return nothing;
  // One decimal, as the tree and the narration write 2048's values (each cell's `data-value` keeps the exact one).
  const show = (v: number) => (v >= WIN_VALUE ? L('win') : formatNumber(v, 1));
  return html`<div class="proposal">
    <p>
      ${L('proposed')}:
      <b data-proposal data-value=${d.action ?? ''}>${d.action === null ? L('noMove') : L(`dir_${d.action}`)}</b>
      · ${L('nodesIn', { nodes: formatCount(d.nodes, lang), ms: d.ms.toFixed(1) })}
    </p>
    <table class="policy">
      <thead>
        <tr>
          ${DIRECTIONS.map((dir) => html`<th>${L(`dir_${dir}`)}</th>`)}
        </tr>
      </thead>
      <tbody>
        <tr>
          ${DIRECTIONS.map((dir) => {
            const v = d.actions[dir];
            return html`<td data-move=${dir} data-value=${v === undefined ? nothing : String(v)} class=${dir === d.action ? 'best' : ''}>${v === undefined ? '—' : withCertainty(show(v), d.certainty[dir])}</td>`;
          })}
        </tr>
      </tbody>
    </table>
  </div>`;
}

/** What the solver has done so far (`data-stats`). */
export function solveStats(s: { moves: number; ms: number } | null, game: { score: number; maxTile: number }, L: Sayer) {
  if (s === null) return nothing;
  return html`<p class="stats" data-stats>
    ${L('solveStats', { moves: s.moves, score: game.score, max: game.maxTile, ms: s.moves === 0 ? '0' : (s.ms / s.moves).toFixed(1) })}
  </p>`;
}

/** What the decision-tree section needs from the page. */
export interface DecisionView {
  tree: TracedView | null;
  /** The note shown above the tree: how to use it, or why there is none. */
  note: string;
  model: StepModel;
  algorithm: Algorithm2048;
  lang: Lang;
  present: boolean;
  /** The node whose board is shown (under the pointer, else selected). */
  shown: string | null;
  onStep: () => void;
  onSelect: (id: string) => void;
  onHover: (id: string | null) => void;
}

/** The decision tree in the shared viewer, and under it the board of the node in view. */
export function decisionSection(v: DecisionView, L: Sayer) {
  const tr = v.tree;
  return html`<section class="decision">
    <h2>${L('decisionTree')}</h2>
    <p class="note">${v.note}</p>
    ${
      tr === null
        ? nothing
        : html`<trace-viewer
          .model=${v.model}
          .view=${tr}
          .algorithm=${v.algorithm}
          .lang=${v.lang}
          .present=${v.present}
          keys="focus"
          .hint=${L('viewerKeys2048')}
          counters
          @step-change=${() => v.onStep()}
          @node-click=${(e: CustomEvent<{ id: string }>) => v.onSelect(e.detail.id)}
          @node-hover=${(e: CustomEvent<{ id: string | null }>) => v.onHover(e.detail.id)}
        ></trace-viewer>`
    }
    ${shownNode(v, L)}
  </section>`;
}

/** Under the tree, the board of the node selected or under the pointer (beside it, from 1500 px, the breakdown column shows it too). */
function shownNode(v: DecisionView, L: Sayer) {
  const id = v.shown;
  const index = v.tree?.index ?? null;
  const i = id === null || index === null ? -1 : index.find(id);
  const shown = i < 0 || index === null ? null : index.board2048(i);
  if (id === null || shown === null) return nothing;
  return html`<div class="shown-node" data-node-board=${id}>
    <g2048-board class="small" .grid=${shown.board}></g2048-board>
    <p class="note">${L('selectedNode', { id: nodeName(id, L('root')) })} · ${L('score')} ${shown.score}</p>
  </div>`;
}

/** A decision-tree node's name: its moves, "up · 2 at (1,3)". */
export function nodeName(id: string, root: string): string {
  return id === '' ? root : id.split(STEP).join(' · ');
}
