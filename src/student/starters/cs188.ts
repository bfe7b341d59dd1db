/**
 * CS188's starter (issue 37, `#/code`): a `multiAgents.py` as the multi-agent
 * assignment hands it out, over the tutor's stand-in `gameState`
 * (python-prelude.ts): the imports, the evaluation function and the agents'
 * base class such a file defines, and the agent of one algorithm whose
 * `getAction` is a `util.raiseNotDefined()` to be replaced. Written for the
 * tutor (not Berkeley's text). Program text: every text in LANGS order
 * (English, then Spanish), only the comments differ.
 */
export const CS188_STARTERS = {
  filename: 'multiAgents.py',
  header: [
    String.raw`# multiAgents.py: your Pacman search agents, run by the Adversarial Search Tutor.
#
# The tutor runs your agent on a game tree instead of a Pacman board. A state is
# a node of the tree; an action is the name of the child it leads to (a string
# such as 'B' or 'b1'). gameState offers what a Pacman GameState offers:
#
#   gameState.getLegalActions(agentIndex)
#       the actions at this state, in the tree's order (a list of strings)
#   gameState.generateSuccessor(agentIndex, action)
#       the state the action leads to (another gameState). The tutor records
#       every state you generate and compares them with the reference's.
#   gameState.getNumAgents()
#       the agents of a round: Pacman (agent 0, the max player), then the
#       ghosts (agents 1, 2, ...: the min layers, or the chance layers)
#   gameState.isWin(), gameState.isLose()
#       whether Pacman has won or lost here: the game is over (a leaf)
#   gameState.getScore()
#       the state's value: a leaf's value, or an inner state's evaluation where
#       the depth runs out. self.evaluationFunction(state) calls it; the tutor
#       records each call as an evaluation, in order.
#
# self.depth counts rounds: in a round every agent moves once, so depth 2 with
# one ghost is four plies. Visit the actions in the order given.

import util
from game import Agent


def scoreEvaluationFunction(currentGameState):
    # The default evaluation: the state's score (its value in the tree).
    return currentGameState.getScore()


class MultiAgentSearchAgent(Agent):
    # What the agents share. The tutor builds yours with depth=str(rounds).
    # Nothing to change here.

    def __init__(self, evalFn='scoreEvaluationFunction', depth='2'):
        self.index = 0  # Pacman is agent 0
        self.evaluationFunction = util.lookup(evalFn, globals())
        self.depth = int(depth)
`,
    String.raw`# multiAgents.py: tus agentes de búsqueda de Pacman, ejecutados por el Tutor de
# búsqueda adversaria.
#
# El tutor ejecuta tu agente sobre un árbol de juego en lugar de un tablero de
# Pacman. Un estado es un nodo del árbol; una acción es el nombre del hijo al que
# lleva (una cadena como 'B' o 'b1'). gameState ofrece lo que ofrece un
# GameState de Pacman:
#
#   gameState.getLegalActions(agentIndex)
#       las acciones en este estado, en el orden del árbol (una lista de cadenas)
#   gameState.generateSuccessor(agentIndex, action)
#       el estado al que lleva la acción (otro gameState). El tutor registra
#       cada estado que generas y los compara con los de la referencia.
#   gameState.getNumAgents()
#       los agentes de una ronda: Pacman (agente 0, el jugador max) y después
#       los fantasmas (agentes 1, 2, ...: las capas min, o las capas de azar)
#   gameState.isWin(), gameState.isLose()
#       si Pacman ha ganado o perdido aquí: la partida termina (una hoja)
#   gameState.getScore()
#       el valor del estado: el de una hoja, o la evaluación de un estado
#       interior donde se acaba la profundidad. self.evaluationFunction(state)
#       lo llama; el tutor registra cada llamada como una evaluación, en orden.
#
# self.depth cuenta rondas: en una ronda cada agente mueve una vez, así que la
# profundidad 2 con un fantasma son cuatro capas. Recorre las acciones en el
# orden dado.

import util
from game import Agent


def scoreEvaluationFunction(currentGameState):
    # La evaluación por defecto: la puntuación del estado (su valor en el árbol).
    return currentGameState.getScore()


class MultiAgentSearchAgent(Agent):
    # Lo que comparten los agentes. El tutor construye el tuyo con
    # depth=str(rondas). Aquí no hay nada que cambiar.

    def __init__(self, evalFn='scoreEvaluationFunction', depth='2'):
        self.index = 0  # Pacman es el agente 0
        self.evaluationFunction = util.lookup(evalFn, globals())
        self.depth = int(depth)
`,
  ],
  agents: {
    minimax: [
      String.raw`

class MinimaxAgent(MultiAgentSearchAgent):
    # Minimax: Pacman (agent 0) maximizes, every ghost minimizes.

    def getAction(self, gameState):
        # Return the minimax action from gameState, searching self.depth rounds
        # and evaluating with self.evaluationFunction where the depth runs out
        # or the game is over (isWin() or isLose()).
        # Ties: keep the first best action, in the order given.
        util.raiseNotDefined()
`,
      String.raw`

class MinimaxAgent(MultiAgentSearchAgent):
    # Minimax: Pacman (agente 0) maximiza, cada fantasma minimiza.

    def getAction(self, gameState):
        # Devuelve la acción minimax desde gameState, buscando self.depth rondas
        # y evaluando con self.evaluationFunction donde se acaba la profundidad
        # o termina la partida (isWin() o isLose()).
        # Empates: quédate con la primera acción mejor, en el orden dado.
        util.raiseNotDefined()
`,
    ],
    alphabeta: [
      String.raw`

class AlphaBetaAgent(MultiAgentSearchAgent):
    # Minimax with alpha-beta pruning.

    def getAction(self, gameState):
        # Return the minimax action from gameState, as MinimaxAgent does, but
        # skip the successors that cannot change it.
        # This assignment's rule: never prune on equality. Stop at Pacman's
        # state only when v > beta, and at a ghost's only when v < alpha.
        # At the root, raise alpha after each action, as at any max state.
        # Ties: keep the first best action, in the order given.
        util.raiseNotDefined()
`,
      String.raw`

class AlphaBetaAgent(MultiAgentSearchAgent):
    # Minimax con poda alfa-beta.

    def getAction(self, gameState):
        # Devuelve la acción minimax desde gameState, como MinimaxAgent, pero
        # sin generar los sucesores que no pueden cambiarla.
        # La regla de esta práctica: nunca podes con igualdad. Corta en un
        # estado de Pacman solo si v > beta, y en uno de un fantasma solo si
        # v < alpha.
        # En la raíz, sube alpha tras cada acción, como en cualquier estado max.
        # Empates: quédate con la primera acción mejor, en el orden dado.
        util.raiseNotDefined()
`,
    ],
    expectiminimax: [
      String.raw`

class ExpectimaxAgent(MultiAgentSearchAgent):
    # Expectimax: the ghosts do not play their best; each one chooses uniformly
    # at random among its legal actions.

    def getAction(self, gameState):
        # Return the expectimax action from gameState: Pacman maximizes; a
        # ghost's value is the average of its successors' values. Depth and
        # evaluation as in MinimaxAgent.
        # Ties: keep the first best action, in the order given.
        util.raiseNotDefined()
`,
      String.raw`

class ExpectimaxAgent(MultiAgentSearchAgent):
    # Expectimax: los fantasmas no juegan lo mejor que pueden; cada uno elige
    # al azar, con la misma probabilidad, entre sus acciones legales.

    def getAction(self, gameState):
        # Devuelve la acción expectimax desde gameState: Pacman maximiza; el
        # valor de un fantasma es la media de los valores de sus sucesores.
        # Profundidad y evaluación como en MinimaxAgent.
        # Empates: quédate con la primera acción mejor, en el orden dado.
        util.raiseNotDefined()
`,
    ],
  },
} as const;
