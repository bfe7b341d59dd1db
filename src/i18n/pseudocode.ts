/**
 * The searchers' pseudocode, listing by listing, one line per `\n`
 * (src/trace/pseudocode.ts cuts them and maps each step to a line). English
 * as AIMA prints it; Spanish as the thesis writes it (§2.2.2.1, §2.2.3:
 * its `:=`, `max`/`min`, the depth carried in the calls, “the heuristic value
 * of node”, and the function names it keeps from AIMA), in Spanish words,
 * with AIMA's corrected MIN-VALUE (β := min(β, v), where the thesis prints
 * α). Both languages have the same lines in the same order: the line a step
 * executes is the same in each (tests/unit/tree-view.test.ts checks it).
 */
import { w } from './wording.ts';

type Root = 'carried' | 'full-window';

const lines = (...l: string[]) => l.join('\n');

/** Alpha-beta's root: AIMA's (α carried across the moves), or AIMA-Java's makeDecision (each move with a full window). */
const ROOT_EN: Record<Root, string[]> = {
  carried: ['function ALPHA-BETA-SEARCH(state) returns an action', '  v ← MAX-VALUE(state, −∞, +∞)', '  return the action in ACTIONS(state) with value v'],
  'full-window': [
    'function MAKE-DECISION(state) returns an action',
    '  result ← null; resultValue ← −∞',
    '  for each a in ACTIONS(state) do',
    '    value ← MIN-VALUE(RESULT(state, a), −∞, +∞)',
    '    if value > resultValue then result ← a; resultValue ← value',
    '  return result',
  ],
};

const ROOT_ES: Record<Root, string[]> = {
  carried: [
    'función ALPHA-BETA-SEARCH(estado) devuelve una acción',
    '  v := MAX-VALUE(estado, −∞, +∞, profundidad)',
    '  devolver la acción de ACCIONES(estado) con valor v',
  ],
  'full-window': [
    'función MAKE-DECISION(estado) devuelve una acción',
    '  resultado := nulo; valorResultado := −∞',
    '  para cada a en ACCIONES(estado) hacer',
    '    valor := MIN-VALUE(RESULTADO(estado, a), −∞, +∞, profundidad − 1)',
    '    si valor > valorResultado entonces resultado := a; valorResultado := valor',
    '  devolver resultado',
  ],
};

