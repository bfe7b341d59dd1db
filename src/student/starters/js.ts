/**
 * The JavaScript starter (issue 37, `#/code`): a `search.js` module exporting
 * the one function of an algorithm, over the tutor's game object
 * (js-game.ts: aima-python's, camelCased), its body a `throw new Error('TODO
 * …')` to be replaced. Written for the tutor. Program text: every text in
 * LANGS order (English, then Spanish), only the comments and the TODO's
 * message differ.
 */
export const JS_STARTERS = {
  filename: 'search.js',
  header: [
    String.raw`// search.js: your adversarial search in JavaScript, run by the Adversarial
// Search Tutor (aima-python's game, camelCased).
//
// The tutor calls your function with a state and a game. A state is the name of
// a node of the tree (a string); a move is the name of the child it leads to.
// The game offers:
//
//   game.actions(state)            the moves at state, in the tree's order (an array)
//   game.result(state, move)       the state the move leads to. The tutor records
//                                  every state you generate, in order.
//   game.terminalTest(state)       whether the game is over (a leaf of the tree)
//   game.toMove(state)             who moves: 'MAX', 'MIN' or 'CHANCE'
//   game.utility(state, player)    a leaf's value for player ('MAX'; negated for
//                                  'MIN'). The tutor records each call as an
//                                  evaluation, in order.
//   game.probability(state, move)  at a 'CHANCE' state, how likely the move is
//
// The trees have no depth limit: search down to the leaves, visiting the moves
// in the order given. The file is self-contained: no import, no require.
`,
    String.raw`// search.js: tu búsqueda adversaria en JavaScript, ejecutada por el Tutor de
// búsqueda adversaria (el juego de aima-python, en camelCase).
//
// El tutor llama a tu función con un estado y un juego. Un estado es el nombre de
// un nodo del árbol (una cadena); una jugada es el nombre del hijo al que lleva.
// El juego ofrece:
//
//   game.actions(state)            las jugadas en state, en el orden del árbol (un array)
//   game.result(state, move)       el estado al que lleva la jugada. El tutor
//                                  registra cada estado que generas, en orden.
//   game.terminalTest(state)       si la partida termina (una hoja del árbol)
//   game.toMove(state)             quién mueve: 'MAX', 'MIN' o 'CHANCE' (azar)
//   game.utility(state, player)    el valor de una hoja para player ('MAX'; con
//                                  el signo cambiado para 'MIN'). El tutor
//                                  registra cada llamada como una evaluación.
//   game.probability(state, move)  en un estado 'CHANCE', la probabilidad de la jugada
//
// Los árboles no tienen límite de profundidad: busca hasta las hojas, recorriendo
// las jugadas en el orden dado. El archivo va solo: sin import ni require.
`,
  ],
  functions: {
    minimax: [
      String.raw`
export function minimaxDecision(state, game) {
  // Return the move from state with the best minimax value for the player to
  // move (MAX): MAX maximizes, MIN minimizes.
  // Ties: keep the first best move, in the order given.
  throw new Error('TODO: write minimaxDecision');
}
`,
      String.raw`
export function minimaxDecision(state, game) {
  // Devuelve la jugada desde state con el mejor valor minimax para quien mueve
  // (MAX): MAX maximiza, MIN minimiza.
  // Empates: quédate con la primera jugada mejor, en el orden dado.
  throw new Error('TODO: escribe minimaxDecision');
}
`,
    ],
    alphabeta: [
      String.raw`
export function alphaBetaSearch(state, game) {
  // Return the minimax move from state, as minimaxDecision does, without
  // generating the states that cannot change it.
  // The rule here (aima-python's): prune on equality too. Stop at a MAX state
  // when v >= beta, and at a MIN state when v <= alpha.
  // At the root, raise alpha after each move, as at any MAX state.
  // Ties: keep the first best move, in the order given.
  throw new Error('TODO: write alphaBetaSearch');
}
`,
      String.raw`
export function alphaBetaSearch(state, game) {
  // Devuelve la jugada minimax desde state, como minimaxDecision, sin generar
  // los estados que no pueden cambiarla.
  // La regla aquí (la de aima-python): se poda también con igualdad. Corta en
  // un estado MAX si v >= beta, y en uno MIN si v <= alpha.
  // En la raíz, sube alpha tras cada jugada, como en cualquier estado MAX.
  // Empates: quédate con la primera jugada mejor, en el orden dado.
  throw new Error('TODO: escribe alphaBetaSearch');
}
`,
    ],
    expectiminimax: [
      String.raw`
export function expectiminimax(state, game) {
  // Return the move from state with the best expectiminimax value: MAX
  // maximizes, MIN minimizes, and a CHANCE state's value is the sum over its
  // moves of game.probability(state, move) times the value of the result.
  // Ties: keep the first best move, in the order given.
  throw new Error('TODO: write expectiminimax');
}
`,
      String.raw`
export function expectiminimax(state, game) {
  // Devuelve la jugada desde state con el mejor valor expectiminimax: MAX
  // maximiza, MIN minimiza, y el valor de un estado CHANCE es la suma, sobre
  // sus jugadas, de game.probability(state, move) por el valor del resultado.
  // Empates: quédate con la primera jugada mejor, en el orden dado.
  throw new Error('TODO: escribe expectiminimax');
}
`,
    ],
  },
} as const;
