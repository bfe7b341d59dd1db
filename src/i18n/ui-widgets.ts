/**
 * The shared widgets' words (src/ui/widgets/): the share buttons that copy the
 * link to the view shown and the iframe that embeds it (issue 24), the notices'
 * Dismiss, the search status, the boards' cells as a screen reader names them,
 * and the position picker of the ladder and compare pages; each in English and
 * Spanish, `{name}` where a parameter goes (say.ts puts the areas together).
 */
import { w } from './wording.ts';

export const WIDGET_LABELS = {
  // ---- share this view (share-buttons.ts) --------------------------------------------------------------
  share: w('Share this view', 'Compartir esta vista'),
  copyLink: w('Copy link', 'Copiar enlace'),
  copyLinkHint: w('Copy the link to what is shown, at this step', 'Copiar el enlace a lo que se muestra, en este paso'),
  copyEmbed: w('Copy embed code', 'Copiar código para insertar'),
  copyEmbedHint: w(
    'Copy an <iframe> that shows this view alone, for a slide (reveal.js) or a course page (Moodle, H5P)',
    'Copiar un <iframe> que muestra solo esta vista, para una diapositiva (reveal.js) o una página del curso (Moodle, H5P)',
  ),
  copiedLink: w('Link copied.', 'Enlace copiado.'),
  copiedEmbed: w(
    'Embed code copied: paste it into your slide or course page (as HTML).',
    'Código copiado: pégalo en tu diapositiva o en la página del curso (como HTML).',
  ),
  copyFailed: w(
    'The browser did not let the page copy: select the text below and copy it.',
    'El navegador no ha dejado copiar a la página: selecciona el texto de abajo y cópialo.',
  ),
  copyText: w('Text to copy', 'Texto para copiar'),

  // ---- notices and the search status -------------------------------------------------------------------
  noticeDismiss: w('Dismiss', 'Cerrar'),
  searching: w('Searching…', 'Buscando…'),
  nodesSoFar: w('{#nodes} nodes so far', '{#nodes} nodos hasta ahora'),

  // ---- the boards' cells (game-board.ts, g2048-board.ts) -----------------------------------------------
  column: w('Column', 'Columna'),
  cellName: w('Cell {cell}', 'Casilla {cell}'),
  /** A 2048 board's cell, as a screen reader names it (row and column from 1), with its tile or `emptyCell`. */
  tileAt: w('row {row}, column {column}: {value}', 'fila {row}, columna {column}: {value}'),
  /** …with its share of the term shown on the board. */
  tileAtWithPart: w('row {row}, column {column}: {value} (on the board: {part})', 'fila {row}, columna {column}: {value} (sobre el tablero: {part})'),
  emptyCell: w('empty', 'vacía'),

  // ---- the position picker of the ladder and the compare page (position-picker.ts) ---------------------
  positionHeading: w('The position', 'La posición'),
  positionGame: w('Game', 'Juego'),
  positionToMove: w('{side} to move · {n} played', 'Juegan las {side} · {n} jugadas'),
  positionBoardHintC4: w('Click a column to drop the next stone.', 'Pulsa una columna para dejar caer la siguiente ficha.'),
  positionBoardHintTtt: w('Click a cell to play the next mark.', 'Pulsa una casilla para poner la siguiente marca.'),
  positionFieldC4: w('Columns played, 1–7', 'Columnas jugadas, del 1 al 7'),
  positionFieldTtt: w('The 9 cells, row by row: x, o or .', 'Las 9 casillas, fila a fila: x, o o .'),
};
