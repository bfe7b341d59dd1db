/**
 * The world a Python submission runs in (issue 37), as Python source that a
 * runner (cli/check/py-runner.ts, the page's worker) runs once in each warm
 * Pyodide interpreter, in a namespace of its own. It talks to the tree only
 * through a bridge object the runner passes in for each submission
 * (`root()`, `actions(s)`, `successor(s, a)`, `value(s)`, `terminal(s)`,
 * `outcome(s)`, `toMove(s)`, `numAgents()`, `probability(s, a)`,
 * `failure()`: each returns undefined, None here, when the call is refused or
 * past the call budget).
 *
 * For each submission, `prepare(source, filename, style)` makes fresh
 * stand-ins (so what one submission changes in them stays its own) and runs
 * the file's top level in a fresh namespace; `run_tree(handle, bridge, entry,
 * rounds)` then runs it on one tree:
 * - CS188 (`multiAgents.py` as students hand it in): modules `util`
 *   (`manhattanDistance`, `raiseNotDefined`, which raises, `lookup`, …),
 *   `game` (`Agent`, `Directions`, `Actions`), `pacman` (`GameState`), and,
 *   where the file does not define them, `scoreEvaluationFunction` and
 *   `MultiAgentSearchAgent(evalFn, depth)`; the agent class is built with
 *   `depth=str(rounds)` and asked `getAction(gameState)` (the 2023 snake_case
 *   names too: `get_action`, `get_legal_actions`, …); `isWin()` / `isLose()`
 *   answer from the bridge's `outcome(s)` (a `.test` file's win and lose
 *   states; without them, every leaf is a win and no state a loss).
 * - aima-python (`games.py`): the function is called `(state, game)`, `game`
 *   with `actions`, `result`, `terminal_test`, `to_move` ("MAX", "MIN",
 *   "CHANCE"), `utility(state, player)`, `probability(state, move)`; the
 *   module `utils` (`infinity`, `argmax`, …) and a stand-in `numpy` (`inf`,
 *   `argmax`, …) for what a games.py-style file imports.
 * Imports are limited to these and a list of standard modules; `open`,
 * `input` are refused (`Refused`: the error kind `refused`). The call budget
 * raises `CallBudgetExceeded`, a BaseException, again on every later call;
 * the runner also ends such a run from outside (the bridge tells it).
 * `fingerprint()` / `changed(before)` tell whether a submission changed the
 * interpreter's shared modules, so that the runner replaces its worker.
 */
