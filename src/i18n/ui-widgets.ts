/**
 * The shared widgets' words (src/ui/widgets/): the share buttons that copy the
 * link to the view shown and the iframe that embeds it (issue 24), the notices'
 * Dismiss, the search status, the boards' cells as a screen reader names them,
 * and the position picker of the ladder and compare pages; each in English and
 * Spanish, `{name}` where a parameter goes (say.ts puts the areas together).
 */
import { w } from './wording.ts';

/** Tic-tac-toe's cells by place, row by row from the top (`tttPlace`), and as a sentence puts them (`tttPlaceIn`). */
const TTT_PLACES = {
  en: ['top left', 'top middle', 'top right', 'middle left', 'centre', 'middle right', 'bottom left', 'bottom middle', 'bottom right'],
  es: [
    'arriba a la izquierda',
    'arriba en medio',
    'arriba a la derecha',
    'en medio a la izquierda',
    'centro',
    'en medio a la derecha',
    'abajo a la izquierda',
    'abajo en medio',
    'abajo a la derecha',
  ],
};
const TTT_PLACES_IN = {
  en: [
    'in the top left corner',
    'in the top middle',
    'in the top right corner',
    'in the middle left',
    'in the centre',
    'in the middle right',
    'in the bottom left corner',
    'in the bottom middle',
    'in the bottom right corner',
  ],
  es: [...TTT_PLACES.es.slice(0, 4), 'en el centro', ...TTT_PLACES.es.slice(5)],
};

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
  /** A tic-tac-toe cell (0–8, row by row) named by its place in words, as its name begins: "top left", "centre". */
  tttPlace: w<{ cell: number }>(
    ({ cell }) => TTT_PLACES.en[cell] ?? String(cell),
    ({ cell }) => TTT_PLACES.es[cell] ?? String(cell),
  ),
  /** …and as a sentence says where a mark goes: "in the top left corner", "in the centre". */
  tttPlaceIn: w<{ cell: number }>(
    ({ cell }) => TTT_PLACES_IN.en[cell] ?? String(cell),
    ({ cell }) => TTT_PLACES_IN.es[cell] ?? String(cell),
  ),
  /**
   * A tic-tac-toe cell as a screen reader names it: its place, its number (shown in its corner, as the proposal and
   * the tree name moves by it: the name holds what is seen, WCAG 2.5.3) and its mark (X, O or `emptyCell`):
   * "centre, cell 4, X", "top left, cell 0, empty".
   */
  tttCellName: w('{place}, cell {cell}, {mark}', '{place}, casilla {cell}, {mark}'),
  /** A Connect-4 column as a screen reader names it: its discs from the bottom up ("X, O", '' for none), and how many places are left. */
  c4ColumnName: w<{ column: number; stones: string; free: number }>(
    ({ column, stones, free }) =>
      stones === ''
        ? `Column ${column}: empty`
        : free === 0
          ? `Column ${column}, full, from the bottom: ${stones}`
          : `Column ${column}, from the bottom: ${stones}, then ${free} empty`,
    ({ column, stones, free }) =>
      stones === ''
        ? `Columna ${column}: vacía`
        : free === 0
          ? `Columna ${column}, llena, desde abajo: ${stones}`
          : `Columna ${column}, desde abajo: ${stones}, y ${free} ${free === 1 ? 'vacía' : 'vacías'}`,
  ),
  /** Where a Connect-4 disc lands: its column (1–7) and its row, counted from the bottom (1–6). */
  c4At: w('in column {column}, row {row}', 'en la columna {column}, fila {row}'),
  /** The boards' names (a toolbar each: one tab stop), saying how to play them. */
  tttBoardName: w('Tic-tac-toe board: the arrows choose a cell, Enter plays', 'Tablero de tres en raya: las flechas eligen casilla, Intro juega'),
  c4BoardName: w(
    'Connect-4 board: the arrows choose a column, Enter drops a disc; rows count from the bottom',
    'Tablero de Conecta 4: las flechas eligen columna, Intro deja caer una ficha; las filas se cuentan desde abajo',
  ),
  /** Said by a game page's live region (live-said.ts) after Undo. */
  saidUndone: w('Undone.', 'Deshecho.'),

  // ---- the position picker of the ladder and the compare page (position-picker.ts) ---------------------
  positionHeading: w('The position', 'La posición'),
  positionGame: w('Game', 'Juego'),
  positionToMove: w('{side} to move · {n} played', 'Juegan las {side} · {n} jugadas'),
  positionBoardHintC4: w('Click a column to drop the next stone.', 'Pulsa una columna para dejar caer la siguiente ficha.'),
  positionBoardHintTtt: w('Click a cell to play the next mark.', 'Pulsa una casilla para poner la siguiente marca.'),
  positionFieldC4: w('Columns played, 1–7', 'Columnas jugadas, del 1 al 7'),
  positionFieldTtt: w('The 9 cells, row by row: x, o or .', 'Las 9 casillas, fila a fila: x, o o .'),
};
