/**
 * Trees as LaTeX, with the `forest` package (issue 14): a tree at any step of
 * a search as the page shows it (values with their bounds, α/β beside open
 * nodes, the current node, cut branches), for slides; and exercise sheets,
 * blank (a line in each inner node for its value; α and β lines beside it on
 * an alpha-beta sheet), with their answer keys (the best move an arrow with
 * its words, a cut two short strokes across its branch; issue 35).
 *
 * One `forest` environment per tree, its brackets balanced; shapes as on
 * the page: MAX ▲, MIN ▼, chance ○, leaf □. Node names and values are
 * escaped, so any tree the tutor reads gives LaTeX that compiles with plain
 * pdflatex (issue 25): the output is printable ASCII but for the Latin-1
 * letters the preamble's T1 fonts set; any other character is written as its
 * code point, a control character dropped, a line break made a space, and a
 * name over MAX_NAME characters cut with a mark. A tree too big for TeX (too
 * wide, too deep, or too slow to lay out) is drawn in part, with a note
 * saying how many nodes are left out and marks where (latex-fit.ts).
 */
import { formatNumber } from '../i18n/lang.ts';
import type { NodeKind } from '../search/game.ts';
import type { Trace } from '../trace/trace.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import { certaintyOf, statusOf, stepView, valueSign, type StepView } from './step-view.ts';
import { viewTreeOfTree, type ViewTree } from './view-tree.ts';
import { BOXED, SEP, drawnPart, nodeWidth, omittedBelow } from './latex-fit.ts';
import { entryAt } from '../games/entry.ts';

/** What a drawing shows. */
export interface ForestOptions {
  /** Inner nodes blank, with a line for their value, nothing marked: an exercise as the student gets it (leaves keep their values). */
  blank?: boolean;
  /** With `blank`: "α = ___, β = ___" beside each inner node, to write them in (an alpha-beta sheet). */
  slots?: boolean;
  /** α/β beside the nodes: `open` ones (as the page shows a step), `all` visited inner nodes (an answer key), or `none`. */
  windows?: 'open' | 'all' | 'none';
  /** Mark the node of the step's event (as the page does; an answer key does not). Default true. */
  current?: boolean;
  /** An answer key's best move: the root's child `id`, its edge an arrow with `label` (plain text, escaped here) beside it. */
  best?: { id: string; label: string };
  /**
   * The note over a tree drawn in part, in the caller's language (plain text,
   * escaped here; the core holds no words: i18n's `latex.omitted`). Without
   * it the note is the counts alone: `542 / 34288`.
   */
  omitted?: (counts: OmittedCounts) => string;
}

/** What a tree drawn in part leaves out: nodes drawn of the whole, those left out, and the deepest level drawn. */
export interface OmittedCounts {
  drawn: number;
  total: number;
  left: number;
  levels: number;
}

/** The packages and styles the drawings need: put it in the preamble once. */
export const FOREST_PREAMBLE = String.raw`\usepackage{forest}
\usetikzlibrary{shapes.geometric}
\forestset{
  ast/.style={for tree={draw, thick, font=\sffamily\small, inner sep=1pt, l sep=8mm, s sep=3mm,
    parent anchor=south, child anchor=north, edge={thick}}},
  maxnode/.style={isosceles triangle, isosceles triangle apex angle=70, shape border rotate=90, minimum size=9mm},
  minnode/.style={isosceles triangle, isosceles triangle apex angle=70, shape border rotate=-90, minimum size=9mm},
  chancenode/.style={circle, minimum size=8mm},
  leafnode/.style={rectangle, minimum size=6mm},
  opennode/.style={fill=yellow!30},
  currentnode/.style={line width=2pt, draw=red!75!black},
  prunednode/.style={draw=black!35, text=black!35, dashed, edge={draw=black!35, dashed}},
  cut/.style={edge label={node[midway, sloped, font=\bfseries\large, text=red!75!black]{$\parallel$}}},
  best/.style={edge={->, line width=1.4pt, draw=blue!60!black},
    edge label={node[midway, above, sloped, inner sep=1.5pt, font=\sffamily\scriptsize\bfseries, text=blue!60!black]{#1}}},
  name/.style={label={[font=\sffamily\scriptsize, text=black!70]left:#1}},
  leafname/.style={label={[font=\sffamily\scriptsize, text=black!70]below:#1}},
  window/.style={label={[font=\scriptsize, text=blue!60!black, align=left, inner sep=1pt]right:#1}},
  abslots/.style={label={[font=\scriptsize, align=left, inner sep=1pt]right:$\alpha{=}$\rule{7mm}{0.4pt}\\$\beta{=}$\rule{7mm}{0.4pt}}},
  windowed/.style={s sep=15mm},
  prob/.style={edge label={node[midway, fill=white, inner sep=1pt, font=\scriptsize]{#1}}},
  boxfit/.style={ast, for tree={fit=rectangle}},
  omitted/.style={label={[font=\sffamily\scriptsize, text=black!60, fill=white, inner sep=0.5pt]below:+#1}},
}
\newcommand{\astomitted}[1]{\sffamily\small #1}
\newcommand{\astblank}{\rule{0pt}{2ex}\textcolor{black!60}{\rule{5mm}{0.4pt}}}`;

