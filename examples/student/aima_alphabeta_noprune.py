# BUG: alpha_beta_search that never prunes (a minimax with bounds that are never used).
import math


def alpha_beta_search(state, game):
    player = game.to_move(state)

    def value(state, maximizing):
        if game.terminal_test(state):
            return game.utility(state, player)
        children = [value(game.result(state, a), not maximizing) for a in game.actions(state)]
        return max(children) if maximizing else min(children)

    best, choice = -math.inf, None
    for a in game.actions(state):
        v = value(game.result(state, a), False)
        if v > best:
            best, choice = v, a
    return choice
