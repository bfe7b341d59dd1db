/**
 * Messages of the strict readers (src/games/input.ts): integers, JSON and the
 * fields of a JSON object, as the CLI, the page's links and the files read them.
 */
import { w, type Param } from './wording.ts';

export const INPUT = {
  /** A decimal integer given as text: `value` as it was given (quoted when it is not digits). */
  'input.integer': w(
    (p: { name: string; range: string; value: string }) => `${p.name} must be a whole number ${p.range}, not ${p.value}`,
    (p) => `${p.name} debe ser un número entero ${p.range}, no ${p.value}`,
  ),
  'input.integer-field': w(
    (p: { name: string; range: string; value: Param }, say) => `"${p.name}" must be a whole number ${p.range}, not ${say(p.value)}`,
    (p, say) => `"${p.name}" debe ser un número entero ${p.range}, no ${say(p.value)}`,
  ),
  'input.number': w(
    (p: { name: string; value: Param }, say) => `"${p.name}" must be a number, not ${say(p.value)}`,
    (p, say) => `"${p.name}" debe ser un número, no ${say(p.value)}`,
  ),
  'input.boolean': w(
    (p: { name: string; value: Param }, say) => `"${p.name}" must be true or false, not ${say(p.value)}`,
    (p, say) => `"${p.name}" debe ser true o false, no ${say(p.value)}`,
  ),
  'input.string': w(
    (p: { name: string; value: Param }, say) => `"${p.name}" must be a string, not ${say(p.value)}`,
    (p, say) => `"${p.name}" debe ser una cadena, no ${say(p.value)}`,
  ),
  'input.list': w(
    (p: { name: string; value: Param }, say) => `"${p.name}" must be a list, not ${say(p.value)}`,
    (p, say) => `"${p.name}" debe ser una lista, no ${say(p.value)}`,
  ),
  'input.choice': w(
    (p: { name: string; allowed: readonly string[]; value: Param }, say) => `"${p.name}" must be one of ${p.allowed.join(', ')}, not ${say(p.value)}`,
    (p, say) => `"${p.name}" debe ser uno de ${p.allowed.join(', ')}, no ${say(p.value)}`,
  ),
  /** `what`: a field's name in quotes, or one of the `input.what.…` messages. */
  'input.object': w(
    (p: { what: Param; value: Param }, say) => `${say(p.what)} must be a JSON object, not ${say(p.value)}`,
    (p, say) => `${say(p.what)} debe ser un objeto JSON, no ${say(p.value)}`,
  ),
  'input.what.saved-game': w(
    () => 'a saved game',
    () => 'una partida guardada',
  ),
  'input.what.game': w(
    () => 'a game',
    () => 'una partida',
  ),
  'input.what.line': w(
    () => 'each line',
    () => 'cada línea',
  ),
  /** A value that is not there, where a message shows the value. */
  /** A field a JSON object does not take (a misspelt option is refused, never ignored). */
  'input.unknown-field': w(
    (p: { name: string; allowed: readonly string[] }) => `unknown field ${JSON.stringify(p.name)}: a line takes ${p.allowed.join(', ')}`,
    (p) => `campo desconocido ${JSON.stringify(p.name)}: una línea admite ${p.allowed.join(', ')}`,
  ),
  'input.missing': w(
    () => 'missing',
    () => 'nada (falta)',
  ),
  /** A JSON number too large for a double (`1e400`): JSON.parse makes it ±Infinity. */
  'input.not-finite': w(
    (p: { negative: boolean }) => `a number too large to be finite (${p.negative ? 'below −1.8e308' : 'over 1.8e308'})`,
    (p) => `un número demasiado grande para ser finito (${p.negative ? 'menor que −1.8e308' : 'mayor que 1.8e308'})`,
  ),
  /** A problem at a place in a text. */
  'input.at': w(
    (p: { line: number; column: number; reason: Param }, say) => `line ${p.line}, column ${p.column}: ${say(p.reason)}`,
    (p, say) => `línea ${p.line}, columna ${p.column}: ${say(p.reason)}`,
  ),
  'json.nested': w(
    (p: { max: number }) => `nested deeper than ${p.max} levels`,
    (p) => `anidado a más de ${p.max} niveles`,
  ),
  'json.duplicate-key': w(
    (p: { key: string }) => `duplicate key ${JSON.stringify(p.key)}`,
    (p) => `clave repetida ${JSON.stringify(p.key)}`,
  ),
  /** `what`: the JavaScript engine's own words for the syntax error. */
  'json.invalid': w(
    (p: { what: string }) => `not valid JSON: ${p.what}`,
    (p) => `no es JSON válido: ${p.what}`,
  ),
};
