/**
 * What keeps a step in context however big the tree: the path from the root
 * to the current node as a strip of moves and values (path-strip.ts, here
 * with the trace's values: `data-value`), and the position of the current or
 * selected node (`[data-position]`: a tic-tac-toe, Connect-4 or 2048 board,
 * marks as letters, not colours alone). <trace-viewer> shows both beside its
 * tree, in every mode.
 */
import { html, nothing } from 'lit';
import type { Trace } from '../../trace/trace.ts';
import type { ViewTree } from '../../app/view-tree.ts';
import { stepView } from '../../app/step-view.ts';
import type { Lang } from '../../i18n/lang.ts';
import { valueLabel } from './node-look.ts';
import { say } from '../../i18n/say.ts';
import { tileColours } from '../widgets/g2048-board.ts';
import { pathStrip, type PathNode } from './path-strip.ts';

/** A node's name in the strip: its move, or its id, or "root". */
function nameOf(index: ViewTree, i: number, lang: Lang): string {
  const label = index.label(i);
  return label !== '' ? label : i === 0 ? say('root', lang) : index.id(i);
}

/** The strip of the path to node `current` at `step`: each ancestor's move and value so far; a click selects its id. */
export function treePathStrip(index: ViewTree, trace: Trace | null, step: number, current: number, lang: Lang, select: (id: string) => void) {
  const view = stepView(index, trace, step);
  const nodes = index.pathTo(Math.max(0, current)).map((i): PathNode<string> => {
    const value = view.value[i] ?? NaN;
    const known = !Number.isNaN(value);
    return {
      key: index.id(i),
      id: index.id(i),
      name: nameOf(index, i, lang),
      here: i === current,
      // Heard "X4, value 0" (the word is hidden).
      detail: known ? html`<b class="v"><span class="visually-hidden">${say('valueWord', lang)}</span>${valueLabel(index, view, i, lang)}</b>` : null,
      value: known ? String(value) : '',
    };
  });
  return pathStrip(nodes, lang, select);
}

/** The position of node `i` (the game's board), or nothing for a tree without positions. */
export function positionPanel(index: ViewTree, i: number, selected: boolean, lang: Lang) {
  const cells = i < 0 ? null : index.cells(i);
  const game = index.positions?.game;
  if (cells === null || game === undefined) return nothing;
  // The node's moves are in the path strip over the tree; the caption says which node it is for.
  const name = i === 0 ? say('root', lang) : index.id(i);
  const caption = say(selected ? 'positionSelected' : 'positionCurrent', lang);
  let board;
  if (game === '2048') {
    const b = index.board2048(i);
    if (b === null) return nothing;
    board = html`<div class="pos-grid g2048" role="img" aria-label=${`${caption}: ${b.board.map((r) => r.join(' ')).join(', ')}`}>
        ${b.board.flat().map((v) => {
          const [bg, fg] = tileColours(v);
          return html`<span class="pos-cell" style=${v === 0 ? '' : `background:${bg};color:${fg}`}>${v === 0 ? '' : v}</span>`;
        })}
      </div>
      <p class="pos-score">${say('score', lang)} ${b.score}</p>`;
  } else {
    const cols = game === 'tictactoe' ? 3 : 7;
    const marks = [...cells].map((c) => (c === 1 ? 'X' : c === 2 ? 'O' : ''));
    board = html`<div class="pos-grid ${game}" style=${`--cols:${cols}`} role="img" aria-label=${`${caption}: ${marks.map((m) => m || '·').join('')}`}>
      ${marks.map((m) => html`<span class="pos-cell ${m === 'X' ? 'x' : m === 'O' ? 'o' : ''}">${m}</span>`)}
    </div>`;
  }
  return html`<figure class="position" data-position data-node-id=${index.id(i)} title=${name} tabindex="0">
    <figcaption>${caption}</figcaption>
    ${board}
  </figure>`;
}
