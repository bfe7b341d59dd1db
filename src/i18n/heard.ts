/**
 * Text as a screen reader should hear it, where what is shown is written for
 * the eye (issue 36): "MAX" and "MIN", written in capitals as the textbooks
 * do, are spelled out letter by letter by a speech engine ("M-A-X"); heard,
 * they are the words "max" and "min". The narration is shown as written and
 * heard through this (viewer-shell.ts).
 */
export function heard(text: string): string {
  return text.replace(/\bMAX\b/g, 'max').replace(/\bMIN\b/g, 'min');
}
