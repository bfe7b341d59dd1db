/**
 * Words more than one page shows, in the same sense: a search's settings
 * (Algorithm, Depth limit, Seed, alpha-beta at the root), its value and time,
 * a game's buttons (Undo, New game, Propose) and the proposal; each in English
 * and Spanish, `{name}` where a parameter goes (say.ts puts the areas together).
 */
import { w } from './wording.ts';

export const COMMON_LABELS = {
  // ---- a search's settings -----------------------------------------------------------------------------
  example: w('Example tree', 'Árbol de ejemplo'),
  source: w('Source', 'Fuente'),
  algorithm: w('Algorithm', 'Algoritmo'),
  depth: w('Depth limit (plies)', 'Límite de profundidad (capas)'),
  seed: w('Seed', 'Semilla'),
  options: w('Options', 'Opciones'),
  rootWindow: w('At the root', 'En la raíz'),
  rootWindowHint: w(
    'Alpha-beta at the root: AIMA carries α from one move to the next; AIMA-Java (and so the thesis’s program) searches every move with a full window',
    'Alfa-beta en la raíz: AIMA arrastra α de una jugada a la siguiente; AIMA-Java (y por tanto el programa de la memoria) explora cada jugada con la ventana completa',
  ),
  rootCarried: w('α carried (AIMA)', 'α arrastrada (AIMA)'),
  rootFullWindow: w('full window (AIMA-Java)', 'ventana completa (AIMA-Java)'),
  mctsCRule: w(
    'C is a number from 0 to {max}, written like 1.41, with at most {decimals} decimals',
    'C debe ser un número decimal de 0 a {max}, escrito como 1.41, con {decimals} decimales como mucho',
  ),
  latex: w('LaTeX', 'LaTeX'),
  cancel: w('Cancel', 'Cancelar'),

  // ---- what a search found -----------------------------------------------------------------------------
  value: w('Value', 'Valor'),
  none: w('none', 'ninguno'),
  root: w('root', 'raíz'),
  searchTime: w('Time', 'Tiempo'),

  // ---- a game played against the machine ---------------------------------------------------------------
  undo: w('Undo', 'Deshacer'),
  newGame: w('New game', 'Nueva partida'),
  propose: w('Propose', 'Proponer'),
  proposed: w('Proposed move', 'Movimiento propuesto'),
  decisionTree: w('The decision’s search tree', 'El árbol de búsqueda de la decisión'),
};
