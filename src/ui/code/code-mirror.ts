/**
 * CodeMirror 6 as `<code-editor>` uses it, in a chunk of its own (loaded
 * when the editor first shows), and its two languages each in theirs
 * (loaded when a style first needs one): the page's first drawing never
 * waits for the editor's half megabyte.
 */
export { EditorView, basicSetup } from 'codemirror';
export { Compartment, EditorState, StateEffect, StateField, RangeSet } from '@codemirror/state';
export { Decoration, GutterMarker, gutter, keymap, type DecorationSet } from '@codemirror/view';
export { indentWithTab } from '@codemirror/commands';
import { EditorView } from 'codemirror';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';

/**
 * The code's colours from the page's palette (shell/palette.css), whose light and dark values are
 * checked for contrast (axe, in both themes): CodeMirror's own are for a light page only. Colour is
 * only a help here — nothing is said by it alone.
 */
export const paletteHighlighting = syntaxHighlighting(
  HighlightStyle.define([
    {
      tag: [t.keyword, t.controlKeyword, t.operatorKeyword, t.definitionKeyword, t.moduleKeyword, t.bool, t.null, t.self],
      color: 'var(--ast-accent)',
      fontWeight: '600',
    },
    { tag: [t.string, t.special(t.string), t.regexp], color: 'var(--ast-ok)' },
    { tag: [t.number, t.integer, t.float], color: 'var(--ast-warn)' },
    { tag: [t.comment, t.lineComment, t.blockComment, t.docComment], color: 'var(--ast-text-muted)', fontStyle: 'italic' },
    { tag: [t.function(t.definition(t.variableName)), t.definition(t.className), t.className], color: 'var(--ast-text)', fontWeight: '700' },
    { tag: t.invalid, color: 'var(--ast-error)', textDecoration: 'underline wavy' },
  ]),
);

/** The editor's frame from the page's palette: gutters, the active line, the cursor and the selection, in both themes. */
export const paletteTheme = EditorView.theme({
  '&': { color: 'var(--ast-text)', backgroundColor: 'var(--ast-surface)' },
  '.cm-content': { caretColor: 'var(--ast-text)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--ast-text)' },
  '.cm-gutters': { backgroundColor: 'var(--ast-surface-sunk)', color: 'var(--ast-text-muted)', borderRightColor: 'var(--ast-border)' },
  '.cm-activeLine': { backgroundColor: 'var(--ast-accent-wash)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--ast-accent-wash)', color: 'var(--ast-text)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: 'var(--ast-highlight)' },
  '.cm-foldPlaceholder': { backgroundColor: 'var(--ast-surface-sunk)', color: 'var(--ast-text)', borderColor: 'var(--ast-border)' },
});

/** The language support for a style's code. */
export async function languageOf(language: 'python' | 'js') {
  return language === 'python' ? (await import('@codemirror/lang-python')).python() : (await import('@codemirror/lang-javascript')).javascript();
}
