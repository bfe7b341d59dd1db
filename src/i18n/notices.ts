/**
 * The page's notices (src/ui/link/params.ts, src/ui/platform/stored.ts, issue 12): a link's
 * parameter or a value kept in the browser that could not be used, why, and
 * what the page does instead.
 */
import { clause, w, type Param } from './wording.ts';

export const NOTICES = {
  'notice.link': w(
    (p: { param: string; value: string; reason: Param; instead: Param }, say) =>
      `The link’s ${p.param}=${p.value} was not used: ${say(p.reason)}. ${say(p.instead)}`,
    (p, say) => `No se ha usado ${p.param}=${p.value} del enlace: ${say(p.reason)}. ${say(p.instead)}`,
  ),
  'notice.unknown-page': w(
    (p: { page: string }) => `There is no page “${p.page}”: showing the gallery of trees.`,
    (p) => `No hay ninguna página «${p.page}»: se muestra la galería de árboles.`,
  ),
  'notice.stored': w(
    (p: { key: string; value: string; reason: Param; instead: Param }, say) =>
      `The setting kept in this browser as ${p.key} (${p.value}) could not be read: ${say(p.reason)}. ${say(p.instead)}`,
    (p, say) => `No se pudo leer el ajuste guardado en este navegador como ${p.key} (${p.value}): ${say(p.reason)}. ${say(p.instead)}`,
  ),
  'notice.saved-game': w(
    (p: { reason: Param; backup: string }, say) =>
      `The saved game could not be restored: ${say(p.reason)}. A new game takes its place; the saved text is kept in this browser’s storage as ${p.backup}.`,
    (p, say) =>
      `No se pudo recuperar la partida guardada: ${say(p.reason)}. Una partida nueva ocupa su lugar; el texto guardado se conserva en el almacenamiento de este navegador como ${p.backup}.`,
  ),
  /** A kept game of the list (issue 25) that could not be read: `backup`, the key it is moved to. */
  'notice.listed-game': w(
    (p: { reason: Param; backup: string }, say) =>
      `A saved game could not be read: ${say(p.reason)}. It is no longer listed; its text is kept in this browser’s storage as ${p.backup}.`,
    (p, say) =>
      `No se pudo leer una partida guardada: ${say(p.reason)}. Ya no aparece en la lista; su texto se conserva en el almacenamiento de este navegador como ${p.backup}.`,
  ),
  /** The game in progress, kept when another took its place (a link, an import, a new game, a saved game continued). */
  'notice.game-kept': w(
    (p: { seed: number; moves: number; score: number }) =>
      `The game you were playing (seed ${p.seed}, ${p.moves} ${p.moves === 1 ? 'move' : 'moves'}, score ${p.score}) is kept under Saved games.`,
    (p) =>
      `La partida que jugabas (semilla ${p.seed}, ${p.moves} ${p.moves === 1 ? 'movimiento' : 'movimientos'}, ${p.score} puntos) se guarda en Partidas guardadas.`,
  ),
  'notice.game-deleted': w(
    (p: { seed: number; moves: number; score: number }) =>
      `The saved game with seed ${p.seed} (${p.moves} ${p.moves === 1 ? 'move' : 'moves'}, score ${p.score}) is deleted.`,
    (p) => `Se ha borrado la partida guardada con semilla ${p.seed} (${p.moves} ${p.moves === 1 ? 'movimiento' : 'movimientos'}, ${p.score} puntos).`,
  ),
  'notice.game-forked': w(
    () =>
      'This game was also played in another tab, which saved its own moves: this tab’s moves are kept as a game of their own, and the other tab’s are under Saved games.',
    () =>
      'Esta partida también se jugaba en otra pestaña, que guardó sus propios movimientos: los de esta pestaña se guardan como una partida aparte, y los de la otra están en Partidas guardadas.',
  ),
  /** `error`: why the browser would not keep the text aside (its words). */
  'notice.saved-game-not-kept': w(
    (p: { reason: Param; error: string }, say) =>
      `The saved game could not be restored: ${say(p.reason)}. A new game takes its place; the saved text could not be set aside (${p.error}).`,
    (p, say) =>
      `No se pudo recuperar la partida guardada: ${say(p.reason)}. Una partida nueva ocupa su lugar; el texto guardado no se pudo apartar (${p.error}).`,
  ),
  /** `reason`: the browser's words, often a sentence of its own ("…exceeded the quota."). */
  'notice.save-failed': w(
    (p: { reason: string }) => `This game could not be saved in the browser: ${clause(p.reason)}.`,
    (p) => `No se pudo guardar esta partida en el navegador: ${clause(p.reason)}.`,
  ),
  /** `reason`: the browser's words, or `notice.storage-unavailable`. */
  'notice.no-storage': w(
    (p: { reason: Param }, say) => `This browser does not let the page keep anything (settings, the game in progress): ${say(p.reason)}.`,
    (p, say) => `Este navegador no deja a la página guardar nada (ajustes, la partida en curso): ${say(p.reason)}.`,
  ),
  'notice.storage-unavailable': w(
    () => 'localStorage is not available',
    () => 'localStorage no está disponible',
  ),

  // ---- the experiments page's kept results (src/ui/experiments/experiments-store.ts, issue 25) ----
  'store.corrupt-start-clean': w(
    (p: { reason: Param; aside: Param }, say) =>
      `The results kept in this browser could not be read (${say(p.reason)}); the page starts clean (${say(p.aside)}).`,
    (p, say) => `No se pudieron leer los resultados guardados en este navegador (${say(p.reason)}); la página empieza de cero (${say(p.aside)}).`,
  ),
  /** `games`: the first few left out, each `store.game`; `more`: how many others. */
  'store.games-left-out': w(
    (p: { n: number; kept: number; games: readonly Param[]; more: number; aside: Param }, say) =>
      `${p.n === 1 ? 'One game' : `${p.n} games`} kept in this browser could not be read and ${p.n === 1 ? 'is' : 'are'} left out: ${p.games.map(say).join('; ')}${p.more > 0 ? `; and ${p.more} more` : ''}. ` +
      `${p.kept === 0 ? 'No other game was kept' : p.kept === 1 ? 'The other game is kept' : `The other ${p.kept} games are kept`}; ${say(p.aside)}.`,
    (p, say) =>
      `${p.n === 1 ? 'Una partida guardada' : `${p.n} partidas guardadas`} en este navegador no se ${p.n === 1 ? 'pudo' : 'pudieron'} leer y se ${p.n === 1 ? 'deja' : 'dejan'} fuera: ${p.games.map(say).join('; ')}${p.more > 0 ? `; y ${p.more} más` : ''}. ` +
      `${p.kept === 0 ? 'No había otras partidas' : p.kept === 1 ? 'La otra partida se conserva' : `Las otras ${p.kept} partidas se conservan`}; ${say(p.aside)}.`,
  ),
  'store.kept-aside': w(
    (p: { backup: string }) => `the old value is kept aside as ${p.backup}`,
    (p) => `el valor anterior se guarda aparte como ${p.backup}`,
  ),
  /** `error`: why the browser would not keep the copy (its words). */
  'store.not-aside': w(
    (p: { error: string }) => `the old value could not be set aside (${p.error}) and stays where it was`,
    (p) => `el valor anterior no se pudo apartar (${p.error}) y sigue donde estaba`,
  ),

  // ---- what the page does instead ----
  'instead.step': w(
    () => 'Starting at step 0.',
    () => 'Se empieza en el paso 0.',
  ),
  'instead.value': w(
    (p: { value: string | number }) => `Using ${p.value} instead.`,
    (p) => `Se usa ${p.value} en su lugar.`,
  ),
  'instead.ignored': w(
    () => 'It is ignored.',
    () => 'Se ignora.',
  ),
  'instead.fixture': w(
    (p: { name: string }) => `Showing the example tree ${p.name} instead.`,
    (p) => `Se muestra en su lugar el árbol de ejemplo ${p.name}.`,
  ),
  'instead.tree-param': w(
    () => 'The tree given in the link is shown instead.',
    () => 'Se muestra en su lugar el árbol que da el enlace.',
  ),
  'instead.game': w(
    () => 'Showing the game in progress (or a new one) instead.',
    () => 'Se muestra en su lugar la partida en curso (o una nueva).',
  ),
  'instead.seed-game': w(
    (p: { seed: number }) => `Starting a new game with seed ${p.seed} instead.`,
    (p) => `Se empieza en su lugar una partida nueva con semilla ${p.seed}.`,
  ),
  'instead.setting': w(
    (p: { param: string }) => `The current ${p.param} is kept.`,
    (p) => `Se mantiene el valor actual de ${p.param}.`,
  ),
  'instead.empty-board': w(
    () => 'Starting from the empty board instead.',
    () => 'Se empieza en su lugar con el tablero vacío.',
  ),
  'instead.no-random': w(
    () => 'Moves are not picked at random.',
    () => 'Las jugadas no se eligen al azar.',
  ),
  'instead.new-seed': w(
    () => 'A new seed is picked, and written into the link.',
    () => 'Se elige una semilla nueva, que queda escrita en el enlace.',
  ),
  'instead.no-proposal': w(
    () => 'No proposal is shown.',
    () => 'No se muestra ninguna propuesta.',
  ),
  'instead.lang': w(
    () => 'The page stays in the language it was in.',
    () => 'La página sigue en el idioma en que estaba.',
  ),
  'instead.off': w(
    () => 'It stays off.',
    () => 'Queda desactivado.',
  ),

  // ---- why a link's parameter or a kept value was not used ----
  'reason.unknown-param': w(
    (p: { param: string; known: readonly string[] }) => `this page has no parameter “${p.param}” (it reads ${p.known.join(', ')})`,
    (p) => `esta página no tiene el parámetro «${p.param}» (lee ${p.known.join(', ')})`,
  ),
  /** A parameter on a route that reads none of its own (`#/replay`, `#/experiments`, `#/trees`). */
  'reason.no-params': w(
    (p: { param: string }) => `this page has no parameter “${p.param}” (it reads none of its own; present, lang and embed work on every page)`,
    (p) => `esta página no tiene el parámetro «${p.param}» (no lee ninguno propio; present, lang y embed valen en todas)`,
  ),
  'reason.duplicate': w(
    (p: { param: string; n: number }) => `${p.param} is given ${p.n} times; give it once`,
    (p) => `${p.param} aparece ${p.n} veces; debe aparecer una sola`,
  ),
  'reason.fixture': w(
    (p: { value: string; names: readonly string[] }) => `there is no example tree “${p.value}”; the examples are ${p.names.join(', ')}`,
    (p) => `no hay ningún árbol de ejemplo «${p.value}»; los ejemplos son ${p.names.join(', ')}`,
  ),
  'reason.src-and-tree': w(
    () => 'a link gives src or tree, not both',
    () => 'un enlace da src o tree, no los dos',
  ),
  'reason.tree-long': w(
    (p: { max: number; n: number }) => `a tree in a link has at most ${p.max.toLocaleString('en')} characters, this one has ${p.n.toLocaleString('en')}`,
    (p) => `un árbol en un enlace tiene como mucho ${p.max.toLocaleString('en')} caracteres, este tiene ${p.n.toLocaleString('en')}`,
  ),
  'reason.code': w(
    (p: { why: string }) => `the code in the link cannot be read: ${p.why}`,
    (p) =>
      `el código del enlace no se puede leer: ${p.why === 'base64url' ? 'no es base64url (letras, cifras, - y _)' : p.why === 'utf-8' ? 'no es texto UTF-8' : 'es demasiado largo'}`,
  ),
  'instead.starter': w(
    () => 'The starter for this style and algorithm is shown instead.',
    () => 'Se muestra en su lugar la plantilla de este estilo y algoritmo.',
  ),
  'reason.flag': w(
    (p: { param: string; value: string }) => `${p.param} must be 1 or 0, not “${p.value}”`,
    (p) => `${p.param} debe ser 1 o 0, no «${p.value}»`,
  ),
  'reason.ttt-shape': w(
    () => 'a tic-tac-toe position is 9 characters of x, o and . (row by row)',
    () => 'una posición de tres en raya son 9 caracteres x, o y . (fila a fila)',
  ),
  'reason.c4-column': w(
    (p: { k: number; ch: string }) => `move ${p.k} is “${p.ch}”, and a move is a column 1–7`,
    (p) => `el movimiento ${p.k} es «${p.ch}», y un movimiento es una columna del 1 al 7`,
  ),
  'reason.c4-full': w(
    (p: { k: number; column: string }) => `move ${p.k} drops into column ${p.column}, which is already full`,
    (p) => `el movimiento ${p.k} cae en la columna ${p.column}, que ya está llena`,
  ),
  'reason.c4-over': w(
    (p: { k: number; side: string }) => `move ${p.k} comes after ${p.side} already has four in a row`,
    (p) => `el movimiento ${p.k} llega cuando ${p.side} ya tiene cuatro en raya`,
  ),
  'reason.board': w(
    (p: { detail: Param }, say) => `this board is impossible: ${say(p.detail)}`,
    (p, say) => `este tablero es imposible: ${say(p.detail)}`,
  ),
  'reason.game-id': w(
    (p: { id: string }) => `“${p.id}” is not the id of a saved game`,
    (p) => `«${p.id}» no es el identificador de una partida guardada`,
  ),
  'reason.stored-choice': w(
    (p: { allowed: readonly string[] }) => `it must be one of ${p.allowed.join(', ')}`,
    (p) => `debe ser uno de ${p.allowed.join(', ')}`,
  ),
};
