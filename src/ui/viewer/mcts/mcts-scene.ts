/**
 * The Monte Carlo tree search drawing at one step, as data (mcts-tree.ts
 * renders it with mcts-draw.ts's templates): the nodes drawn with what each
 * shows, the edges, the playout's chain, and the box the camera keeps in
 * view. A pure function of (trace, cursor at the step, the nodes the user
 * opened, the tree's tab stop, the language): no DOM, tested in Node.
 */
import { heard } from '../../../i18n/heard.ts';
import type { MctsCursor } from '../../../trace/mcts-trace.ts';
import type { Lang } from '../../../i18n/lang.ts';
import { formatCount } from '../../../i18n/lang.ts';
import { sayer } from '../../../i18n/say.ts';
import type { MctsNodeLook } from './mcts-draw.ts';
import { chainDepth } from './mcts-draw.ts';
import {
  ABOVE,
  BAND,
  NODE_H,
  NODE_W,
  backpropAt,
  currentNode,
  fraction,
  layOut,
  openPath,
  phaseAt,
  playoutAt,
  playoutChain,
  resultKey,
  selectionAt,
  shownAt,
  type ChainItem,
  type MctsIndex,
  type MctsPhase,
  type Placed,
  type Shown,
} from './mcts-model.ts';

export interface MctsEdge {
  child: number;
  px: number;
  py: number;
  cx: number;
  cy: number;
  onPath: boolean;
}

export interface MctsScene {
  phase: MctsPhase;
  /** The node of the step (-1 at step 0). */
  current: number;
  shown: Shown;
  placed: Placed;
  looks: MctsNodeLook[];
  edges: MctsEdge[];
  /** The playout hanging off its node: its steps (none while back-propagating: the result alone), the result in words. */
  chain: { x: number; y: number; items: ChainItem[]; result: string; full: boolean } | null;
  /** What the camera keeps in view: the current node with its parent, siblings and children (and the playout), and the node it centres. */
  focus: { box: { x0: number; y0: number; x1: number; y1: number }; anchor: { x: number; y: number } };
  /** The node with the tree's one tab stop. */
  tabStop: number;
}

/** The values a node shows: N, W/N and UCB1 (its parent's N now); "–" for W/N and "∞" for UCB1 while N is 0; the root has no UCB1. */
export function nodeFigures(cursor: MctsCursor<unknown>, v: number): { n: number; w: number; mean: string; ucb: string } {
  const n = cursor.n[v] ?? 0;
  const w = cursor.w[v] ?? 0;
  const mean = n === 0 ? '–' : fraction(w / n);
  const ucb = v === 0 ? '–' : n === 0 ? '∞' : fraction(cursor.ucb(v));
  return { n, w, mean, ucb };
}

/** Where node `v` is drawn (the root's place for a node not laid out). */
function placeOf(placed: Placed, v: number): { x: number; y: number } {
  return { x: placed.x.get(v) ?? 0, y: placed.y.get(v) ?? 0 };
}

