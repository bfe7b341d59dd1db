/**
 * <code-editor> (`#/code`, issue 37): the student's code in CodeMirror 6,
 * Python or JavaScript. Tab indents (CodeMirror's rule for keyboard users:
 * Escape, then Tab, leaves the editor; Control-M turns Tab's trapping off);
 * the error's line is marked (a line decoration and its gutter text, not
 * colour alone) and `goToLine` takes the cursor there. `value` set from
 * outside replaces the text in one transaction the editor can undo
 * (Control-Z brings the student's code back). Fires `code-change` with the
 * text as it is edited. The editor's text area carries `data-code-editor`'s
 * label; the element itself carries `data-code-editor` (the contract's hook).
 */
import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { EditorView, basicSetup } from 'codemirror';
import { Compartment, EditorState, StateEffect, StateField, RangeSet } from '@codemirror/state';
import { Decoration, GutterMarker, gutter, keymap, type DecorationSet } from '@codemirror/view';
import { indentWithTab } from '@codemirror/commands';
import { python } from '@codemirror/lang-python';
import { javascript } from '@codemirror/lang-javascript';

export type EditorLanguage = 'python' | 'js';

/** The line marked as the error's (1-based), or null. */
const setErrorLine = StateEffect.define<number | null>();

class ErrorMarker extends GutterMarker {
  override toDOM(): Node {
    const span = document.createElement('span');
    span.className = 'cm-error-marker';
    span.setAttribute('aria-hidden', 'true');
    span.textContent = '!';
    return span;
  }
}

const errorLine = StateField.define<{ line: number | null; deco: DecorationSet }>({
  create: () => ({ line: null, deco: Decoration.none }),
  update(value, tr) {
    let line = value.line;
    for (const e of tr.effects) if (e.is(setErrorLine)) line = e.value;
    if (tr.docChanged && line !== null && value.line === line && !tr.effects.some((e) => e.is(setErrorLine))) line = null; // an edit clears the mark
    if (line === null || line < 1 || line > tr.state.doc.lines) return { line: null, deco: Decoration.none };
    const at = tr.state.doc.line(line).from;
    return { line, deco: Decoration.set([Decoration.line({ class: 'cm-error-line' }).range(at)]) };
  },
  provide: (f) => EditorView.decorations.from(f, (v) => v.deco),
});

const errorGutter = gutter({
  class: 'cm-error-gutter',
  markers: (view) => {
    const { line } = view.state.field(errorLine);
    if (line === null) return RangeSet.empty;
    return RangeSet.of([new ErrorMarker().range(view.state.doc.line(line).from)]);
  },
});

export class CodeEditor extends LitElement {
  override createRenderRoot(): HTMLElement {
    return this;
  }

  /** The text; set from outside, it replaces the editor's (undoably). */
  @property({ attribute: false }) value = '';
  @property() language: EditorLanguage = 'python';
  /** The editor's accessible name. */
  @property() label = '';
  /** The id of the text that describes it (the keys hint). */
  @property() describedBy = '';

  private view: EditorView | null = null;
  private readonly mode = new Compartment();
  private readonly aria = new Compartment();

  override connectedCallback(): void {
    super.connectedCallback();
    this.dataset.codeEditor = '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.view?.destroy();
    this.view = null;
  }

  /** The text as it is now in the editor. */
  get text(): string {
    return this.view?.state.doc.toString() ?? this.value;
  }

  override render() {
    return html`<div class="code-editor-host"></div>`;
  }

  protected override firstUpdated(): void {
    const host = this.querySelector<HTMLElement>('.code-editor-host')!;
    this.view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: this.value,
        extensions: [
          basicSetup,
          keymap.of([indentWithTab]),
          this.mode.of(this.language === 'python' ? python() : javascript()),
          this.aria.of(this.ariaAttributes()),
          errorLine,
          errorGutter,
          EditorView.updateListener.of((u) => {
            if (u.docChanged) {
              const text = u.state.doc.toString();
              this.value = text;
              this.dispatchEvent(new CustomEvent('code-change', { detail: text, bubbles: true, composed: true }));
            }
          }),
        ],
      }),
    });
  }

  private ariaAttributes() {
    return EditorView.contentAttributes.of({
      // Focusable by its own attribute too (axe counts a scrolled region's content as focusable by tabindex, not contenteditable): no extra tab stop.
      tabindex: '0',
      'aria-label': this.label,
      ...(this.describedBy === '' ? {} : { 'aria-describedby': this.describedBy }),
    });
  }

  protected override updated(changed: Map<string, unknown>): void {
    const view = this.view;
    if (view === null) return;
    const effects: StateEffect<unknown>[] = [];
    if (changed.has('language')) effects.push(this.mode.reconfigure(this.language === 'python' ? python() : javascript()));
    if (changed.has('label') || changed.has('describedBy')) effects.push(this.aria.reconfigure(this.ariaAttributes()));
    const doc = view.state.doc.toString();
    const replace = changed.has('value') && this.value !== doc;
    if (effects.length > 0 || replace) view.dispatch({ effects, ...(replace ? { changes: { from: 0, to: doc.length, insert: this.value } } : {}) });
  }

  /** Marks the error's line (null: none); it goes at the next edit. */
  markLine(line: number | null): void {
    this.view?.dispatch({ effects: setErrorLine.of(line) });
  }

  /** Puts the cursor at the start of `line`, in view, and the focus in the editor. */
  goToLine(line: number): void {
    const view = this.view;
    if (view === null) return;
    const l = view.state.doc.line(Math.max(1, Math.min(line, view.state.doc.lines)));
    view.dispatch({ selection: { anchor: l.from }, effects: EditorView.scrollIntoView(l.from, { y: 'center' }) });
    view.focus();
  }
}

customElements.define('code-editor', CodeEditor);
