/**
 * An exercise set as a sheet and its answer key (issue 14): LaTeX (one
 * `forest` tree per exercise, inner nodes blank with a line for the value,
 * and lines for α and β on an alpha-beta sheet; the key after a page break,
 * with values, α/β, cut marks and the best move's arrow, a line saying which
 * mark is which (issue 35), and a table of every inner node's value, α and β,
 * issue 24) or
 * Markdown (the trees in compact
 * notation). The core holds no words: the caller passes `words`, which words
 * these codes in its language (`say`, i18n/say.ts; the words are in
 * i18n/sheet.ts).
 */
import { formatNumber } from '../i18n/lang.ts';
import { printCompact } from '../games/tree/notation.ts';
import type { Exercise, ExerciseOptions } from './exercise.ts';
import { exerciseKey } from './exercise-grade.ts';
import { escape, forestOf, latexDocument, texNumber, type OmittedCounts } from './latex.ts';

/** The words a sheet needs, by key (the algorithm's name by its code, `algorithm.alphabeta`: the one table of algorithms' names, i18n/search.ts). */
export type SheetKey =
  | 'sheetTitle'
  | 'keyTitle'
  | 'nameLine'
  | 'setLine'
  | 'exercise'
  | 'exerciseOne'
  | 'exerciseMany'
  | 'taskMinimax'
  | 'taskAlphabeta'
  | 'taskExpectiminimax'
  | 'answerValue'
  | 'answerAction'
  | 'answerEvaluated'
  | 'answerPruned'
  | 'answerNone'
  | 'blank'
  | 'keyNodes'
  | 'keyNode'
  | 'keyNotVisited'
  | 'keyBest'
  | 'keyLegend'
  | 'keyLegendPlain'
  | 'value'
  | 'latex.omitted'
  | `algorithm.${ExerciseOptions['algo']}`
  | ExerciseOptions['difficulty'];
export type Words = (key: SheetKey, params?: Record<string, string | number>) => string;

const TASK: Record<ExerciseOptions['algo'], SheetKey> = { minimax: 'taskMinimax', alphabeta: 'taskAlphabeta', expectiminimax: 'taskExpectiminimax' };

/** The answer's lines: label and value (the set's algorithm decides whether cuts are asked for). */
function answerLines(e: Exercise | null, options: ExerciseOptions, w: Words): [string, string | null][] {
  const list = (ids: string[]) => (ids.length === 0 ? w('answerNone') : ids.join(', '));
  const lines: [string, string | null][] = [
    [w('answerValue'), e === null ? null : formatNumber(e.answer.value)],
    [w('answerAction'), e === null ? null : e.answer.action],
    [w('answerEvaluated'), e === null ? null : list(e.answer.evaluated)],
  ];
  if (options.algo === 'alphabeta') lines.push([w('answerPruned'), e === null ? null : list(e.answer.pruned)]);
  return lines;
}

export function heading(options: ExerciseOptions, w: Words): string {
  return w('setLine', {
    algo: w(`algorithm.${options.algo}`),
    difficulty: w(options.difficulty),
    seed: options.seed,
    count: options.count,
    exercises: w(options.count === 1 ? 'exerciseOne' : 'exerciseMany'),
  });
}

