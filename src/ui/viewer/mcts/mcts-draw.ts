/**
 * The Monte Carlo tree search drawing's pieces, as Lit SVG templates keyed by
 * node (mcts-tree.ts puts them together). A node is a box with its move above
 * it and three rows inside: N, W/N and UCB1 (with its parent's N at this
 * step). The phases are drawn by shape and words, not by colour alone:
 *   - selection: the path's edges thick with arrowheads pointing down, the
 *     children compared with their UCB1 row framed, the one chosen tagged
 *     "▼ highest UCB1";
 *   - expansion: the new node's box dashed and tagged "✚ new";
 *   - simulation: a dashed chain of small steps hanging off the new node,
 *     each a random move, ending in the result;
 *   - back-propagation: a "+1" badge on every node of the path, and the
 *     path's arrowheads pointing up;
 *   - the move chosen: tagged "★ most visits".
 * The current node has a double outline. Texts are hidden from assistive
 * technology: a node's `<title>` (its name, and its tooltip) says them all.
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import { ABOVE, BAND, CHAIN_STEP, NODE_H, NODE_W, type ChainItem } from './mcts-model.ts';

export interface MctsNodeLook {
  node: number;
  /** The trace's id ("" the root, "3.1"). */
  id: string;
  x: number;
  y: number;
  /** The move into it ("X↓4"), or "root". */
  move: string;
  n: number;
  w: number;
  /** W/N and UCB1 as shown ("–" and "∞" while N is 0). */
  mean: string;
  ucb: string;
  /** On this iteration's path (`active`), in the tree and visited (`done`), or with N = 0 (`unvisited`). */
  state: 'active' | 'done' | 'unvisited';
  current: boolean;
  /** Just added (the expansion): a dashed box. */
  fresh: boolean;
  /** Not in the tree yet (the root before the search starts). */
  ghost: boolean;
  /** A word under the box: "▼ highest UCB1", "✚ new", "★ most visits". */
  tag: string | null;
  /** Its UCB1 was compared at this selection step. */
  compared: boolean;
  /** Nodes of the tree under it not drawn ("+k more"); 0: none. */
  hidden: number;
  /** The badge back-propagation gives it ("+1"), or null. */
  plus: string | null;
  // As a WAI-ARIA tree's item.
  level: number;
  pos: number;
  size: number;
  /** Its children drawn (true), in the tree but not drawn (false), or none (null). */
  expanded: boolean | null;
  /** The tree's one tab stop. */
  focus: boolean;
  /** Everything it shows, in words. */
  name: string;
}

const HW = NODE_W / 2;
const HH = NODE_H / 2;
/** The rows inside a box: N, W/N, UCB1. */
const ROWS = [-HH + 19, -HH + 40, -HH + 61] as const;

/** The arrowheads of the path's edges: down (selection) and up (back-propagation). */
export function markerDefs(): SVGTemplateResult {
  return svg`<defs>
    <marker id="mcts-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
      <path d="M0,0L10,5L0,10z" class="arrowhead"></path>
    </marker>
  </defs>`;
}

/** From under a parent's band to above a child's name; on the path, thick with an arrowhead (down, or up while back-propagating). */
export function edgeTemplate(child: number, px: number, py: number, cx: number, cy: number, onPath: boolean, up: boolean): SVGTemplateResult {
  const y1 = py + HH + BAND;
  const y2 = cy - HH - ABOVE;
  return svg`<path
    class=${onPath ? 'medge on-path' : 'medge'}
    data-edge=${child}
    d=${`M${px},${y1}L${cx},${y2}`}
    marker-end=${onPath && !up ? 'url(#mcts-arrow)' : nothing}
    marker-start=${onPath && up ? 'url(#mcts-arrow)' : nothing}
  ></path>`;
}