export const PSEUDOCODE = {
  'code.alphabeta': w(
    (p: { strict: boolean; root: Root }) =>
      lines(
        ...ROOT_EN[p.root],
        'function MAX-VALUE(state, α, β) returns a utility value',
        '  if TERMINAL-TEST(state) or depth = 0 then return UTILITY(state)',
        '  v ← −∞',
        '  for each a in ACTIONS(state) do',
        '    v ← MAX(v, MIN-VALUE(RESULT(state, a), α, β))',
        `    if v ${p.strict ? '>' : '≥'} β then return v`,
        '    α ← MAX(α, v)',
        '  return v',
        'function MIN-VALUE(state, α, β) returns a utility value',
        '  if TERMINAL-TEST(state) or depth = 0 then return UTILITY(state)',
        '  v ← +∞',
        '  for each a in ACTIONS(state) do',
        '    v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))',
        `    if v ${p.strict ? '<' : '≤'} α then return v`,
        '    β ← MIN(β, v)',
        '  return v',
      ),
    (p) =>
      lines(
        ...ROOT_ES[p.root],
        'función MAX-VALUE(estado, α, β, profundidad) devuelve un valor de utilidad',
        '  si estado es terminal o profundidad = 0 entonces devolver el valor heurístico de estado',
        '  v := −∞',
        '  para cada hijo de estado hacer',
        '    v := max(v, MIN-VALUE(hijo, α, β, profundidad − 1))',
        `    si v ${p.strict ? '>' : '≥'} β entonces devolver v`,
        '    α := max(α, v)',
        '  devolver v',
        'función MIN-VALUE(estado, α, β, profundidad) devuelve un valor de utilidad',
        '  si estado es terminal o profundidad = 0 entonces devolver el valor heurístico de estado',
        '  v := +∞',
        '  para cada hijo de estado hacer',
        '    v := min(v, MAX-VALUE(hijo, α, β, profundidad − 1))',
        `    si v ${p.strict ? '<' : '≤'} α entonces devolver v`,
        '    β := min(β, v)',
        '  devolver v',
      ),
  ),
  'code.minimax': w(
    () =>
      lines(
        'function MINIMAX-DECISION(state) returns an action',
        '  return arg max over a in ACTIONS(state) of MIN-VALUE(RESULT(state, a))',
        'function MAX-VALUE(state) returns a utility value',
        '  if TERMINAL-TEST(state) or depth = 0 then return UTILITY(state)',
        '  v ← −∞',
        '  for each a in ACTIONS(state) do',
        '    v ← MAX(v, MIN-VALUE(RESULT(state, a)))',
        '  return v',
        'function MIN-VALUE(state) returns a utility value',
        '  if TERMINAL-TEST(state) or depth = 0 then return UTILITY(state)',
        '  v ← +∞',
        '  for each a in ACTIONS(state) do',
        '    v ← MIN(v, MAX-VALUE(RESULT(state, a)))',
        '  return v',
      ),
    () =>
      lines(
        'función MINIMAX-DECISION(estado) devuelve una acción',
        '  devolver la acción a de ACCIONES(estado) con mayor MIN-VALUE(RESULTADO(estado, a), profundidad − 1)',
        'función MAX-VALUE(estado, profundidad) devuelve un valor de utilidad',
        '  si estado es terminal o profundidad = 0 entonces devolver el valor heurístico de estado',
        '  v := −∞',
        '  para cada hijo de estado hacer',
        '    v := max(v, MIN-VALUE(hijo, profundidad − 1))',
        '  devolver v',
        'función MIN-VALUE(estado, profundidad) devuelve un valor de utilidad',
        '  si estado es terminal o profundidad = 0 entonces devolver el valor heurístico de estado',
        '  v := +∞',
        '  para cada hijo de estado hacer',
        '    v := min(v, MAX-VALUE(hijo, profundidad − 1))',
        '  devolver v',
      ),
  ),
  'code.expectiminimax': w(
    () =>
      lines(
        'function EXPECTIMINIMAX(node, depth) returns a value',
        '  if node is terminal or depth = 0 then return EVAL(node)',
        '  if MIN plays at node then',
        '    α ← +∞',
        '    for each child of node: α ← MIN(α, EXPECTIMINIMAX(child, depth − 1))',
        '  else if MAX plays at node then',
        '    α ← −∞',
        '    for each child of node: α ← MAX(α, EXPECTIMINIMAX(child, depth − 1))',
        '  else (a random event at node)',
        '    α ← 0',
        '    for each child of node: α ← α + P(child) · EXPECTIMINIMAX(child, depth − 1)',
        '  return α',
      ),
    () =>
      lines(
        'función expectiminimax(nodo, profundidad)',
        '  si nodo es terminal o profundidad = 0 entonces devolver el valor heurístico de nodo',
        '  si juega el adversario en nodo',
        '    α := +∞',
        '    para cada hijo de nodo: α := min(α, expectiminimax(hijo, profundidad − 1))',
        '  si no, si jugamos nosotros en nodo',
        '    α := −∞',
        '    para cada hijo de nodo: α := max(α, expectiminimax(hijo, profundidad − 1))',
        '  si no (un suceso aleatorio en nodo)',
        '    α := 0',
        '    para cada hijo de nodo: α := α + (Probabilidad[hijo] * expectiminimax(hijo, profundidad − 1))',
        '  devolver α',
      ),
  ),
  'code.expectimax': w(
    () =>
      lines(
        'function EXPECTIMAX(node, depth) returns a value',
        '  if node is terminal or depth = 0 then return EVAL(node)',
        '  if MAX plays at node then',
        '    α ← −∞',
        '    for each child of node: α ← MAX(α, EXPECTIMAX(child, depth − 1))',
        '  else (a random event at node)',
        '    α ← 0',
        '    for each child of node: α ← α + P(child) · EXPECTIMAX(child, depth − 1)',
        '  return α',
      ),
    () =>
      lines(
        'función expectimax(nodo, profundidad)',
        '  si nodo es terminal o profundidad = 0 entonces devolver el valor heurístico de nodo',
        '  si el agente es MAX',
        '    α := −∞',
        '    para cada hijo de nodo: α := max(α, expectimax(hijo, profundidad − 1))',
        '  si no (un suceso aleatorio en nodo)',
        '    α := 0',
        '    para cada hijo de nodo: α := α + (Probabilidad[hijo] * expectimax(hijo, profundidad − 1))',
        '  devolver α',
      ),
  ),
  'code.negamax': w(
    () =>
      lines(
        'function NEGAMAX(node, depth, color) returns a value',
        '  if node is terminal or depth = 0 then return color · EVAL(node)',
        '  v ← −∞',
        '  for each child of node do',
        '    v ← MAX(v, −NEGAMAX(child, depth − 1, −color))',
        '  return v',
      ),
    () =>
      lines(
        'función negamax(nodo, profundidad, color) devuelve un valor',
        '  si nodo es terminal o profundidad = 0 entonces devolver color · valor heurístico de nodo',
        '  v := −∞',
        '  para cada hijo de nodo hacer',
        '    v := max(v, −negamax(hijo, profundidad − 1, −color))',
        '  devolver v',
      ),
  ),
  /** Alpha-beta with a transposition table, iterative deepening and null windows (AIMA §5.2.4, §5.3; Pons' solver). */
  'code.alphabeta-table': w(
    () =>
      lines(
        'function ALPHA-BETA-SEARCH(state) returns an action',
        '  for d ← 1, 2, … up to the depth limit do   (iterative deepening; without it, d = the limit)',
        '    v ← VALUE(state, d)',
        '  return the action in ACTIONS(state) with value v',
        'function VALUE(state, d)   (null windows: bisect [min, max]; without them, MAX-VALUE(state, −∞, +∞, d))',
        '  while min < max do g ← a guess in [min, max); v ← MAX-VALUE(state, g, g + 1, d)',
        '    if v ≤ g then max ← v else min ← v',
        'function MAX-VALUE(state, α, β, d) returns a utility value',
        '  if TERMINAL-TEST(state) or d = 0 then return UTILITY(state)',
        '  if TABLE holds state, searched at least d deep, then',
        '    if its value is exact, or a bound ≥ β or ≤ α, then return it; else narrow α or β to it',
        '  v ← −∞',
        '  for each a in ACTIONS(state), the table’s best move first, do',
        '    v ← MAX(v, MIN-VALUE(RESULT(state, a), α, β, d − 1))',
        '    if v ≥ β then break',
        '    α ← MAX(α, v)',
        '  TABLE[state] ← v: an upper bound if v ≤ α on entry, a lower bound if v ≥ β, else exact',
        '  return v',
        'function MIN-VALUE(state, α, β, d) returns a utility value',
        '  if TERMINAL-TEST(state) or d = 0 then return UTILITY(state)',
        '  if TABLE holds state, searched at least d deep, then',
        '    if its value is exact, or a bound ≥ β or ≤ α, then return it; else narrow α or β to it',
        '  v ← +∞',
        '  for each a in ACTIONS(state), the table’s best move first, do',
        '    v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β, d − 1))',
        '    if v ≤ α then break',
        '    β ← MIN(β, v)',
        '  TABLE[state] ← v: an upper bound if v ≤ α, a lower bound if v ≥ β on entry, else exact',
        '  return v',
      ),
    () =>
      lines(
        'función ALPHA-BETA-SEARCH(estado) devuelve una acción',
        '  para d := 1, 2, … hasta la profundidad límite hacer   (profundización iterativa; sin ella, d = el límite)',
        '    v := VALOR(estado, d)',
        '  devolver la acción de ACCIONES(estado) con valor v',
        'función VALOR(estado, d)   (ventanas nulas: bisecar [mín, máx]; sin ellas, MAX-VALUE(estado, −∞, +∞, d))',
        '  mientras mín < máx hacer g := una conjetura en [mín, máx); v := MAX-VALUE(estado, g, g + 1, d)',
        '    si v ≤ g entonces máx := v si no mín := v',
        'función MAX-VALUE(estado, α, β, d) devuelve un valor de utilidad',
        '  si estado es terminal o d = 0 entonces devolver el valor heurístico de estado',
        '  si TABLA tiene estado, explorado al menos a profundidad d, entonces',
        '    si su valor es exacto, o una cota ≥ β o ≤ α, devolverlo; si no, estrechar α o β con él',
        '  v := −∞',
        '  para cada hijo de estado, primero la mejor jugada de la tabla, hacer',
        '    v := max(v, MIN-VALUE(hijo, α, β, d − 1))',
        '    si v ≥ β entonces salir del bucle',
        '    α := max(α, v)',
        '  TABLA[estado] := v: cota superior si v ≤ α al entrar, cota inferior si v ≥ β, si no exacto',
        '  devolver v',
        'función MIN-VALUE(estado, α, β, d) devuelve un valor de utilidad',
        '  si estado es terminal o d = 0 entonces devolver el valor heurístico de estado',
        '  si TABLA tiene estado, explorado al menos a profundidad d, entonces',
        '    si su valor es exacto, o una cota ≥ β o ≤ α, devolverlo; si no, estrechar α o β con él',
        '  v := +∞',
        '  para cada hijo de estado, primero la mejor jugada de la tabla, hacer',
        '    v := min(v, MAX-VALUE(hijo, α, β, d − 1))',
        '    si v ≤ α entonces salir del bucle',
        '    β := min(β, v)',
        '  TABLA[estado] := v: cota superior si v ≤ α, cota inferior si v ≥ β al entrar, si no exacto',
        '  devolver v',
      ),
  ),
};
