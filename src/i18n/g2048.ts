/**
 * Messages of 2048 (src/games/g2048): boards, replayed and saved games (the
 * heuristics' formulas are in heuristic-formulas.ts).
 */
import { w, type Param } from './wording.ts';

export const G2048 = {
  'board.shape': w(
    () => 'a board is 4 rows of 4 cells, e.g. [[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]]',
    () => 'un tablero son 4 filas de 4 casillas, p. ej. [[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]]',
  ),
  'board.row': w(
    (p: { row: number }) => `row ${p.row} must have 4 cells`,
    (p) => `la fila ${p.row} debe tener 4 casillas`,
  ),
  /** `value`: what the cell holds, as JSON. */
  'board.cell': w(
    (p: { row: number; column: number; value: Param; max: number }, say) =>
      `cell (${p.row},${p.column}) holds ${say(p.value)}: a cell is 0 (empty) or a power of two from 2 to ${p.max}`,
    (p, say) => `la casilla (${p.row},${p.column}) tiene ${say(p.value)}: una casilla es 0 (vacía) o una potencia de dos de 2 a ${p.max}`,
  ),

  // ---- a game's record, replayed (session.ts) and read from a saved file (saved.ts) ----
  'g2048.start-board': w(
    (p: { reason: Param }, say) => `the starting board: ${say(p.reason)}`,
    (p, say) => `el tablero inicial: ${say(p.reason)}`,
  ),
  'g2048.illegal-move': w(
    (p: { k: number; move: string }) => `move ${p.k} (${p.move}) is not legal on the replayed board`,
    (p) => `el movimiento ${p.k} (${p.move}) no es legal en el tablero reproducido`,
  ),
  'g2048.tiles-differ': w(
    () => 'the recorded tiles differ from the ones the seed gives',
    () => 'las fichas guardadas no son las que da la semilla',
  ),
  'saved.not-json': w(
    (p: { reason: Param }, say) => `not a JSON file we can read: ${say(p.reason)}`,
    (p, say) => `no es un fichero JSON legible: ${say(p.reason)}`,
  ),
  'saved.not-game': w(
    (p: { reason: Param }, say) => `not a saved 2048 game (${say(p.reason)})`,
    (p, say) => `no es una partida de 2048 guardada (${say(p.reason)})`,
  ),
  'saved.format': w(
    (p: { format: Param }, say) => `not a saved 2048 game (format is ${say(p.format)})`,
    (p, say) => `no es una partida de 2048 guardada (formato ${say(p.format)})`,
  ),
  'saved.version': w(
    (p: { version: Param; supported: number }, say) => `version ${say(p.version)} is not supported (this tutor reads ${p.supported})`,
    (p, say) => `la versión ${say(p.version)} no está soportada (este tutor lee la ${p.supported})`,
  ),
  'saved.settings': w(
    (p: { reason: Param }, say) => `the settings are missing or wrong: ${say(p.reason)}`,
    (p, say) => `faltan los ajustes o son incorrectos: ${say(p.reason)}`,
  ),
  'saved.record': w(
    (p: { reason: Param }, say) => `the game record is missing or wrong: ${say(p.reason)}`,
    (p, say) => `falta el registro de la partida o es incorrecto: ${say(p.reason)}`,
  ),
  'saved.replay': w(
    (p: { reason: Param }, say) => `the game does not replay: ${say(p.reason)}`,
    (p, say) => `la partida no se reproduce: ${say(p.reason)}`,
  ),
  'saved.move': w(
    (p: { k: number; value: Param }, say) => `move ${p.k} is ${say(p.value)}, not a direction`,
    (p, say) => `el movimiento ${p.k} es ${say(p.value)}, no una dirección`,
  ),
};
