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
};