/** The sheet, then the key on a page of its own, as one LaTeX document. */
export function exerciseLatex(set: Exercise[], options: ExerciseOptions, words: Words): string {
  const w = (key: SheetKey, params?: Record<string, string | number>) => texText(words(key, params));
  const omitted = (c: OmittedCounts) => words('latex.omitted', { ...c });
  const part = (key: boolean): string[] => {
    const out = [`\\section*{${w(key ? 'keyTitle' : 'sheetTitle')}}`, `${texText(heading(options, words))}\\par\\medskip`];
    if (!key) out.push(`${w('nameLine')}\\par\\medskip`, `${w(TASK[options.algo])}\\par\\bigskip`);
    else out.push(`${w(options.algo === 'alphabeta' ? 'keyLegend' : 'keyLegendPlain')}\\par\\bigskip`);
    set.forEach((e, k) => {
      out.push(
        '\\noindent\\begin{minipage}{\\linewidth}',
        `\\subsection*{${w('exercise', { n: k + 1 })} \\hfill {\\small\\ttfamily ${escape(e.id)}}}`,
        '\\begin{fittree}',
        key
          ? forestOf(e.tree, e.search.trace, e.search.trace.length, {
              windows: options.algo === 'alphabeta' ? 'all' : 'none',
              current: false,
              omitted,
              best: { id: e.answer.action, label: words('keyBest') },
            })
          : forestOf(e.tree, null, 0, { blank: true, slots: options.algo === 'alphabeta', omitted }),
        '\\end{fittree}',
        '\\medskip',
        ...answerLines(key ? e : null, options, words).map(
          ([label, value]) => `${texText(label)}: ${value === null ? '\\rule{5cm}{0.4pt}' : texText(value)}\\par`,
        ),
        ...(key ? keyTable(e, options, words) : []),
        '\\end{minipage}\\par\\bigskip',
      );
    });
    return out;
  };
  return latexDocument([...part(false), '\\newpage', ...part(true)].join('\n'), 'article');
}

/** The key's table: each inner node's value (a bound where it is one) and, for alpha-beta, α and β as it returns; a node a cut skips says so. */
function keyTable(e: Exercise, options: ExerciseOptions, words: Words): string[] {
  const key = exerciseKey(e.tree, e.search.trace, e.answer, options.algo);
  const windows = options.algo === 'alphabeta';
  const n = (v: number) => `$${texNumber(v)}$`;
  const head = [texText(words('keyNode')), texText(words('value')), ...(windows ? ['$\\alpha$', '$\\beta$'] : [])];
  const rows = key.nodes.map((node) => {
    const sign = node.certainty === 'atMost' ? '\\le ' : node.certainty === 'atLeast' ? '\\ge ' : '';
    const cells = node.visited
      ? [`$${sign}${texNumber(node.value)}$`, ...(windows ? [n(node.alpha), n(node.beta)] : [])]
      : [`\\multicolumn{${windows ? 3 : 1}}{l}{${texText(words('keyNotVisited'))}}`];
    return `${escape(node.id)} & ${cells.join(' & ')} \\\\`;
  });
  return [
    '\\smallskip',
    `{\\small ${texText(words('keyNodes'))}:}\\par`,
    `{\\small\\begin{tabular}{${'l'.repeat(head.length)}}`,
    `${head.join(' & ')} \\\\ \\hline`,
    ...rows,
    '\\end{tabular}}\\par',
  ];
}

/** The sheet and its key in Markdown: each tree in compact notation. */
export function exerciseMarkdown(set: Exercise[], options: ExerciseOptions, w: Words): string {
  const out = [`# ${w('sheetTitle')}`, '', heading(options, w), '', w(TASK[options.algo]), ''];
  set.forEach((e, k) => {
    out.push(`## ${w('exercise', { n: k + 1 })} (\`${e.id}\`)`, '', '```text', printCompact(e.tree), '```', '');
    for (const [label] of answerLines(null, options, w)) out.push(`- ${label}: ${w('blank')}`);
    out.push('');
  });
  out.push('---', '', `# ${w('keyTitle')}`, '');
  set.forEach((e, k) => {
    out.push(`## ${w('exercise', { n: k + 1 })} (\`${e.id}\`)`, '');
    for (const [label, value] of answerLines(e, options, w)) out.push(`- ${label}: ${value}`);
    out.push('');
  });
  return out.join('\n');
}

/** Prose for LaTeX: escaped, and the few characters T1 fonts lack written as commands. */
function texText(s: string): string {
  return escape(s, UNICODE);
}

const UNICODE: Record<string, string> = {
  α: '$\\alpha$',
  β: '$\\beta$',
  '·': '\\textperiodcentered{}',
  '—': '---',
  '’': "'",
  '∞': '$\\infty$',
  '≥': '$\\ge$',
  '≤': '$\\le$',
  '“': '``',
  '”': "''",
  '«': '\\guillemotleft{}',
  '»': '\\guillemotright{}',
};
