/**
 * Text as a screen reader should hear it, where what is shown is written for
 * the eye (issue 36): "MAX" and "MIN", written in capitals as the textbooks
 * do, are spelled out letter by letter by a speech engine ("M-A-X"); heard,
 * they are the words "max" and "min". A Connect-4 move, shown "X↓4", is heard
 * "X in column 4" (a speech engine reads the arrow as "downwards arrow").
 * The narration is shown as written and heard through this
 * (viewer-shell.ts); a node's name (its tooltip too) is written this way.
 */
import type { Lang } from './lang.ts';

const COLUMN: Record<Lang, string> = { en: '$1 in column $2', es: '$1 en la columna $2' };

export function heard(text: string, lang: Lang): string {
  return text
    .replace(/\bMAX\b/g, 'max')
    .replace(/\bMIN\b/g, 'min')
    .replace(/\b([XO])↓(\d)/g, COLUMN[lang]);
}
