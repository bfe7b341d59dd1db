/**
 * The viewers: what the pages import to show a search step by step. viewer/
 * imports only the shared folders below it (link/, platform/, widgets/,
 * charts/; not shell/, which embeds it), never a page or a page's folder
 * (tests/unit/structure.test.ts).
 *
 *   <trace-viewer>   trace-viewer.ts: the step controls, the pseudocode, the
 *                    path from the root and the position, and the tree
 *   <search-tree>    search-tree.ts: the tree itself (a gallery's thumbnail
 *                    imports this element alone)
 *   <mcts-view>      mcts/mcts-view.ts: a Monte Carlo tree search step by step
 *                    (the board-game page imports it where it shows MCTS)
 *   StepModel        step-model.ts: the step shown, playback and its keys
 *
 * What both viewers share: the shell (viewer-shell.ts/.css: root, keys,
 * step-change, the step bar with follow and the keys hint, the narration),
 * whose keys follow key-target.ts (whose a key is), what Play says to a
 * screen reader (play-speech.ts), the step controls (step-controls.ts/.css)
 * and the path strip (path-strip.ts).
 *
 * The trace viewer's parts: the tree's model (which nodes are laid out and
 * drawn, tree-model.ts), its drawing (tree-draw.ts, node-look.ts,
 * tree-paint.ts, tree-canvas.ts, tree-drawing.css, search-tree.css), its
 * camera (camera.ts, the arithmetic; tree-camera.ts, d3-zoom), the mini-map
 * (minimap.ts), keys and pointer (tree-inputs.ts, tree-keys.ts), the outline
 * (tree-outline.ts), SVG export (tree-export.ts), the path's values and the
 * position (viewer-context.ts/.css) and the pseudocode (pseudocode-panel.ts/.css).
 * Searches of one tree shown side by side (compare, `#/code`) are drawn
 * alike: one-drawing.ts (pure).
 *
 * mcts/, the MCTS view's parts: what a step shows, pure (mcts-model.ts: the
 * phase, the iteration, which nodes are drawn and their layout), the drawing
 * as data (mcts-scene.ts) and its SVG pieces (mcts-draw.ts), the tree element
 * (mcts-tree.ts/.css; it shares camera.ts and tree-camera.ts), the positions
 * (mcts-position.ts) and the view's own sheet (mcts-view.css).
 *
 * The pure parts are in app/ (view-tree.ts, layout.ts, transfer.ts) and trace/
 * (mcts-trace.ts, mcts-narrate.ts for MCTS).
 */
import './trace-viewer.ts';

export { TraceViewer } from './trace-viewer.ts';
export { SearchTree } from './search-tree.ts';
export { FollowModel, StepModel } from './step-model.ts';
