/** The `tutor search` summary (src/cli/search.ts, without --json), in the language `--lang` asks for. */
import { algorithmName } from './search.ts';
import { w } from './wording.ts';
import { formatCount } from './lang.ts';

const en = (n: number): string => formatCount(n, 'en');
const es = (n: number): string => formatCount(n, 'es');

interface Summary {
  /** The searcher (`alphabeta`…), named in the summary's language. */
  algo: string;
  /** The tree's size. */
  nodes: number;
  leaves: number;
  height: number;
  /** The root's value, written out ('–' when the search did not finish). */
  value: string;
  /** The best action's id ('' the root; absent when there is none). */
  action?: string;
  /** Each root action: its id, and its value with its sign ('= 3', '≤ 2'). */
  actions: readonly (readonly [string, string])[];
  evaluated: readonly string[];
  pruned: readonly string[];
  visited: number;
  evaluatedCount: number;
  cutoffs: number;
  /** How the search ended, when it did not finish ('budget', 'aborted'). */
  stopped?: string;
}

const lines = (p: Summary, root: string, words: (p: Summary, name: (id: string | undefined) => string, actions: string) => string[]): string => {
  const name = (id: string | undefined): string => (id === undefined ? '–' : id === '' ? root : id);
  const actions = p.actions.map(([id, v]) => `${name(id)} ${v}`).join(', ');
  return words(p, name, actions).join('\n');
};

/** `tutor check`'s table (src/cli/check/report.ts): a file's verdict, then a tree a line: [name, passed, error kind, expected action, got, what went wrong, its line or 0]. */
interface CheckSummary {
  file: string;
  style: string;
  algo: string;
  tie: string;
  passed: number;
  total: number;
  trees: readonly (readonly [string, boolean, string, string, string, string, number])[];
}

interface CheckWords {
  header: (p: CheckSummary) => string;
  pass: string;
  fail: string;
  kinds: Record<string, string>;
  action: (expected: string, got: string) => string;
  line: (n: number) => string;
}

const checkLines = (p: CheckSummary, t: CheckWords): string =>
  [
    t.header(p),
    ...p.trees.flatMap(([name, passed, kind, expected, got, detail, line]) => [
      `  ${name}  ${(passed ? t.pass : kind === '' ? t.fail : (t.kinds[kind] ?? kind)).padEnd(8)}  ${t.action(expected, got)}`,
      ...(detail === '' ? [] : [`      ${detail}${line > 0 ? ` ${t.line(line)}` : ''}`]),
    ]),
  ].join('\n');

export const CLI = {
  'summary.search': w(
    (p: Summary) =>
      lines(p, 'root', (p, name, actions) => [
        `${algorithmName(p.algo, 'en')} on a tree of ${en(p.nodes)} nodes (${en(p.leaves)} leaves, height ${p.height})`,
        `value ${p.value}, best action ${name(p.action)}`,
        `actions: ${actions || '–'}`,
        `evaluated (${p.evaluated.length}): ${p.evaluated.map(name).join(' ')}`,
        `pruned (${p.pruned.length}): ${p.pruned.map(name).join(' ') || '–'}`,
        `nodes visited ${en(p.visited)}, leaves evaluated ${en(p.evaluatedCount)}, cutoffs ${en(p.cutoffs)}`,
        ...(p.stopped === undefined ? [] : [`search stopped: ${p.stopped}`]),
      ]),
    (p) =>
      lines(p, 'raíz', (p, name, actions) => [
        `${algorithmName(p.algo, 'es')} sobre un árbol de ${es(p.nodes)} nodos (${es(p.leaves)} hojas, altura ${p.height})`,
        `valor ${p.value}, mejor acción ${name(p.action)}`,
        `acciones: ${actions || '–'}`,
        `evaluadas (${p.evaluated.length}): ${p.evaluated.map(name).join(' ')}`,
        `podadas (${p.pruned.length}): ${p.pruned.map(name).join(' ') || '–'}`,
        `nodos visitados ${es(p.visited)}, hojas evaluadas ${es(p.evaluatedCount)}, cortes ${es(p.cutoffs)}`,
        ...(p.stopped === undefined ? [] : [`búsqueda detenida: ${p.stopped}`]),
      ]),
  ),
  /** A position the Connect-4 solver refuses (src/games/connect4/solver-board.ts): its move k wins, so the game is over. */
  'c4.finished': w(
    (p: { k: number; column: string; side: string }) =>
      `move ${p.k} (column ${p.column}) wins the game for ${p.side}: a finished position has no score to solve`,
    (p) => `el movimiento ${p.k} (columna ${p.column}) gana la partida para ${p.side}: una posición terminada no tiene puntuación que resolver`,
  ),
  /** `tutor check` without --json (src/cli/check/report.ts): a file's verdict and its trees. */
  'summary.check': w(
    (p: CheckSummary) =>
      checkLines(p, {
        header: (p) => `${p.file}: ${p.passed} of ${p.total} trees pass (${p.style} style, ${p.algo}, tie rule ${p.tie})`,
        pass: 'pass',
        fail: 'FAIL',
        kinds: { exception: 'error', timeout: 'timeout', calls: 'calls', refused: 'refused' },
        action: (e, g) => `action ${e}, got ${g}`,
        line: (n) => `(line ${n})`,
      }),
    (p) =>
      checkLines(p, {
        header: (p) => `${p.file}: ${p.passed} de ${p.total} árboles correctos (estilo ${p.style}, ${p.algo}, regla de empate ${p.tie})`,
        pass: 'bien',
        fail: 'FALLA',
        kinds: { exception: 'error', timeout: 'tiempo', calls: 'llamadas', refused: 'rechazo' },
        action: (e, g) => `acción ${e}, obtenida ${g}`,
        line: (n) => `(línea ${n})`,
      }),
  ),
};