/** A node: its move above, its box with N, W/N and UCB1, its tag or "+k more" under it, back-propagation's badge. */
export function nodeTemplate(l: MctsNodeLook, more: (k: number) => string): SVGTemplateResult {
  const classes = ['mnode', `s-${l.state}`, l.current ? 'cur' : '', l.fresh ? 'fresh' : '', l.ghost ? 'ghost' : '', l.compared ? 'compared' : '']
    .filter((c) => c !== '')
    .join(' ');
  return svg`<g
    class=${classes}
    data-node-id=${l.id}
    data-i=${l.node}
    data-state=${l.state}
    data-n=${l.n}
    data-w=${l.w}
    data-current=${l.current ? '' : nothing}
    style=${`transform:translate(${l.x}px,${l.y}px)`}
    role="treeitem"
    tabindex=${l.focus ? 0 : -1}
    aria-level=${l.level}
    aria-posinset=${l.pos}
    aria-setsize=${l.size}
    aria-expanded=${l.expanded === null ? nothing : String(l.expanded)}
    aria-selected=${l.focus ? 'true' : 'false'}
    aria-current=${l.current ? 'step' : nothing}
  >
    <title>${l.name}</title>
    <text class="mmove" y=${-HH - 7} text-anchor="middle" aria-hidden="true">${l.fresh ? `✚ ${l.move}` : l.move}</text>
    <rect class="box" x=${-HW} y=${-HH} width=${NODE_W} height=${NODE_H} rx="6"></rect>
    ${l.current ? svg`<rect class="ring" x=${-HW + 4} y=${-HH + 4} width=${NODE_W - 8} height=${NODE_H - 8} rx="3"></rect>` : nothing}
    ${l.compared ? svg`<rect class="ucb-frame" x=${-HW + 3} y=${ROWS[2] - 16} width=${NODE_W - 6} height="20" rx="3"></rect>` : nothing}
    <g aria-hidden="true">
      ${row(ROWS[0], 'N', l.ghost ? '' : String(l.n), 'n')}
      ${row(ROWS[1], 'W/N', l.ghost ? '' : l.mean, 'mean')}
      ${row(ROWS[2], 'UCB1', l.ghost ? '' : l.ucb, 'ucb')}
    </g>
    ${l.tag !== null ? svg`<text class="tag" y=${HH + 16} text-anchor="middle" aria-hidden="true">${l.tag}</text>` : nothing}
    ${l.tag === null && l.hidden > 0 ? moreTemplate(more(l.hidden)) : nothing}
    ${
      l.plus !== null
        ? svg`<g class="plus" aria-hidden="true"><rect x=${HW - 14} y=${-HH - 24} width="32" height="20" rx="10"></rect><text x=${HW + 2} y=${-HH - 9} text-anchor="middle">${l.plus}</text></g>`
        : nothing
    }
  </g>`;
}

/** "+k more" under a node whose children are not drawn: a dashed pill as wide as its words. */
function moreTemplate(text: string): SVGTemplateResult {
  const w = Math.min(NODE_W + 10, 14 + text.length * 6.6);
  return svg`<g class="more" data-action="open" aria-hidden="true"><rect x=${-w / 2} y=${HH + 3} width=${w} height="18" rx="9"></rect><text y=${HH + 16.5} text-anchor="middle">${text}</text></g>`;
}

function row(y: number, key: string, value: string, kind: string): SVGTemplateResult {
  return svg`<text class="k" x=${-HW + 6} y=${y}>${key}</text><text class=${`v ${kind}`} x=${HW - 6} y=${y} text-anchor="end">${value}</text>`;
}

/** A playout hanging off node (x, y): a dashed chain of small steps, each a move (or how many are left out), ending in the result. */
export function chainTemplate(x: number, y: number, items: readonly ChainItem[], gap: (k: number) => string, result: string): SVGTemplateResult {
  const top = y + HH + BAND;
  const end = top + (items.length + 1) * CHAIN_STEP;
  return svg`<g class="chain" aria-hidden="true">
    <line class="chain-line" x1=${x} y1=${top - BAND + 2} x2=${x} y2=${end - 10}></line>
    ${items.map((item, i) => {
      const cy = top + (i + 0.5) * CHAIN_STEP;
      return item.kind === 'move'
        ? svg`<circle class="chain-step" cx=${x} cy=${cy} r="5"></circle><text class="chain-move" x=${x + 11} y=${cy + 5}>${item.label}</text>`
        : svg`<text class="chain-gap" x=${x + 11} y=${cy + 5}>${gap(item.count)}</text>`;
    })}
    <g class="chain-result">
      <rect x=${x - resultWidth(result) / 2} y=${end - 10} width=${resultWidth(result)} height="24" rx="4"></rect>
      <text x=${x} y=${end + 7} text-anchor="middle">${result}</text>
    </g>
  </g>`;
}

/** A playout's result under the path's last node while it is back-propagated (the chain is gone; its result stays). */
export function resultTemplate(x: number, y: number, result: string): SVGTemplateResult {
  const top = y + HH + BAND;
  return svg`<g class="chain" aria-hidden="true">
    <line class="chain-line" x1=${x} y1=${top - BAND + 2} x2=${x} y2=${top + 8}></line>
    <g class="chain-result"><rect x=${x - resultWidth(result) / 2} y=${top + 8} width=${resultWidth(result)} height="24" rx="4"></rect><text x=${x} y=${top + 25} text-anchor="middle">${result}</text></g>
  </g>`;
}

/** The result box's width: at least 104, and its text's (about 9.5 units a letter at the presented size, bold) with a margin. */
function resultWidth(result: string): number {
  return Math.max(104, Math.ceil(result.length * 9.5) + 16);
}

/** How far a playout's chain (with its result) reaches under its node's centre. */
export function chainDepth(items: number): number {
  return HH + BAND + (items + 1) * CHAIN_STEP + 16;
}