const KIND_STYLE: Record<NodeKind, string> = { max: 'maxnode', min: 'minnode', chance: 'chancenode', leaf: 'leafnode' };

/**
 * The tree at `step` of `trace` (null: the bare tree) as one `forest`
 * environment. A big tree is packed as rectangles (`boxfit`), and one too
 * big for TeX drawn in part (latex-fit.ts), under a note saying so, each
 * node with nodes left out below it marked `+n`.
 */
export function forestOf(tree: TreeNode, trace: Trace | null, step: number, options: ForestOptions = {}): string {
  const index = viewTreeOfTree(tree, options.blank === true ? null : trace);
  const view = stepView(index, options.blank === true ? null : trace, step);
  const texts = new Map<number, { content: string; styles: string[] }>();
  const text = (i: number) => {
    const known = texts.get(i);
    if (known !== undefined) return known;
    const made = nodeText(index, view, i, options);
    texts.set(i, made);
    return made;
  };
  const part = drawnPart(
    index,
    (i) => nodeWidth(index.kindOf(i), text(i).content),
    (i) => (text(i).styles.includes('windowed') ? SEP.windowed : SEP.plain),
  );
  const whole = part.nodes === index.count;
  const lines = [part.tight ? '\\begin{forest} ast' : '\\begin{forest} boxfit'];
  // Depth-first, with explicit closing: no recursion.
  const stack: { i: number; depth: number; close: boolean }[] = [{ i: 0, depth: 0, close: false }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const { i, depth, close } = top;
    const pad = '  '.repeat(depth + 1);
    if (close) {
      lines.push(`${pad}]`);
      continue;
    }
    const children = whole ? index.children(i) : index.children(i).filter((c) => part.drawn[c] === 1);
    const { content, styles } = text(i);
    const left = whole ? 0 : omittedBelow(index, part, i);
    const node = `${pad}[{${content}}, ${[...styles, ...(left > 0 ? [`omitted={${left}}`] : [])].join(', ')}`;
    if (children.length === 0) {
      lines.push(`${node}]`);
      continue;
    }
    lines.push(node);
    stack.push({ i, depth, close: true });
    for (const c of Array.from(children).reverse()) stack.push({ i: c, depth: depth + 1, close: false });
  }
  lines.push('\\end{forest}');
  if (whole) return lines.join('\n');
  // The note above the tree: boxes stacked, so it works in a standalone picture and in a sheet's `fittree` alike.
  const counts: OmittedCounts = { drawn: part.nodes, total: index.count, left: index.count - part.nodes, levels: BOXED.levels };
  const note = options.omitted?.(counts) ?? `${counts.drawn} / ${counts.total}`;
  return [`\\vbox{\\hbox{\\astomitted{${escape(note)}}}\\kern6pt`, '\\hbox{%', ...lines, '}}'].join('\n');
}

/** One node: its content (math, or nothing) and its styles. */
function nodeText(index: ViewTree, view: StepView, i: number, options: ForestOptions): { content: string; styles: string[] } {
  const kind = index.kindOf(i);
  const name = index.label(i);
  const status = statusOf(view, i);
  const parent = entryAt(index.parent, i);
  let content = '';
  const value = entryAt(view.value, i);
  if (!Number.isNaN(value) && options.blank !== true) content = math(`${texSign(valueSign(kind, status, certaintyOf(view, i)))}${texNumber(value)}`);
  else if (kind === 'leaf') content = math(texNumber(entryAt(index.leafValue, i)));
  // On a blank sheet, a line to write the value on.
  else if (options.blank === true) content = '\\astblank';
  const styles = [KIND_STYLE[kind]];
  if (name !== '') styles.push(`${kind === 'leaf' ? 'leafname' : 'name'}={${texName(name)}}`);
  if (parent >= 0 && index.kindOf(parent) === 'chance') styles.push(`prob={${math(texNumber(entryAt(index.p, i)))}}`);
  if (options.blank === true && options.slots === true && kind !== 'leaf') styles.push('abslots');
  if (options.blank === true && options.slots === true && index.children(i).some((c) => index.kindOf(c) !== 'leaf')) styles.push('windowed');
  if (options.blank !== true) {
    if (status === 'pruned') {
      styles.push('prunednode');
      if (parent >= 0 && statusOf(view, parent) !== 'pruned') styles.push('cut');
    }
    if (status === 'active') styles.push('opennode');
    if (parent === 0 && options.best !== undefined && index.id(i) === options.best.id) styles.push(`best={${escape(options.best.label)}}`);
    if (view.current === i && options.current !== false) styles.push('currentnode');
    if (windowShown(index, view, i, options)) {
      styles.push(`window={${math(`\\alpha{=}${texNumber(entryAt(view.alpha, i))}`)}\\\\${math(`\\beta{=}${texNumber(entryAt(view.beta, i))}`)}}`);
    }
    // Siblings with α/β beside them need room for it.
    if (index.children(i).some((c) => windowShown(index, view, c, options))) styles.push('windowed');
  }
  return { content, styles };
}

