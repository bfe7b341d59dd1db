/**
 * aima-python's starter (issue 37, `#/code`): a `games.py` holding the one
 * function of an algorithm, over the tutor's `game` object
 * (python-prelude.ts: `actions`, `result`, `terminal_test`, `to_move`,
 * `utility`, `probability`), its body a `raise NotImplementedError` to be
 * replaced. Written for the tutor (not aima-python's code). Program text:
 * every text in LANGS order (English, then Spanish), only the comments and
 * the TODO's message differ.
 */
export const AIMA_STARTERS = {
  filename: 'games.py',
  header: [
    String.raw`# games.py: your adversarial search in aima-python's style, run by the
# Adversarial Search Tutor.
#
# The tutor calls your function with a state and a game. A state is the name of
# a node of the tree (a string); a move is the name of the child it leads to.
# The game offers:
#
#   game.actions(state)            the moves at state, in the tree's order (a list)
#   game.result(state, move)       the state the move leads to. The tutor records
#                                  every state you generate, in order.
#   game.terminal_test(state)      whether the game is over (a leaf of the tree)
#   game.to_move(state)            who moves: 'MAX', 'MIN' or 'CHANCE'
#   game.utility(state, player)    a leaf's value for player ('MAX'; negated for
#                                  'MIN'). The tutor records each call as an
#                                  evaluation, in order.
#   game.probability(state, move)  at a 'CHANCE' state, how likely the move is
#
# The trees have no depth limit: search down to the leaves, visiting the moves
# in the order given.

import math
`,
    String.raw`# games.py: tu búsqueda adversaria al estilo de aima-python, ejecutada por el
# Tutor de búsqueda adversaria.
#
# El tutor llama a tu función con un estado y un juego. Un estado es el nombre de
# un nodo del árbol (una cadena); una jugada es el nombre del hijo al que lleva.
# El juego ofrece:
#
#   game.actions(state)            las jugadas en state, en el orden del árbol (una lista)
#   game.result(state, move)       el estado al que lleva la jugada. El tutor
#                                  registra cada estado que generas, en orden.
#   game.terminal_test(state)      si la partida termina (una hoja del árbol)
#   game.to_move(state)            quién mueve: 'MAX', 'MIN' o 'CHANCE' (azar)
#   game.utility(state, player)    el valor de una hoja para player ('MAX'; con
#                                  el signo cambiado para 'MIN'). El tutor
#                                  registra cada llamada como una evaluación.
#   game.probability(state, move)  en un estado 'CHANCE', la probabilidad de la jugada
#
# Los árboles no tienen límite de profundidad: busca hasta las hojas, recorriendo
# las jugadas en el orden dado.

import math
`,
  ],
  functions: {
    minimax: [
      String.raw`

def minmax_decision(state, game):
    # Return the move from state with the best minimax value for the player to
    # move (MAX): MAX maximizes, MIN minimizes.
    # Ties: keep the first best move, in the order given.
    raise NotImplementedError('TODO: write minmax_decision')
`,
      String.raw`

def minmax_decision(state, game):
    # Devuelve la jugada desde state con el mejor valor minimax para quien mueve
    # (MAX): MAX maximiza, MIN minimiza.
    # Empates: quédate con la primera jugada mejor, en el orden dado.
    raise NotImplementedError('TODO: escribe minmax_decision')
`,
    ],
    alphabeta: [
      String.raw`

def alpha_beta_search(state, game):
    # Return the minimax move from state, as minmax_decision does, without
    # generating the states that cannot change it.
    # This assignment's rule (aima-python's): prune on equality too. Stop at a
    # MAX state when v >= beta, and at a MIN state when v <= alpha.
    # At the root, raise alpha after each move, as at any MAX state.
    # Ties: keep the first best move, in the order given.
    raise NotImplementedError('TODO: write alpha_beta_search')
`,
      String.raw`

def alpha_beta_search(state, game):
    # Devuelve la jugada minimax desde state, como minmax_decision, sin generar
    # los estados que no pueden cambiarla.
    # La regla de esta práctica (la de aima-python): se poda también con
    # igualdad. Corta en un estado MAX si v >= beta, y en uno MIN si v <= alpha.
    # En la raíz, sube alpha tras cada jugada, como en cualquier estado MAX.
    # Empates: quédate con la primera jugada mejor, en el orden dado.
    raise NotImplementedError('TODO: escribe alpha_beta_search')
`,
    ],
    expectiminimax: [
      String.raw`

def expect_minmax(state, game):
    # Return the move from state with the best expectiminimax value: MAX
    # maximizes, MIN minimizes, and a CHANCE state's value is the sum over its
    # moves of game.probability(state, move) times the value of the result.
    # Ties: keep the first best move, in the order given.
    raise NotImplementedError('TODO: write expect_minmax')
`,
      String.raw`

def expect_minmax(state, game):
    # Devuelve la jugada desde state con el mejor valor expectiminimax: MAX
    # maximiza, MIN minimiza, y el valor de un estado CHANCE es la suma, sobre
    # sus jugadas, de game.probability(state, move) por el valor del resultado.
    # Empates: quédate con la primera jugada mejor, en el orden dado.
    raise NotImplementedError('TODO: escribe expect_minmax')
`,
    ],
  },
} as const;
