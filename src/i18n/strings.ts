/** The page's words, in each language. Keys are shared; every key exists in both. */
import type { Lang } from './lang.ts';

const en = {
  title: 'Adversarial Search Tutor',
  subtitle: 'Minimax, alpha-beta, expectimax and expectiminimax, step by step',
  language: 'Language',
  example: 'Example tree',
  custom: '(your own tree)',
  tree: 'Tree (compact notation or JSON)',
  treeHelp: 'max(min(3, 12, 8), min(2, 4, 6)) · labels A:max(…), b1:3 · chance(0.5: …, 0.5: …) · [[3, 12], [2, 4]]',
  algorithm: 'Algorithm',
  auto: 'automatic',
  order: 'Child order',
  tieRule: 'Prune on ties',
  inclusive: 'yes: v ≥ β, v ≤ α (AIMA)',
  strict: 'no: v > β, v < α (CS188)',
  depth: 'Depth limit (plies)',
  unlimited: 'none',
  search: 'Search',
  cancel: 'Cancel',
  searching: 'Searching…',
  cancelled: 'Search cancelled.',
  errorAt: 'Line {line}, column {column}: {message}',
  value: 'Value',
  bestAction: 'Best action',
  actions: 'Root actions',
  evaluated: 'Leaves evaluated',
  pruned: 'Pruned',
  counts: 'Nodes visited: {nodes} · leaves evaluated: {leaves} · cutoffs: {cutoffs}',
  steps: 'Step by step',
  source: 'Source',
  stopped: 'The search stopped early ({status}): the values are partial.',
  none: 'none',
  given: 'as given',
  'best-first': 'best first',
  'worst-first': 'worst first',
};

export type StringKey = keyof typeof en;

const es: Record<StringKey, string> = {
  title: 'Tutor de algoritmos de juegos',
  subtitle: 'Minimax, alfa-beta, expectimax y expectiminimax, paso a paso',
  language: 'Idioma',
  example: 'Árbol de ejemplo',
  custom: '(tu propio árbol)',
  tree: 'Árbol (notación compacta o JSON)',
  treeHelp: 'max(min(3, 12, 8), min(2, 4, 6)) · etiquetas A:max(…), b1:3 · chance(0.5: …, 0.5: …) · [[3, 12], [2, 4]]',
  algorithm: 'Algoritmo',
  auto: 'automático',
  order: 'Orden de los hijos',
  tieRule: 'Podar con empates',
  inclusive: 'sí: v ≥ β, v ≤ α (AIMA)',
  strict: 'no: v > β, v < α (CS188)',
  depth: 'Límite de profundidad (capas)',
  unlimited: 'ninguno',
  search: 'Buscar',
  cancel: 'Cancelar',
  searching: 'Buscando…',
  cancelled: 'Búsqueda cancelada.',
  errorAt: 'Línea {line}, columna {column}: {message}',
  value: 'Valor',
  bestAction: 'Mejor acción',
  actions: 'Acciones de la raíz',
  evaluated: 'Hojas evaluadas',
  pruned: 'Podados',
  counts: 'Nodos visitados: {nodes} · hojas evaluadas: {leaves} · cortes: {cutoffs}',
  steps: 'Paso a paso',
  source: 'Fuente',
  stopped: 'La búsqueda se detuvo antes de acabar ({status}): los valores son parciales.',
  none: 'ninguno',
  given: 'el dado',
  'best-first': 'mejor primero',
  'worst-first': 'peor primero',
};

export const STRINGS: Record<Lang, Record<StringKey, string>> = { en, es };

/** The text of a key in a language, with {name} placeholders filled in. */
export function t(lang: Lang, key: StringKey, params: Record<string, string | number> = {}): string {
  return STRINGS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