export const PYTHON_PRELUDE = String.raw`
import builtins as _builtins, sys as _sys, types as _types, traceback as _traceback, operator as _operator, signal as _signal

class CallBudgetExceeded(BaseException):
    """The call budget of this tree is spent: every later call raises it again, and the run ends as 'calls'."""

class Refused:
    """What the sandbox does not offer."""

class RefusedImport(Refused, ImportError):
    pass

class RefusedCall(Refused, PermissionError):
    pass

class MissingEntry(Refused, LookupError):
    pass

class IllegalAction(Exception):
    """An action that is not a child of the state, or a state the tree does not have."""

ALLOWED = frozenset('''__future__ abc array bisect cmath collections copy dataclasses decimal enum fractions functools heapq
  itertools math numbers operator pprint queue random re statistics string sys textwrap time types typing warnings'''.split())
_LIMIT = _sys.getrecursionlimit()
MEMORY_MB = 0

class _Cell:
    bridge = None

def _world(cell):
    def fail():
        why = cell.bridge.failure() if cell.bridge is not None else 'this tree is finished'
        if why == 'calls':
            raise CallBudgetExceeded('the call budget of this tree is spent (the search calls the game too often, or never ends)')
        raise IllegalAction(why)

    def ok(r):
        if r is None:
            fail()
        return r

    def name(x, what):
        if not isinstance(x, str):
            raise IllegalAction(f'{x!r} is not {what}: they are the names the game gives (strings)')
        return x

    def raiseNotDefined():
        raise NotImplementedError('raiseNotDefined(): this part is not written yet')

    def lookup(key, namespace):
        if key in namespace:
            return namespace[key]
        raise NameError(f'{key} is not defined in the file')

    def flipCoin(p):
        import random
        return random.random() < p

    def manhattanDistance(a, b):
        return abs(a[0] - b[0]) + abs(a[1] - b[1])

    class GameState:
        """CS188's GameState over the tree: a state is a node; an action is the name of the child it leads to."""
        __slots__ = ('_node',)
        def __init__(self, node):
            self._node = node
        def getLegalActions(self, agentIndex=0):
            return list(ok(cell.bridge.actions(self._node)))
        def generateSuccessor(self, agentIndex, action):
            return GameState(ok(cell.bridge.successor(self._node, name(action, 'an action'))))
        def getNumAgents(self):
            return ok(cell.bridge.numAgents())
        def isWin(self):
            return ok(cell.bridge.outcome(self._node)) in ('win', 'both')
        def isLose(self):
            return ok(cell.bridge.outcome(self._node)) in ('lose', 'both')
        def getScore(self):
            return float(ok(cell.bridge.value(self._node)))
        def generatePacmanSuccessor(self, action):
            return self.generateSuccessor(0, action)
        def deepCopy(self):
            return self
        get_legal_actions, generate_successor, get_num_agents = getLegalActions, generateSuccessor, getNumAgents
        is_win, is_lose, get_score, generate_pacman_successor, deep_copy = isWin, isLose, getScore, generatePacmanSuccessor, deepCopy
        def __eq__(self, other):
            return isinstance(other, GameState) and other._node == self._node
        def __hash__(self):
            return hash(self._node)
        def __repr__(self):
            return f'GameState({self._node!r})'

    class Agent:
        def __init__(self, index=0):
            self.index = index
        def getAction(self, state):
            raiseNotDefined()
        get_action = getAction

    class Directions:
        NORTH, SOUTH, EAST, WEST, STOP = 'North', 'South', 'East', 'West', 'Stop'
        LEFT = {'North': 'West', 'South': 'East', 'East': 'North', 'West': 'South', 'Stop': 'Stop'}
        RIGHT = {v: k for k, v in LEFT.items()}
        REVERSE = {'North': 'South', 'South': 'North', 'East': 'West', 'West': 'East', 'Stop': 'Stop'}

    class Actions:
        _vectors = {'North': (0, 1), 'South': (0, -1), 'East': (1, 0), 'West': (-1, 0), 'Stop': (0, 0)}
        @staticmethod
        def reverseDirection(action):
            return Directions.REVERSE.get(action, action)
        @staticmethod
        def directionToVector(direction, speed=1.0):
            dx, dy = Actions._vectors[direction]
            return (dx * speed, dy * speed)

    class TreeGame:
        """aima-python's Game over the tree: a state is a node's name; a move the name of the child it leads to."""
        def __init__(self, root):
            self.initial = root
        def actions(self, state):
            return list(ok(cell.bridge.actions(name(state, 'a state'))))
        def result(self, state, move):
            return ok(cell.bridge.successor(name(state, 'a state'), name(move, 'a move')))
        def terminal_test(self, state):
            return ok(cell.bridge.terminal(name(state, 'a state')))
        def to_move(self, state):
            return ok(cell.bridge.toMove(name(state, 'a state')))
        def utility(self, state, player):
            v = ok(cell.bridge.value(name(state, 'a state')))
            return v if player == 'MAX' else -v
        def probability(self, state, move):
            return ok(cell.bridge.probability(name(state, 'a state'), name(move, 'a move')))
        def display(self, state):
            print(state)
        def __repr__(self):
            return 'TreeGame()'

    def module(key, **attrs):
        m = _types.ModuleType(key)
        m.__dict__.update(attrs)
        return m

    def argmax(seq, key=lambda x: x):
        return max(seq, key=key)

    def argmin(seq, key=lambda x: x):
        return min(seq, key=key)

    def shuffled(seq):
        import random
        items = list(seq)
        random.shuffle(items)
        return items

    def index_of(best):
        return lambda seq: best(range(len(seq)), key=lambda i: seq[i])

    import math
    modules = {
        'util': module('util', manhattanDistance=manhattanDistance, manhattan_distance=manhattanDistance, raiseNotDefined=raiseNotDefined,
                       raise_not_defined=raiseNotDefined, lookup=lookup, flipCoin=flipCoin, flip_coin=flipCoin),
        'game': module('game', Agent=Agent, Directions=Directions, Actions=Actions),
        'pacman': module('pacman', GameState=GameState),
        'utils': module('utils', infinity=math.inf, identity=lambda x: x, argmax=argmax, argmin=argmin, shuffled=shuffled,
                        argmax_random_tie=lambda seq, key=lambda x: x: argmax(shuffled(seq), key), argmin_random_tie=lambda seq, key=lambda x: x: argmin(shuffled(seq), key),
                        vector_add=lambda a, b: tuple(map(_operator.add, a, b))),
        'numpy': module('numpy', inf=math.inf, nan=math.nan, pi=math.pi, e=math.e, isinf=math.isinf, isnan=math.isnan, sqrt=math.sqrt,
                        log=math.log, exp=math.exp, argmax=index_of(max), argmin=index_of(min)),
    }
    return {'modules': modules, 'GameState': GameState, 'TreeGame': TreeGame, 'Agent': Agent}

def _builtins_for(modules):
    b = dict(_builtins.__dict__)
    def importer(name, globals=None, locals=None, fromlist=(), level=0):
        top = name.partition('.')[0]
        if level == 0 and top in modules and top == name:
            return modules[top]
        if level != 0 or top not in ALLOWED:
            raise RefusedImport(f'import {name or "."}: the sandbox has no such module (it has {", ".join(sorted(modules))} and standard ones such as math, random, collections)')
        return _builtins.__import__(name, globals, locals, fromlist, level)
    def refused(what):
        def call(*args, **kwargs):
            raise RefusedCall(f'{what} is not available in the sandbox')
        return call
    b.update(__import__=importer, open=refused('open()'), input=refused('input()'), breakpoint=refused('breakpoint()'), help=refused('help()'))
    return b

_AGENT_BASE = compile('''
from util import lookup as _tutor_lookup
from game import Agent as _TutorAgent

def scoreEvaluationFunction(currentGameState):
    return currentGameState.getScore()

score_evaluation_function = scoreEvaluationFunction

class MultiAgentSearchAgent(_TutorAgent):
    def __init__(self, evalFn='scoreEvaluationFunction', depth='2', eval_fn=None):
        self.index = 0
        self.evaluationFunction = self.evaluation_function = _tutor_lookup(eval_fn or evalFn, globals())
        self.depth = int(depth)
''', '<tutor>', 'exec')

def _error(e, filename):
    kind = 'calls' if isinstance(e, CallBudgetExceeded) else 'refused' if isinstance(e, Refused) else 'exception'
    line = None
    if isinstance(e, SyntaxError) and e.filename == filename:
        line = e.lineno
    for frame in _traceback.extract_tb(e.__traceback__):
        if frame.filename == filename:
            line = frame.lineno
    if isinstance(e, MemoryError):
        message = f'MemoryError: out of memory (the sandbox gives Python {MEMORY_MB} MiB)'
    else:
        lines = [l for l in ''.join(_traceback.format_exception_only(type(e), e)).splitlines() if l.strip()]
        message = (lines[-1] if isinstance(e, SyntaxError) else '\n'.join(lines)) if lines else type(e).__name__
    e.__traceback__ = None
    return {'kind': kind, 'message': message[:2000], 'line': line}

def prepare(source, filename, style):
    cell = _Cell()
    world = _world(cell)
    stem = filename.rsplit('/', 1)[-1].rsplit('.', 1)[0]
    ns = {'__builtins__': _builtins_for(world['modules']), '__name__': stem, '__file__': filename, '__doc__': None}
    _sys.setrecursionlimit(_LIMIT)
    try:
        code = compile(source, filename, 'exec')
        if style == 'cs188':
            exec(_AGENT_BASE, ns)
        exec(code, ns)
    except BaseException as e:
        return None, _error(e, filename)
    return (cell, world, ns, filename), None

def _action_of(a):
    if a is None or isinstance(a, str):
        return a
    return f'{type(a).__name__} {a!r}'[:200]

def _method(agent, base):
    for key in ('getAction', 'get_action'):
        for k in type(agent).__mro__:
            if k is base or k is object:
                break
            if key in k.__dict__:
                return getattr(agent, key)
    return agent.getAction

def run_tree(handle, bridge, style, entry, rounds):
    cell, world, ns, filename = handle
    cell.bridge = bridge
    _sys.setrecursionlimit(_LIMIT)
    try:
        target = ns.get(entry)
        if style == 'cs188':
            if not isinstance(target, type):
                raise MissingEntry(f'the file has no class {entry}: the tutor calls the agent by that name (rename yours to it, or, with tutor check, give its name with --agent)')
            agent = target(depth=str(rounds))
            action = _method(agent, world['Agent'])(world['GameState'](bridge.root()))
        else:
            if not callable(target):
                raise MissingEntry(f'the file has no function {entry}: the tutor calls it by that name (rename yours to it, or, with tutor check, give its name with --function)')
            action = target(bridge.root(), world['TreeGame'](bridge.root()))
        return {'action': _action_of(action), 'error': None}
    except BaseException as e:
        return {'action': None, 'error': _error(e, filename)}
    finally:
        cell.bridge = None
        _sys.setrecursionlimit(_LIMIT)

def _preload():
    for key in ALLOWED:
        try:
            __import__(key)
        except ImportError:
            pass
    for key in [k for k in _sys.modules if k == 'pyodide_js' or k.startswith('pyodide_js.')]:
        del _sys.modules[key]

def fingerprint():
    seen = {}
    mine = globals()
    for key, value in list(mine.items()):
        seen[('<tutor>', key)] = (id(value), id(getattr(value, '__code__', None)))
    for mod_name, m in list(_sys.modules.items()):
        d = getattr(m, '__dict__', None)
        if not isinstance(d, dict):
            continue
        for key, value in list(d.items()):
            if mod_name == 'sys' and (key.startswith('last_') or key.startswith('_')):
                continue
            seen[(mod_name, key)] = (id(value), id(getattr(value, '__code__', None)))
            if isinstance(value, type) and getattr(value, '__module__', None) == mod_name:
                for ck, cv in list(value.__dict__.items()):
                    seen[(mod_name, key, ck)] = (id(cv), 0)
    seen[('<sys.modules>',)] = tuple(sorted(id(m) for m in _sys.modules.values()))
    seen[('<signal>',)] = (id(_signal.getsignal(_signal.SIGINT)), 0)
    return seen

def changed(before):
    after = fingerprint()
    modules_before, modules_after = before[('<sys.modules>',)], after[('<sys.modules>',)]
    if not set(modules_before) <= set(modules_after):
        return True
    return any(after.get(key) != value for key, value in before.items() if key != ('<sys.modules>',))

_preload()
`;
