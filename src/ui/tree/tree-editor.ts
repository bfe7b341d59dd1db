/**
 * The tree page's editor, as a template the page fills in: the tree's text
 * (compact notation or canonical JSON) with its error, Apply, the exports,
 * and a form that makes a random tree (the page puts aside the tree it
 * replaces: tree-way-back.ts, whose status follows the form).
 */
import { html, nothing } from 'lit';
import { printCompact } from '../../games/tree/notation.ts';
import { randomTree } from '../../games/tree/random.ts';
import { toCanonical, type TreeNode } from '../../games/tree/tree.ts';
import type { Turn } from '../../search/game.ts';
import type { Algorithm } from '../../search/search.ts';
import type { Trace } from '../../trace/trace.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say, type Sayer } from '../../i18n/say.ts';
import { msg, type Message } from '../../i18n/message.ts';
import { forestOf, latexDocument } from '../../app/latex.ts';
import { download, svgToPng } from '../platform/export.ts';
import type { TraceViewer } from '../viewer/index.ts';

export type ExportKind = 'svg' | 'png' | 'compact' | 'json' | 'latex';

export interface EditorView {
  text: string;
  /** Why the text last applied is not a tree (the last good tree stays). */
  error: Message | null;
  lang: Lang;
  /** A new text to search. */
  onEdit: (text: string) => void;
  /** A random tree's text, made by *Generate*, to search in place of the tree shown. */
  onGenerate: (text: string) => void;
  /** What is said after *Generate* (the status of the tree it put aside: tree-way-back.ts). */
  afterGenerate: unknown;
  onExport: (kind: ExportKind) => void;
}

export function treeEditor(v: EditorView, L: Sayer) {
  const e = v.error;
  return html`<details class="editor" open>
    <summary>${L('editor')}</summary>
    <label class="wide">
      ${L('tree')}
      <textarea data-field="tree" rows="4" spellcheck="false" aria-invalid=${e === null ? 'false' : 'true'} .value=${v.text} @change=${(ev: Event) => v.onEdit((ev.target as HTMLTextAreaElement).value)}></textarea>
    </label>
    <small>${L('treeHelp')}</small>
    ${e === null ? nothing : html`<p class="error" role="alert" data-error>${say(e, v.lang)} ${L('lastGood')}</p>`}
    <div class="row">
      <button type="button" data-action="apply" @click=${(ev: Event) => v.onEdit(((ev.target as HTMLElement).closest('details')!.querySelector('textarea') as HTMLTextAreaElement).value)}>${L('apply')}</button>
      <span class="export">
        ${L('export')}:
        <button type="button" data-action="export-svg" @click=${() => v.onExport('svg')}>SVG</button>
        <button type="button" data-action="export-png" @click=${() => v.onExport('png')}>PNG</button>
        <button type="button" data-action="export-compact" @click=${() => v.onExport('compact')}>${L('notation')}</button>
        <button type="button" data-action="export-json" @click=${() => v.onExport('json')}>JSON</button>
        <button type="button" data-action="export-latex" title=${say('latexStepHint', v.lang)} @click=${() => v.onExport('latex')}>LaTeX</button>
      </span>
    </div>
    <form class="random" @submit=${(ev: Event) => (ev.preventDefault(), v.onGenerate(randomTreeText(ev.target as HTMLFormElement)))}>
      <b>${L('random')}</b>
      <label>${L('branching')} <input name="branching" value="3" size="5" /></label>
      <label>${L('levels')} <input name="depth" type="number" min="1" max="10" value="3" /></label>
      <label>${L('minValue')} <input name="min" type="number" value="0" /></label>
      <label>${L('maxValue')} <input name="max" type="number" value="20" /></label>
      <label><input name="chance" type="checkbox" /> ${L('chanceLevels')}</label>
      <label>${L('seed')} <input name="seed" type="number" value="1" /></label>
      <button type="submit" data-action="generate">${L('generate')}</button>
    </form>
    ${v.afterGenerate}
  </details>`;
}

/** The random tree the form asks for, in compact notation (out-of-range fields are brought into range). */
function randomTreeText(form: HTMLFormElement): string {
  const data = new FormData(form);
  const branching = String(data.get('branching') ?? '2')
    .split(',')
    .map((b) => Math.max(1, Math.min(8, Number(b) || 2)));
  const depth = Math.max(1, Math.min(10, Number(data.get('depth')) || 3));
  const chance = data.get('chance') === 'on';
  const levels: Turn[] = Array.from({ length: depth }, (_, i) => (chance ? (['max', 'chance', 'min'] as const)[i % 3]! : i % 2 === 0 ? 'max' : 'min'));
  const tree = randomTree({
    branching,
    depth,
    levels,
    min: Number(data.get('min')) || 0,
    max: Number(data.get('max')) || 20,
    seed: Number(data.get('seed')) || 1,
  });
  return printCompact(tree);
}

/**
 * Downloads the tree: as drawn (SVG, PNG, from the viewer), as text (compact
 * notation, canonical JSON), or as LaTeX at the step shown, as `tutor search
 * --format latex --step K` prints it.
 */
export async function exportTree(
  kind: ExportKind,
  tree: TreeNode | null,
  trace: Trace | null,
  step: number,
  algorithm: Algorithm | undefined,
  viewer: TraceViewer | null,
  lang: Lang,
): Promise<void> {
  const view = viewer?.drawing ?? null;
  if (kind === 'latex' && tree !== null)
    download(
      `search-tree-step-${step}.tex`,
      latexDocument(
        forestOf(tree, trace, step, { windows: algorithm === 'alphabeta' ? 'open' : 'none', omitted: (c) => say(msg('latex.omitted', c), lang) }),
        'standalone',
      ),
      'application/x-tex',
    );
  else if (kind === 'svg' && view !== null) download('search-tree.svg', view.svgText(), 'image/svg+xml');
  else if (kind === 'png' && view !== null) download('search-tree.png', await svgToPng(view.svgText()), 'image/png');
  else if (kind === 'compact' && tree !== null) download('tree.txt', printCompact(tree) + '\n', 'text/plain');
  else if (kind === 'json' && tree !== null) download('tree.json', JSON.stringify(toCanonical(tree), null, 2) + '\n', 'application/json');
}
