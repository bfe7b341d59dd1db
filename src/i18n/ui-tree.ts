/**
 * The tree page's words (`#/tree`, src/ui/tree-page.ts, src/ui/tree/): the
 * tree's text and its editor, the search's options, the result, and the
 * self-check; each in English and Spanish, `{name}` where a parameter goes
 * (say.ts puts the areas together). The quiz beside the tree is ui-quiz.ts's.
 */
import { w } from './wording.ts';

export const TREE_LABELS = {
  // ---- the tree and the search's options ---------------------------------------------------------------
  custom: w('(your own tree)', '(tu propio árbol)'),
  tree: w('Tree (compact notation or JSON)', 'Árbol (notación compacta o JSON)'),
  treeHelp: w(
    'max(min(3, 12, 8), min(2, 4, 6)) · labels A:max(…), b1:3 · chance(0.5: …, 0.5: …) · [[3, 12], [2, 4]]',
    'max(min(3, 12, 8), min(2, 4, 6)) · etiquetas A:max(…), b1:3 · chance(0.5: …, 0.5: …) · [[3, 12], [2, 4]]',
  ),
  auto: w('automatic', 'automático'),
  order: w('Child order', 'Orden de los hijos'),
  tieRule: w('Prune on ties', 'Podar con empates'),
  inclusive: w('yes: v ≥ β, v ≤ α (AIMA)', 'sí: v ≥ β, v ≤ α (AIMA)'),
  strict: w('no: v > β, v < α (CS188)', 'no: v > β, v < α (CS188)'),
  unlimited: w('none', 'ninguno'),
  given: w('as given', 'tal como viene'),
  'best-first': w('best first', 'mejor primero'),
  'worst-first': w('worst first', 'peor primero'),
  moreOptions: w('More options: the search’s details, practice, animations', 'Más opciones: detalles de la búsqueda, práctica, animaciones'),
  animations: w('Animations', 'Animaciones'),
  search: w('Search', 'Buscar'),

  // ---- the result --------------------------------------------------------------------------------------
  bestAction: w('Best action', 'Mejor acción'),
  pruned: w('Pruned', 'Podados'),
  stopped: w('The search stopped early ({status}): the values are partial.', 'La búsqueda se detuvo antes de acabar ({status}): los valores son parciales.'),
  editLeaf: w('New value of leaf {id}:', 'Nuevo valor de la hoja {id}:'),

  // ---- the self-check (tree/self-check-panel.ts) -------------------------------------------------------
  selfCheck: w('Check yourself', 'Compruébalo tú'),
  checkHelp: w(
    'Write each inner node’s value (leave a pruned node empty), click the nodes a cutoff skips, then check.',
    'Escribe el valor de cada nodo interior (deja vacío el de un nodo podado), pulsa los nodos que un corte se salta y comprueba.',
  ),
  marked: w('Marked as pruned', 'Marcados como podados'),
  checkAnswers: w('Check', 'Comprobar'),
  allRight: w('All right!', '¡Todo bien!'),
  mistakes: w('{n} mistake(s), node by node:', '{n} error(es), nodo a nodo:'),

  // ---- the editor and the random tree (tree/tree-editor.ts) --------------------------------------------
  editor: w('Edit the tree', 'Editar el árbol'),
  lastGood: w('(the last good tree stays shown)', '(se sigue mostrando el último árbol correcto)'),
  apply: w('Apply', 'Aplicar'),
  export: w('Export', 'Exportar'),
  notation: w('notation', 'notación'),
  latexStepHint: w('Download the tree at this step as LaTeX (forest), for slides', 'Descargar el árbol en este paso en LaTeX (forest), para diapositivas'),
  random: w('Random tree', 'Árbol aleatorio'),
  branching: w('Branching', 'Ramificación'),
  levels: w('Levels', 'Niveles'),
  minValue: w('Min', 'Mín'),
  maxValue: w('Max', 'Máx'),
  chanceLevels: w('chance levels', 'niveles de azar'),
  generate: w('Generate', 'Generar'),

  // ---- the way back after Generate or an example replaced the user's tree (tree/tree-way-back.ts, issue 39) ----
  treeAside: w('The tree you had is put aside: Undo brings it back.', 'El árbol que tenías queda apartado: Deshacer lo recupera.'),
  treeBack: w('The tree you had is back.', 'Ha vuelto el árbol que tenías.'),
  treeBackAside: w(
    'The tree you had is back; the one shown instead is put aside: Undo brings that one back.',
    'Ha vuelto el árbol que tenías; el que se mostraba en su lugar queda apartado: Deshacer recupera ese.',
  ),
};
