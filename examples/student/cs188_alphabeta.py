# CS188-style AlphaBetaAgent, relying on the tutor's MultiAgentSearchAgent
# (this file does not define it). No cut on equality, as CS188 asks.
import util
from game import Agent


class AlphaBetaAgent(MultiAgentSearchAgent):
    def getAction(self, gameState):
        n = gameState.getNumAgents()

        def search(state, agent, depth, alpha, beta):
            if state.isWin() or state.isLose() or depth == self.depth:
                return self.evaluationFunction(state)
            nxt = (agent + 1) % n
            d = depth + 1 if nxt == 0 else depth
            if agent == 0:
                v = float('-inf')
                for a in state.getLegalActions(agent):
                    v = max(v, search(state.generateSuccessor(agent, a), nxt, d, alpha, beta))
                    if v > beta:
                        return v
                    alpha = max(alpha, v)
                return v
            v = float('inf')
            for a in state.getLegalActions(agent):
                v = min(v, search(state.generateSuccessor(agent, a), nxt, d, alpha, beta))
                if v < alpha:
                    return v
                beta = min(beta, v)
            return v

        alpha, choice = float('-inf'), None
        for action in gameState.getLegalActions(0):
            v = search(gameState.generateSuccessor(0, action), 1 % n, 1 if n == 1 else 0, alpha, float('inf'))
            if v > alpha:
                alpha, choice = v, action
        return choice
