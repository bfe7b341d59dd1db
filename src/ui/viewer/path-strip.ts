/**
 * The path from the root to the current node as a strip of moves, drawn the
 * same way by both viewers: `[data-path]`, each ancestor a `[data-path-node]`
 * (`data-node-id`; the current one `.here`, `aria-current="step"`), a button
 * that picks it (its position is shown). What follows each move is the
 * viewer's: the value so far (<trace-viewer>, `data-value`, viewer-context.ts)
 * or the visits (<mcts-view>, `data-n`). Each node is its move (a game's
 * node's depth is its place on the strip); a game node's whole path of
 * moves is its tooltip. Heard, a comma parts the move from what follows it
 * ("X4, value 0", never "X40"). Its CSS is in viewer-shell.css.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';

/** One node of the strip. */
export interface PathNode<Key> {
  /** What `select` is given when the node is picked. */
  key: Key;
  /** `data-node-id`: the tree's id. */
  id: string;
  /** Its move, or "root". */
  name: string;
  /** Whether it is the current node. */
  here: boolean;
  /** After the name (the value, the visits), or null. */
  detail: TemplateResult | null;
  /** `data-value`, where the viewer has values. */
  value?: string;
  /** `data-n`, where the viewer counts visits. */
  n?: number;
}

/**
 * A game node's whole name on hover, below the root's children: its move, its
 * depth and the moves from the root ("X4 at depth 3, reached by the moves X0,
 * O2, X4"); the strip itself shows each move once. Nothing for a textbook
 * tree's node (named by its id) or a child of the root.
 */
export function pathTitle(nodes: readonly PathNode<unknown>[], j: number, lang: Lang): string | undefined {
  const node = nodes[j];
  if (node === undefined || j < 2 || node.id === node.name) return undefined;
  const path = nodes.slice(1, j + 1).map((n) => n.name);
  return say(msg('node.path', { move: node.name, depth: j, path: path.join(', ') }), lang);
}

/** The strip of `nodes`, root first; a click on one calls `select` with its key. */
export function pathStrip<Key>(nodes: readonly PathNode<Key>[], lang: Lang, select: (key: Key) => void) {
  return html`<nav class="path-strip" data-path aria-label=${say('pathToNode', lang)}>
    <ol>
      ${nodes.map(
        (node, j) =>
          html`<li data-path-node data-node-id=${node.id} data-value=${ifDefined(node.value)} data-n=${ifDefined(node.n)} class=${node.here ? 'here' : ''} aria-current=${node.here ? 'step' : 'false'}>
            <button type="button" title=${ifDefined(pathTitle(nodes, j, lang))} @click=${() => select(node.key)}><span class="move">${node.name}</span>${node.detail === null ? nothing : html`<span class="visually-hidden">, </span> ${node.detail}`}</button>
          </li>`,
      )}
    </ol>
  </nav>`;
}
