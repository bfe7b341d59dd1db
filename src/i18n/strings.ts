/**
 * The page's labels, in each language, by key: `t(lang, key)`. The tables are
 * split by area (ui-tree.ts, ui-2048.ts, ui-games.ts); every key exists in
 * both languages. Messages — what the core returns, and what the pages keep
 * in their state — are codes worded by `say` (say.ts) instead; the pages
 * take both from here.
 */
import type { Lang } from './lang.ts';
export { say } from './say.ts';
export { msg, type Message } from './message.ts';
import { TREE_EN, TREE_ES } from './ui-tree.ts';
import { G2048_EN, G2048_ES } from './ui-2048.ts';
import { BOARD_GAMES_EN, BOARD_GAMES_ES } from './ui-games.ts';

const en = { ...TREE_EN, ...G2048_EN, ...BOARD_GAMES_EN };

export type StringKey = keyof typeof en;

const es: Record<StringKey, string> = { ...TREE_ES, ...G2048_ES, ...BOARD_GAMES_ES };

export const STRINGS: Record<Lang, Record<StringKey, string>> = { en, es };

/** The text of a key in a language, with {name} placeholders filled in. */
export function t(lang: Lang, key: StringKey, params: Record<string, string | number> = {}): string {
  return STRINGS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
