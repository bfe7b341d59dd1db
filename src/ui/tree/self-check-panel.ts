/**
 * The self-check panel the tree page shows: a field per inner node (and α,
 * β for alpha-beta), the marked children, the check button and its verdict.
 * The grading is src/app/self-check.ts's.
 */
import { html, nothing } from 'lit';
import { walkTree, type TreeNode } from '../../games/tree/tree.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say, sayer } from '../../i18n/say.ts';
import { windowKey, type Grade } from '../../app/self-check.ts';

/** What the self-check panel shows and where the student's input goes. */
export interface CheckState {
  tree: TreeNode;
  answers: Map<string, string>;
  marks: ReadonlySet<string>;
  graded: Grade | null;
  lang: Lang;
  /** Alpha-beta: α and β fields beside each value. */
  windows: boolean;
}

/** The self-check panel: a field per inner node (and α, β for alpha-beta), the marks, the check and its verdict. */
export function checkPanel(s: CheckState, answered: (answers: Map<string, string>) => void, check: () => void) {
  const L = sayer(s.lang);
  const inner = [...walkTree(s.tree)].filter((n) => n.kind !== 'leaf');
  const g = s.graded;
  const field = (key: string, label: string, hook: Record<string, string>) =>
    html`<input
      type="text"
      inputmode="decimal"
      size="5"
      aria-label=${label}
      data-answer=${hook.answer ?? nothing}
      data-window=${hook.window ?? nothing}
      .value=${s.answers.get(key) ?? ''}
      @input=${(e: Event) => answered(new Map(s.answers).set(key, (e.target as HTMLInputElement).value))}
    />`;
  return html`<section class="check" aria-label=${L('selfCheck')}>
    <p>${L('checkHelp')}</p>
    <div class="answers">
      ${inner.map((n) => {
        const name = n.id === '' ? L('root') : n.id;
        return html`<label class=${g === null ? '' : (g.nodes.get(n.id) ?? '')}>
          ${name} ${field(n.id, name, { answer: n.id })}
          ${
            s.windows
              ? html`<span class="window">α ${field(windowKey('α', n.id), `${name} α`, { window: `alpha:${n.id}` })} β ${field(windowKey('β', n.id), `${name} β`, { window: `beta:${n.id}` })}</span>`
              : nothing
          }
        </label>`;
      })}
    </div>
    <p>${L('marked')}: ${s.marks.size === 0 ? L('none') : [...s.marks].join(' ')}</p>
    <button type="button" data-action="check" @click=${check}>${L('checkAnswers')}</button>
    ${
      g === null
        ? nothing
        : html`<div class="verdict" data-verdict=${g.mistakes.length === 0 ? 'right' : 'wrong'} role="status">
          ${
            g.mistakes.length === 0
              ? html`<p class="ok">${L('allRight')}</p>`
              : html`<p class="wrong">${L('mistakes', { n: g.mistakes.length })}</p>
                <ul>
                  ${g.mistakes.map((m) => html`<li>${say(m, s.lang)}</li>`)}
                </ul>`
          }
        </div>`
    }
  </section>`;
}
