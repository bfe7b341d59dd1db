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
import type * as CodeMirror from './code-mirror.ts';
import type { DecorationSet, EditorView, StateEffect } from './code-mirror.ts';
import { ownTask } from '../platform/next-task.ts';

export type EditorLanguage = 'python' | 'js';

type CM = typeof CodeMirror;

/** The editor's own extensions, made once CodeMirror is loaded: the error's line (a line decoration, a "!" in a gutter of its own). */
function errorLineOf(cm: CM) {
  const setErrorLine = cm.StateEffect.define<number | null>();
  class ErrorMarker extends cm.GutterMarker {
    override toDOM(): Node {
      const span = document.createElement('span');
      span.className = 'cm-error-marker';
      span.setAttribute('aria-hidden', 'true');
      span.textContent = '!';
      return span;
    }
  }
  const field = cm.StateField.define<{ line: number | null; deco: DecorationSet }>({
    create: () => ({ line: null, deco: cm.Decoration.none }),
    update(value, tr) {
      let line = value.line;
      const set = tr.effects.some((e) => e.is(setErrorLine));
      for (const e of tr.effects) if (e.is(setErrorLine)) line = e.value;
      if (tr.docChanged && !set) line = null; // an edit clears the mark
      if (line === null || line < 1 || line > tr.state.doc.lines) return { line: null, deco: cm.Decoration.none };
      const at = tr.state.doc.line(line).from;
      return { line, deco: cm.Decoration.set([cm.Decoration.line({ class: 'cm-error-line' }).range(at)]) };
    },
    provide: (f) => cm.EditorView.decorations.from(f, (v) => v.deco),
  });
  const gutter = cm.gutter({
    class: 'cm-error-gutter',
    markers: (view) => {
      const { line } = view.state.field(field);
      if (line === null) return cm.RangeSet.empty;
      return cm.RangeSet.of([new ErrorMarker().range(view.state.doc.line(line).from)]);
    },
  });
  return { setErrorLine, extensions: [field, gutter] };
}

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
  private cm: CM | null = null;
  private parts: {
    mode: InstanceType<CM['Compartment']>;
    aria: InstanceType<CM['Compartment']>;
    setErrorLine: ReturnType<typeof errorLineOf>['setErrorLine'];
  } | null = null;
  /** The line to mark once the editor is there (a run can end before CodeMirror has loaded). */
  private pendingLine: number | null = null;

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

  protected override async firstUpdated(): Promise<void> {
    // CodeMirror's code, the language's, and the editor made, each in a task of its own (issue 39: one task of 60-130 ms on a cold load).
    const cm = await import('./code-mirror.ts');
    await ownTask();
    const language = await cm.languageOf(this.language);
    await ownTask();
    if (!this.isConnected) return;
    const host = this.querySelector<HTMLElement>('.code-editor-host')!;
    const error = errorLineOf(cm);
    this.cm = cm;
    this.parts = { mode: new cm.Compartment(), aria: new cm.Compartment(), setErrorLine: error.setErrorLine };
    const state = cm.EditorState.create({
      doc: this.value,
      extensions: [
        cm.basicSetup,
        cm.paletteHighlighting,
        cm.paletteTheme,
        cm.keymap.of([cm.indentWithTab]),
        this.parts.mode.of(language),
        this.parts.aria.of(this.ariaAttributes()),
        ...error.extensions,
        cm.EditorView.updateListener.of((u) => {
          if (u.docChanged) {
            const text = u.state.doc.toString();
            this.value = text;
            this.dispatchEvent(new CustomEvent('code-change', { detail: text, bubbles: true, composed: true }));
          }
        }),
      ],
    });
    // The state (the text parsed) and the view (drawn and measured): a task each.
    await ownTask();
    if (!this.isConnected) return;
    this.view = new cm.EditorView({ parent: host, state });
    // The language, or the text, may have changed while CodeMirror loaded: updated() sets them again.
    this.requestUpdate('language', undefined);
    this.requestUpdate('value', undefined);
    if (this.pendingLine !== null) this.markLine(this.pendingLine);
  }

  private ariaAttributes() {
    return this.cm!.EditorView.contentAttributes.of({
      // Focusable by its own attribute too (axe counts a scrolled region's content as focusable by tabindex, not contenteditable): no extra tab stop.
      tabindex: '0',
      'aria-label': this.label,
      ...(this.describedBy === '' ? {} : { 'aria-describedby': this.describedBy }),
    });
  }

  protected override updated(changed: Map<string, unknown>): void {
    const view = this.view;
    const parts = this.parts;
    if (view === null || parts === null) return;
    const effects: StateEffect<unknown>[] = [];
    if (changed.has('language')) {
      const language = this.language;
      void this.cm!.languageOf(language).then((support) => {
        if (this.language === language) view.dispatch({ effects: parts.mode.reconfigure(support) });
      });
    }
    if (changed.has('label') || changed.has('describedBy')) effects.push(parts.aria.reconfigure(this.ariaAttributes()));
    const doc = view.state.doc.toString();
    const replace = changed.has('value') && this.value !== doc;
    if (effects.length > 0 || replace) view.dispatch({ effects, ...(replace ? { changes: { from: 0, to: doc.length, insert: this.value } } : {}) });
  }

  /** Marks the error's line (null: none); it goes at the next edit. */
  markLine(line: number | null): void {
    this.pendingLine = line;
    if (this.view !== null && this.parts !== null) this.view.dispatch({ effects: this.parts.setErrorLine.of(line) });
  }

  /** Puts the cursor at the start of `line`, in view, and the focus in the editor. */
  goToLine(line: number): void {
    const view = this.view;
    if (view === null) return;
    const l = view.state.doc.line(Math.max(1, Math.min(line, view.state.doc.lines)));
    view.dispatch({ selection: { anchor: l.from }, effects: this.cm!.EditorView.scrollIntoView(l.from, { y: 'center' }) });
    view.focus();
  }
}

customElements.define('code-editor', CodeEditor);
