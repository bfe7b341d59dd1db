/**
 * The trace viewer: what the pages import to show a search step by step.
 *
 *   <trace-viewer>   trace-viewer.ts: the step controls, the pseudocode, the
 *                    path from the root and the position, and the tree
 *   <search-tree>    search-tree.ts: the tree itself (a gallery's thumbnail
 *                    imports this element alone)
 *   StepModel        step-model.ts: the step shown, playback and its keys
 *
 * The rest of the folder is their parts: the tree's model (which nodes are
 * laid out and drawn, tree-model.ts), its drawing (tree-draw.ts, node-look.ts,
 * tree-paint.ts, tree-canvas.ts, tree-drawing.css), its camera (camera.ts, the
 * arithmetic; tree-camera.ts, d3-zoom), the mini-map (minimap.ts), keys and
 * pointer (tree-inputs.ts), SVG export (tree-export.ts), the path strip and
 * position (viewer-context.ts), the step controls (step-controls.ts) and the
 * pseudocode (pseudocode-panel.ts). The pure parts are in app/ (view-tree.ts,
 * layout.ts, transfer.ts) and trace/.
 */
import './trace-viewer.ts';

export { TraceViewer } from './trace-viewer.ts';
export { SearchTree } from './search-tree.ts';
export { FollowModel, StepModel } from './step-model.ts';