/** Whether α/β are written beside node i. */
function windowShown(index: ViewTree, view: StepView, i: number, options: ForestOptions): boolean {
  if (index.kindOf(i) === 'leaf' || Number.isNaN(entryAt(view.alpha, i)) || Number.isNaN(entryAt(view.beta, i))) return false;
  const status = statusOf(view, i);
  const windows = options.windows ?? 'open';
  return windows === 'all' ? status === 'active' || status === 'done' : windows === 'open' && status === 'active';
}

/** A number in math mode's terms: ±∞ as \infty, integers bare, others to 4 decimals, a real minus. */
export function texNumber(v: number): string {
  if (v === Infinity) return '+\\infty';
  if (v === -Infinity) return '-\\infty';
  return formatNumber(v).replace('−', '-');
}

function texSign(sign: string): string {
  return ({ '≤': '\\le ', '≥': '\\ge ', '≈': '\\approx ', Σ: '\\Sigma\\,' } as Record<string, string>)[sign] ?? '';
}

function math(s: string): string {
  return `$${s}$`;
}

/** The most characters of a name (a node's id or label) drawn; a longer one is cut, with a mark. */
export const MAX_NAME = 60;

/** A node's name for LaTeX: escaped, and cut to MAX_NAME characters (code points) with `…` after. */
export function texName(name: string): string {
  const chars = Array.from(name);
  return chars.length <= MAX_NAME ? escape(name) : `${escape(chars.slice(0, MAX_NAME - 3).join(''))}\\dots{}`;
}

/**
 * Text made safe for LaTeX, for plain pdflatex with the preamble's T1 fonts
 * and utf8 input: TeX's special characters written as commands, line breaks
 * (and tabs) as spaces, control characters dropped, the Latin-1 letters the
 * fonts set (é, ñ, ß; ¡ ¿) kept, each character in `extra` written as it says,
 * and any other as its code point in typewriter type (`U+03B1`): the result
 * is printable ASCII but for those letters.
 */
export function escape(text: string, extra: Readonly<Record<string, string>> = {}): string {
  let out = '';
  for (const c of text) {
    const code = c.codePointAt(0)!; // a string's iterator yields whole code points, never an empty string
    const written = Object.hasOwn(extra, c) ? extra[c] : undefined;
    if (code >= 0x20 && code < 0x7f) out += LATEX_SPECIAL[c] ?? c;
    else if (written !== undefined) out += written;
    else if (BREAKS.test(c)) out += ' ';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (SET_BY_T1.test(c)) out += c;
    else out += `\\texttt{U+${code.toString(16).toUpperCase().padStart(4, '0')}}`;
  }
  return out;
}

/** Line breaks and tabs, written as spaces: a blank line inside a name would end TeX's paragraph. */
const BREAKS = /^[\t\n\v\f\r\u0085\u2028\u2029]$/;
/** The Latin-1 letters (and ¡ ¿) that T1 fonts with utf8 input set: the preamble's own. */
const SET_BY_T1 = /^[\u00a1\u00bf\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]$/u;

/** Whether `tex` holds only what `escape` writes: printable ASCII, newlines and the letters T1 sets. */
export function latexSafe(tex: string): boolean {
  return /^[\n\x20-\x7e\u00a1\u00bf\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]*$/.test(tex);
}

const LATEX_SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  '^': '\\textasciicircum{}',
  _: '\\_',
  '%': '\\%',
  '~': '\\textasciitilde{}',
  '[': '{[}',
  ']': '{]}',
};

/** A complete document around `body`: a standalone picture (one tree, for slides) or an A4 article (a sheet). */
export function latexDocument(body: string, kind: 'standalone' | 'article'): string {
  const head =
    kind === 'standalone'
      ? ['\\documentclass[border=6pt]{standalone}']
      : ['\\documentclass[a4paper,11pt]{article}', '\\usepackage[margin=18mm]{geometry}', '\\usepackage{graphicx}', '\\pagestyle{empty}'];
  return [
    ...head,
    '\\usepackage[T1]{fontenc}',
    '\\usepackage[utf8]{inputenc}',
    FOREST_PREAMBLE,
    ...(kind === 'article' ? [FIT_BOX] : []),
    '\\begin{document}',
    body,
    '\\end{document}',
    '',
  ].join('\n');
}

/** The `fittree` environment: a tree at its size, or shrunk to the line's width if it is wider. */
const FIT_BOX = String.raw`\newsavebox{\asttree}
\newenvironment{fittree}{\begin{lrbox}{\asttree}}{\end{lrbox}\par\centering
  \ifdim\wd\asttree>\linewidth\resizebox{\linewidth}{!}{\usebox{\asttree}}\else\usebox{\asttree}\fi\par}`;
