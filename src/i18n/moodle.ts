/**
 * The words of the Moodle export (issue 24): the questions an exercise set
 * becomes (`tutor exercise --format moodle|gift`, the exercise page's
 * downloads), their keys and the tree as text; each in English and Spanish,
 * `{name}` where a parameter goes. The codes are the ones app/moodle.ts names
 * (`QuizKey`, no dot, as the page's labels); the parts' names are the sheet's
 * (sheet.ts: `answerValue`, …).
 */
import { w } from './wording.ts';

export const MOODLE_LABELS = {
  moodleCategory: w('Adversarial search', 'Búsqueda con adversario'),
  moodleAskValue: w(
    'Search this tree with {algo}, children from left to right. What is the value of the root, {root}?',
    'Aplica {algo} a este árbol, los hijos de izquierda a derecha. ¿Cuál es el valor de la raíz, {root}?',
  ),
  moodleHowDecimal: w('Write it as a decimal number with a point, for example 6.25.', 'Escríbelo como número decimal con punto, por ejemplo 6.25.'),
  moodleHowRounded: w('Write it with two decimals, with a point, for example 6.25.', 'Escríbelo con dos decimales, con punto, por ejemplo 6.25.'),
  moodleAskAction: w(
    'Search this tree with {algo}, children from left to right. Which move does MAX choose at the root, {root}? Each move is named by the child of {root} it leads to.',
    'Aplica {algo} a este árbol, los hijos de izquierda a derecha. ¿Qué jugada elige MAX en la raíz, {root}? Cada jugada se nombra por el hijo de {root} al que lleva.',
  ),
  moodleAskEvaluated: w(
    'Search this tree with {algo}, children from left to right. Which leaves are evaluated, and in what order?',
    'Aplica {algo} a este árbol, los hijos de izquierda a derecha. ¿Qué hojas se evalúan, y en qué orden?',
  ),
  moodleHowEvaluated: w(
    'Write the leaves’ names in the order they are evaluated, separated by commas, for example: x1, x2, y1.',
    'Escribe los nombres de las hojas en el orden en que se evalúan, separados por comas, por ejemplo: x1, x2, y1.',
  ),
  moodleAskPruned: w(
    'Search this tree with {algo}, children from left to right. Which branches are cut off?',
    'Aplica {algo} a este árbol, los hijos de izquierda a derecha. ¿Qué ramas se podan?',
  ),
  moodleHowPruned: w(
    'Write the name of each branch cut — the root of each pruned subtree, not the nodes under it — from left to right, separated by commas, for example: x2, Y. If nothing is cut, write: {none}.',
    'Escribe el nombre de cada rama podada —la raíz de cada subárbol podado, no los nodos que cuelgan de ella— de izquierda a derecha, separados por comas, por ejemplo: x2, Y. Si no se poda nada, escribe: {none}.',
  ),
  // The spellings app/moodle.ts's listAnswers stores, exactly (issue 38): Moodle compares the whole answer, trimmed.
  moodleHowList: w(
    'Put the same separator between every two names: a comma with at most one space on each side of it, or a single space. For example, x1, x2, y1 or x1,x2,y1 or x1 x2 y1 is right, but x1,x2, y1 mixes two separators and is marked wrong.',
    'Pon el mismo separador entre cada dos nombres: una coma con como mucho un espacio a cada lado, o un solo espacio. Por ejemplo, x1, x2, y1 o x1,x2,y1 o x1 x2 y1 está bien, pero x1,x2, y1 mezcla dos separadores y se califica como incorrecta.',
  ),
  moodleCaseIgnored: w(
    'Capitals do not matter, nor do spaces before the first name or after the last.',
    'Las mayúsculas dan igual, y también los espacios antes del primer nombre o después del último.',
  ),
  moodleCaseMatters: w(
    'Capitals matter (two of the tree’s names differ only in them); spaces before the first name or after the last do not.',
    'Las mayúsculas cuentan (dos nombres del árbol solo se distinguen por ellas); los espacios antes del primer nombre o después del último, no.',
  ),
  // What GIFT cannot say (issue 38): a GIFT file's opening comments.
  moodleGiftShuffle: w(
    'GIFT cannot say “do not shuffle”: Moodle gives each multiple-choice question the site’s default for “Shuffle the choices” (usually on), where the Moodle XML file keeps the choices in the tree’s order. To keep that order, set the quiz’s “Shuffle within questions” to No, or untick “Shuffle the choices” in each question.',
    'GIFT no puede decir «no barajar»: Moodle da a cada pregunta de opción múltiple lo predeterminado del sitio para «¿Barajar respuestas?» (casi siempre sí), mientras que el archivo Moodle XML deja las opciones en el orden del árbol. Para conservar ese orden, ponga «Ordenar al azar las respuestas» del cuestionario en No, o desmarque «¿Barajar respuestas?» en cada pregunta.',
  ),
  moodleGiftCase: w(
    'GIFT cannot make capitals matter: Moodle imports every GIFT short answer with capitals ignored. Where two of a tree’s names differ only in capitals, use the Moodle XML file.',
    'GIFT no puede hacer que las mayúsculas cuenten: Moodle importa toda respuesta corta de GIFT sin distinguir mayúsculas. Si dos nombres de un árbol solo se distinguen por ellas, use el archivo Moodle XML.',
  ),
  moodleRule: w(
    'Alpha-beta as in AIMA: a MAX node cuts when v ≥ β, a MIN node when v ≤ α (ties cut too), and α is carried from one root move to the next.',
    'Alfa-beta como en AIMA: un nodo MAX poda cuando v ≥ β, uno MIN cuando v ≤ α (también si son iguales), y α pasa de una jugada de la raíz a la siguiente.',
  ),
  moodleTreeText: w('The tree, as text:', 'El árbol, en texto:'),
  moodleNotation: w('In the tutor’s compact notation:', 'En la notación compacta del tutor:'),
  moodleOutlineInner: w('{node}: {kind} node', '{node}: nodo {kind}'),
  moodleOutlineLeaf: w('{node}: leaf, value {value}', '{node}: hoja, valor {value}'),
  moodleOutlineEdge: w('{item} (probability {p})', '{item} (probabilidad {p})'),
  moodleKindMax: w('MAX', 'MAX'),
  moodleKindMin: w('MIN', 'MIN'),
  moodleKindChance: w('chance', 'de azar'),
  moodleImageAlt: w(
    'The tree of exercise {n}: root {root}, {#nodes} nodes, {#leaves} leaves (its text version follows).',
    'El árbol del ejercicio {n}: raíz {root}, {#nodes} nodos, {#leaves} hojas (su versión en texto va a continuación).',
  ),
  moodleKeyAlt: w(
    'Exercise {n} solved with {algo}: the value of every node and the branches cut.',
    'El ejercicio {n} resuelto con {algo}: el valor de cada nodo y las ramas podadas.',
  ),
  moodleKeyTitle: w('Key ({algo})', 'Solución ({algo})'),
  moodleKeyRoot: w('The root {root} is worth {value}; the best move is {action}.', 'La raíz {root} vale {value}; la mejor jugada es {action}.'),
  moodleKeyValues: w('Values: {values}.', 'Valores: {values}.'),
  moodleKeyWindows: w('α and β at each node when the search leaves it: {windows}.', 'α y β en cada nodo cuando la búsqueda sale de él: {windows}.'),
  moodleKeyCut: w('At {node}, v = {value} {condition}: cut ({children}).', 'En {node}, v = {value} {condition}: poda ({children}).'),
  moodleKeyNoCut: w('Nothing is cut.', 'No se poda nada.'),
  moodleWrongMove: w('{move} is worth {value}; {best} is worth more: {bestValue}.', '{move} vale {value}; {best} vale más: {bestValue}.'),
};
