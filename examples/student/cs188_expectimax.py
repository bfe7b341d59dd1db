# CS188-style ExpectimaxAgent in the 2023 snake_case API (get_action,
# get_legal_actions, generate_successor, ...).
from game import Agent
from util import raise_not_defined


class ExpectimaxAgent(MultiAgentSearchAgent):
    def get_action(self, game_state):
        n = game_state.get_num_agents()

        def value(state, agent, depth):
            if state.is_win() or state.is_lose() or depth == self.depth:
                return self.evaluation_function(state)
            nxt = (agent + 1) % n
            d = depth + 1 if nxt == 0 else depth
            scores = [value(state.generate_successor(agent, a), nxt, d) for a in state.get_legal_actions(agent)]
            return max(scores) if agent == 0 else sum(scores) / len(scores)

        best, choice = float('-inf'), None
        for action in game_state.get_legal_actions(0):
            v = value(game_state.generate_successor(0, action), 1 % n, 1 if n == 1 else 0)
            if v > best:
                best, choice = v, action
        return choice


class MinimaxAgent(MultiAgentSearchAgent):
    def get_action(self, game_state):
        raise_not_defined()
