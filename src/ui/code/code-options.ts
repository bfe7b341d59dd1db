/**
 * `#/code`'s options, as a template the page fills in: the style, the
 * algorithm, the tie rule, the tree (a textbook tree by name, one typed in
 * compact notation or JSON — a text that is not a tree is said with its
 * line and column, and the tree shown stays — or a random one).
 */
import { html, nothing } from 'lit';
import type { Lang } from '../../i18n/lang.ts';
import { say, sayer } from '../../i18n/say.ts';
import { algorithmName } from '../../i18n/search.ts';
import { parseTree } from '../../games/tree/parse.ts';
import { printCompact } from '../../games/tree/notation.ts';
import { randomTree } from '../../games/tree/random.ts';
import { treeParseError } from '../../app/reply.ts';
import { STUDENT_ALGOS, STYLES, type Style, type StudentAlgo, type StudentTieRule } from '../../student/contract.ts';
import { defaultTie } from '../../student/plan.ts';
import { FIXTURES } from '../link/fixtures.ts';
import { codeFixture, type CodeParams } from '../link/code-params.ts';

const STYLE_LABEL = { cs188: 'styleCs188', aima: 'styleAima', js: 'styleJs' } as const;

export interface CodeOptionsView {
  shown: CodeParams;
  lang: Lang;
  /** Why the tree last typed is not one (the tree shown stays), or ''. */
  treeError: string;
  go: (change: Partial<CodeParams>) => void;
  onTreeError: (error: string) => void;
}

const value = (e: Event): string => (e.target as HTMLSelectElement).value;

/** A random tree for the style and algorithm (a new seed each time), in compact notation. */
export function randomTreeText(style: Style, algo: StudentAlgo): string {
  const seed = (Math.random() * 2 ** 32) >>> 0;
  const levels =
    algo !== 'expectiminimax' ? undefined : style === 'cs188' ? (['max', 'chance', 'max', 'chance'] as const) : (['max', 'chance', 'min', 'chance'] as const);
  const tree = randomTree({
    branching: [3],
    depth: 3,
    ragged: true,
    fewest: 2,
    min: 0,
    max: 20,
    seed,
    ...(levels === undefined ? {} : { levels: [...levels], uniform: style === 'cs188' }),
  });
  return printCompact(tree);
}

export function codeOptions(o: CodeOptionsView) {
  const v = o.shown;
  const L = sayer(o.lang);
  const pickAlgo = (algo: StudentAlgo) => {
    const fixture = codeFixture(algo);
    o.go({ algo, fixture, text: FIXTURES.find((f) => f.name === fixture)?.tree ?? v.text });
  };
  const pickFixture = (name: string) => {
    const f = FIXTURES.find((x) => x.name === name);
    if (f !== undefined) o.go({ fixture: f.name, text: f.tree });
  };
  const typed = (e: Event) => {
    const text = ((e.target as HTMLElement).closest('details')!.querySelector('textarea') as HTMLTextAreaElement).value;
    const r = parseTree(text);
    if (!r.ok) return o.onTreeError(say(treeParseError(r.error), o.lang));
    o.onTreeError('');
    o.go({ fixture: '', text });
  };
  return html`<div class="options code-options">
      <label>
        ${L('codeStyle')}
        <select data-field="style" @change=${(e: Event) => o.go({ style: value(e) as Style, tie: defaultTie(value(e) as Style) })}>
          ${STYLES.map((s) => html`<option value=${s} ?selected=${s === v.style}>${L(STYLE_LABEL[s])}</option>`)}
        </select>
      </label>
      <label>
        ${L('codeAlgorithm')}
        <select data-field="algo" @change=${(e: Event) => pickAlgo(value(e) as StudentAlgo)}>
          ${STUDENT_ALGOS.map(
            (a) =>
              html`<option value=${a} ?selected=${a === v.algo}>${algorithmName(a === 'expectiminimax' && v.style === 'cs188' ? 'expectimax' : a, o.lang)}</option>`,
          )}
        </select>
      </label>
      <label>
        ${L('codeTie')}
        <select data-field="tie" @change=${(e: Event) => o.go({ tie: value(e) as StudentTieRule })}>
          <option value="cs188" ?selected=${v.tie === 'cs188'}>${L('tieCs188')}</option>
          <option value="aima" ?selected=${v.tie === 'aima'}>${L('tieAima')}</option>
        </select>
      </label>
      <label>
        ${L('codeTree')}
        <select data-field="fixture" @change=${(e: Event) => pickFixture(value(e))}>
          ${FIXTURES.map((f) => html`<option value=${f.name} ?selected=${f.name === v.fixture}>${f.title[o.lang]}</option>`)}
          ${v.fixture === '' ? html`<option value="" selected>${L('custom')}</option>` : nothing}
        </select>
      </label>
      <button type="button" data-action="random-tree" @click=${() => o.go({ fixture: '', text: randomTreeText(v.style, v.algo) })}>${L('codeRandomTree')}</button>
    </div>
    <details class="code-tree-text" ?open=${v.fixture === '' || o.treeError !== ''}>
      <summary>${L('codeTreeText')}</summary>
      <label class="wide">
        ${L('tree')}
        <textarea data-field="tree" rows="3" spellcheck="false" aria-invalid=${o.treeError === '' ? 'false' : 'true'} .value=${v.text}></textarea>
      </label>
      <small>${L('treeHelp')}</small>
      ${o.treeError === '' ? nothing : html`<p class="error" role="alert" data-tree-error>${o.treeError}</p>`}
      <button type="button" data-action="use-tree" @click=${typed}>${L('codeUseTree')}</button>
    </details>`;
}
