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

/** The language support for a style's code. */
export async function languageOf(language: 'python' | 'js') {
  return language === 'python' ? (await import('@codemirror/lang-python')).python() : (await import('@codemirror/lang-javascript')).javascript();
}
