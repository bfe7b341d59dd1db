/**
 * Messages the pages keep in their state (src/ui): a self-check's mistakes,
 * the 2048 page's notes, the experiments page's imports and storage. Kept as
 * messages, not text, so a language switch words them again.
 */
import { w, type Param } from './wording.ts';

/** A node as a self-check names it: its id, or "root". */
const en = (id: string): string => (id === '' ? 'root' : id);
const es = (id: string): string => (id === '' ? 'la raíz' : id);

export const PAGE = {
  // ---- self-check (ui/self-check.ts); `value` is the node's value with its sign (≤ 2) ----
  'check.pruned-valued': w(
    (p: { node: string }) => `${en(p.node)} is pruned: it gets no value.`,
    (p) => `${es(p.node)} está podado: no recibe valor.`,
  ),
  'check.no-value': w(
    (p: { node: string; value: string }) => `${en(p.node)}: no value given (it is ${p.value}).`,
    (p) => `${es(p.node)}: falta su valor (es ${p.value}).`,
  ),
  'check.wrong-value': w(
    (p: { node: string; value: string; given: string }) => `${en(p.node)} is ${p.value}, not ${p.given}.`,
    (p) => `${es(p.node)} vale ${p.value}, no ${p.given}.`,
  ),
  'check.wrong-window': w(
    (p: { node: string; side: string; value: string; given: string }) => `${en(p.node)}: ${p.side} is ${p.value} when it is left, not ${p.given}.`,
    (p) => `${es(p.node)}: ${p.side} vale ${p.value} al salir, no ${p.given}.`,
  ),
  'check.unmarked': w(
    (p: { node: string }) => `${en(p.node)} is pruned: mark it.`,
    (p) => `${es(p.node)} se poda: márcalo.`,
  ),
  'check.not-pruned': w(
    (p: { node: string }) => `${en(p.node)} is not pruned.`,
    (p) => `${es(p.node)} no se poda.`,
  ),

  // ---- the 2048 page ----
  'g2048.cancelled': w(
    () => 'Search cancelled.',
    () => 'Búsqueda cancelada.',
  ),
  'g2048.imported': w(
    (p: { file: string }) => `Imported ${p.file}.`,
    (p) => `Importado ${p.file}.`,
  ),
  'g2048.import-failed': w(
    (p: { file: string; reason: Param }, say) => `Could not import ${p.file}: ${say(p.reason)}. The current game is kept.`,
    (p, say) => `No se pudo importar ${p.file}: ${say(p.reason)}. Se mantiene la partida actual.`,
  ),

  // ---- the experiments page: its import (issue 12) and what it keeps in the browser ----
  'import.goal': w(
    (p: { where: string; goal: number }) => `${p.where}: a game played to ${p.goal}; this page plays to 2048.`,
    (p) => `${p.where}: una partida jugada hasta ${p.goal}; esta página juega hasta 2048.`,
  ),
  'import.config': w(
    (p: { where: string; config: string }) => `${p.where}: ${p.config} cannot be chosen on this page.`,
    (p) => `${p.where}: ${p.config} no se puede elegir en esta página.`,
  ),
  /** `reason`: the browser's words. */
  'import.unreadable': w(
    (p: { file: string; reason: string }) => `Could not read ${p.file}: ${p.reason}`,
    (p) => `No se pudo leer ${p.file}: ${p.reason}`,
  ),
  'store.full': w(
    () => 'The browser would not keep these results (its storage is full or refused): they stay until the page is reloaded.',
    () => 'El navegador no quiso guardar estos resultados (su almacenamiento está lleno o lo rechaza): se conservan hasta recargar la página.',
  ),
  /** `field`: the field's name, shown (with `"grid".` before it for one of the grid's). */
  'store.unknown-field': w(
    (p: { field: Param }, say) => `unknown field ${say(p.field)}`,
    (p, say) => `campo desconocido ${say(p.field)}`,
  ),
  'store.not-page-game': w(
    () => 'not a game of this page',
    () => 'no es una partida de esta página',
  ),
  'store.game': w(
    (p: { key: Param; reason: Param }, say) => `game ${say(p.key)}: ${say(p.reason)}`,
    (p, say) => `partida ${say(p.key)}: ${say(p.reason)}`,
  ),
};
