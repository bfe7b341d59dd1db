# A CS188-style multiAgents.py (written for the tutor's tests): MinimaxAgent,
# with the skeleton's MultiAgentSearchAgent and scoreEvaluationFunction.
from util import manhattanDistance
from game import Directions
import random, util

from game import Agent


def scoreEvaluationFunction(currentGameState):
    return currentGameState.getScore()


class MultiAgentSearchAgent(Agent):
    def __init__(self, evalFn='scoreEvaluationFunction', depth='2'):
        self.index = 0
        self.evaluationFunction = util.lookup(evalFn, globals())
        self.depth = int(depth)


class MinimaxAgent(MultiAgentSearchAgent):
    def getAction(self, gameState):
        agents = gameState.getNumAgents()

        def value(state, agent, depth):
            if state.isWin() or state.isLose() or depth == self.depth:
                return self.evaluationFunction(state)
            following = (agent + 1) % agents
            deeper = depth + 1 if following == 0 else depth
            scores = [value(state.generateSuccessor(agent, a), following, deeper) for a in state.getLegalActions(agent)]
            return max(scores) if agent == 0 else min(scores)

        best, choice = float('-inf'), None
        for action in gameState.getLegalActions(0):
            v = value(gameState.generateSuccessor(0, action), 1 % agents, 1 if agents == 1 else 0)
            if v > best:
                best, choice = v, action
        return choice
