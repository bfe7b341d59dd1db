/**
 * The trace viewer's words (src/ui/viewer/): the tree and its outline, the
 * step controls and their keys, the camera (zoom, fit, follow, focus), the
 * presentation mode, the counts and the narration's neighbours; each in
 * English and Spanish, `{name}` where a parameter goes (say.ts puts the areas
 * together). A node's accessible name is node-names.ts's.
 */
import { w } from './wording.ts';

export const VIEWER_LABELS = {
  // ---- the tree and its outline ------------------------------------------------------------------------
  treeView: w('The search tree', 'El árbol de búsqueda'),
  /** The tree's name to assistive technology, which says "tree" after it ("The search, tree"). */
  searchTreeName: w('The search', 'La búsqueda'),
  /** The `<desc>` of an exported drawing (SVG, PNG): how to read it. */
  exportLegend: w(
    'MAX nodes ▲, MIN nodes ▼, chance nodes ○, leaves □; each node’s value inside it (≤ or ≥ before a bound); α, β and the cut-off condition under open nodes; pruned nodes dashed and grey, the edge where the cut happens crossed by two strokes.',
    'Nodos MAX ▲, nodos MIN ▼, nodos de azar ○, hojas □; el valor de cada nodo dentro de él (≤ o ≥ delante de una cota); α, β y la condición de poda bajo los nodos abiertos; los nodos podados, grises y discontinuos, y la arista donde se produce el corte, cruzada por dos trazos.',
  ),
  outlineTitle: w('The tree as text (an outline, in step with the tree)', 'El árbol como texto (un esquema, a la par del árbol)'),
  outlineWhole: w(
    'Every node, in the order of the tree; the current one is marked “current step”.',
    'Todos los nodos, en el orden del árbol; el actual lleva «paso actual».',
  ),
  outlinePath: w(
    'The tree has {#nodes} nodes: listed here, the path from the root to the current node, each node on it with its children.',
    'El árbol tiene {#nodes} nodos: aquí, el camino de la raíz al nodo actual, cada nodo del camino con sus hijos.',
  ),
  outlinePrint: w('Print the outline', 'Imprimir el esquema'),
  pathToNode: w('Path from the root to the current node', 'Camino de la raíz al nodo actual'),
  positionCurrent: w('The current node’s position', 'La posición del nodo actual'),
  positionSelected: w('The position of the node you chose', 'La posición del nodo que has elegido'),
  pruneIf: w('prune if', 'poda si'),
  /** Under an open chance node, and before its running value in the path strip: the weighted sum of the children met so far. */
  sumSoFar: w('Σ so far', 'Σ hasta ahora'),
  fromTable: w('table', 'tabla'),
  hiddenNodes: w('+{#n} hidden', '+{#n} ocultos'),
  expand: w('Expand this subtree', 'Desplegar este subárbol'),
  collapse: w('Collapse this subtree', 'Plegar este subárbol'),

  // ---- the step controls -------------------------------------------------------------------------------
  steps: w('Step by step', 'Paso a paso'),
  toStart: w('First step', 'Primer paso'),
  back: w('Previous step', 'Paso anterior'),
  play: w('Play', 'Reproducir'),
  pause: w('Pause', 'Pausa'),
  space: w('space', 'espacio'),
  stepOne: w('Next step', 'Paso siguiente'),
  toEnd: w('Last step', 'Último paso'),
  /** The keys named in the step buttons' tooltips ("First step (Home)"), as a Spanish keyboard labels them. */
  keyHome: w('Home', 'Inicio'),
  keyEnd: w('End', 'Fin'),
  stepWord: w('Step', 'Paso'),
  /** The step slider's value, heard: "step 8 of 40". */
  stepOf: w('step {#step} of {#total}', 'paso {#step} de {#total}'),
  speed: w('Speed', 'Velocidad'),
  // ---- what Play says to a screen reader (play-speech.ts) ----------------------------------------------
  playSay: w('While playing, say', 'Al reproducir, decir'),
  playSayCutoffs: w('each cut-off', 'cada poda'),
  playSay10: w('every 10 steps', 'cada 10 pasos'),
  playSay100: w('every 100 steps', 'cada 100 pasos'),
  playSayStops: w('only where it stops', 'solo dónde se detiene'),
  playAtEnd: w('At the end: step {#step} of {#total}. Home goes back to the start.', 'En el final: paso {#step} de {#total}. Inicio vuelve al principio.'),
  playedToEnd: w('Played to the end, step {#step} of {#total}.', 'Reproducido hasta el final, paso {#step} de {#total}.'),
  pausedAt: w('Paused at step {#step} of {#total}.', 'Pausa en el paso {#step} de {#total}.'),
  pressStep: w('Press Play, or Next step for one step at a time.', 'Pulsa Reproducir, o Paso siguiente para ir paso a paso.'),
  viewerKeys: w('Keys: ← → step · space play/pause · Home/End.', 'Teclas: ← → un paso · espacio reproducir/pausa · Inicio/Fin.'),
  /** After the keys hint, heard only: where the keys work with a screen reader (in browse mode the arrows read the page). */
  viewerKeysHeard: w(
    'With a screen reader, the left and right arrows step from the step buttons or the step slider; space plays and pauses.',
    'Con un lector de pantalla, las flechas izquierda y derecha avanzan desde los botones de paso o el deslizador de pasos; espacio reproduce y pausa.',
  ),
  viewerKeysFocus: w(
    'Click the tree first: then ← → step it, space plays, Home/End jump.',
    'Pulsa primero en el árbol: entonces ← → avanzan, espacio reproduce, Inicio/Fin saltan.',
  ),

  // ---- the camera and the presentation mode ------------------------------------------------------------
  zoom: w('Zoom', 'Zoom'),
  zoomIn: w('Zoom in', 'Acercar'),
  zoomOut: w('Zoom out', 'Alejar'),
  fit: w('Fit', 'Ajustar'),
  fitHint: w(
    'Show the whole tree (a big tree’s labels hide while too small to read)',
    'Ver el árbol entero (las etiquetas de un árbol grande se ocultan mientras son demasiado pequeñas para leerse)',
  ),
  minimap: w('The whole tree; the box is what is in view. Click to go there.', 'El árbol entero; el recuadro es lo que se ve. Pulsa para ir allí.'),
  follow: w('Follow', 'Seguir'),
  followHint: w(
    'Keep the current node’s parent, its siblings and its children in view at a readable size (the bar above the tree says how many siblings do not fit)',
    'Mantener a la vista, a un tamaño legible, el padre del nodo actual, sus hermanos y sus hijos (la barra sobre el árbol dice cuántos hermanos no caben)',
  ),
  focusView: w('Focus', 'Foco'),
  focusHint: w(
    'Show only the path to the current node and the siblings along it (on by itself for a tree of more than 300 nodes)',
    'Mostrar solo el camino hasta el nodo actual y los hermanos a lo largo de él (se activa solo en un árbol de más de 300 nodos)',
  ),
  present: w('Present', 'Presentar'),
  presentOff: w('Leave presentation', 'Salir de la presentación'),
  presentHint: w('Presentation mode for a projector: large text, full screen', 'Modo presentación para un proyector: texto grande, pantalla completa'),

  // ---- beside the tree ---------------------------------------------------------------------------------
  pseudocode: w('Pseudocode', 'Pseudocódigo'),
  log: w('Steps so far', 'Pasos dados'),
  counts: w(
    'Nodes visited: {#nodes} · leaves evaluated: {#leaves} · cutoffs: {#cutoffs}',
    'Nodos visitados: {#nodes} · hojas evaluadas: {#leaves} · cortes: {#cutoffs}',
  ),
  totals: w('totals', 'totales'),
};