export function sceneAt(index: MctsIndex, cursor: MctsCursor<unknown>, opened: ReadonlySet<number>, keyed: number, lang: Lang): MctsScene {
  const L = sayer(lang);
  const trace = index.trace;
  const step = cursor.step;
  const phase = phaseAt(trace, step);
  const current = currentNode(trace, step);
  const path = openPath(trace, step, cursor.path);
  const shown = shownAt(index, cursor.added, path, opened);
  const placed = layOut(shown);
  const onPath = new Set(path);
  const selection = selectionAt(trace, step);
  const back = backpropAt(trace, step);
  const drawn = new Set(shown.nodes);
  const tabStop = drawn.has(keyed) ? keyed : drawn.has(current) ? current : 0;
  const ghost = cursor.added === 0;
  const rootName = L('root');
  const parentOf = (v: number) => index.parent(v);
  const looks = shown.nodes.map((v): MctsNodeLook => {
    const f = nodeFigures(cursor, v);
    const hidden = shown.hidden.get(v) ?? 0;
    const siblings = v === 0 ? [0] : (shown.children.get(parentOf(v)) ?? [v]);
    const fresh = phase === 'expansion' && v === current;
    const tag =
      selection !== null && v === selection.chosen
        ? `▼ ${L('mctsBestUcb')}`
        : fresh
          ? `✚ ${L('mctsNew')}`
          : phase === 'choice' && v === current
            ? `★ ${L('mctsMostVisits')}`
            : null;
    const state = onPath.has(v) ? 'active' : f.n === 0 ? 'unvisited' : 'done';
    const extra = ghost ? '' : `${onPath.has(v) ? L('mctsOnPath') : ''}${fresh ? L('mctsNewNode') : ''}${hidden > 0 ? L('mctsHidden', { k: hidden }) : ''}`;
    const move = v === 0 ? rootName : index.pathName(v);
    const { x, y } = placeOf(placed, v);
    return {
      node: v,
      id: trace.id(v),
      x,
      y,
      move: index.move(v, rootName),
      ...f,
      state,
      current: v === current,
      fresh,
      ghost,
      tag,
      compared: selection !== null && selection.compared.includes(v),
      hidden,
      plus: back?.has(v) === true ? '+1' : null,
      level: (trace.data.depth[v] ?? 0) + 1,
      pos: siblings.indexOf(v) + 1,
      size: siblings.length,
      expanded: shown.children.has(v) ? true : hidden > 0 ? false : null,
      focus: v === tabStop,
      // Heard as well as read: "X in column 4", not "X downwards arrow 4" (i18n/heard.ts).
      name: ghost ? L('mctsNotYet') : heard(L('mctsNodeName', { move, n: formatCount(f.n, lang), mean: f.mean, ucb: f.ucb, state: extra }), lang),
    };
  });
  const edges = shown.nodes
    .filter((v) => v > 0)
    .map((v) => {
      const p = parentOf(v);
      const [from, to] = [placeOf(placed, p), placeOf(placed, v)];
      return { child: v, px: from.x, py: from.y, cx: to.x, cy: to.y, onPath: onPath.has(v) && onPath.has(p) };
    });
  const playout = playoutAt(trace, step);
  const chain =
    playout === null || !drawn.has(playout.node)
      ? null
      : {
          ...placeOf(placed, playout.node),
          items: playout.shown ? playoutChain(playout.moves) : [],
          result: L(resultKey(playout.result)),
          full: playout.shown && playout.moves.length > 0,
        };
  return { phase, current, shown, placed, looks, edges, chain, focus: focusOf(index, shown, placed, Math.max(0, current), chain), tabStop };
}

/** Node `v` with its parent, its siblings and its children drawn, and the playout's chain when it hangs there. */
function focusOf(index: MctsIndex, shown: Shown, placed: Placed, v: number, chain: MctsScene['chain']): MctsScene['focus'] {
  const ids = [v, ...(shown.children.get(v) ?? [])];
  if (v > 0) {
    const p = index.parent(v);
    ids.push(p, ...(shown.children.get(p) ?? []));
  }
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const u of ids) {
    const x = placed.x.get(u);
    const y = placed.y.get(u);
    if (x === undefined || y === undefined) continue;
    box.x0 = Math.min(box.x0, x - NODE_W / 2 - 8);
    box.x1 = Math.max(box.x1, x + NODE_W / 2 + 18);
    box.y0 = Math.min(box.y0, y - NODE_H / 2 - ABOVE - 8);
    box.y1 = Math.max(box.y1, y + NODE_H / 2 + BAND + 4);
  }
  const anchor = placeOf(placed, v);
  if (chain !== null) {
    box.y1 = Math.max(box.y1, chain.y + chainDepth(chain.items.length));
    box.x1 = Math.max(box.x1, chain.x + 70);
  }
  return { box, anchor };
}
