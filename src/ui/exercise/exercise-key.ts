/**
 * The key of one exercise on the page and in print (issue 24): the tree
 * solved — every inner node's value (a bound where it is one), α and β as it
 * returns, the cuts and the best move (<exercise-tree mode="key">) — the
 * same in a table, node by node, and the answers to the tree's own fields.
 *
 * Hooks: `[data-key-exercise]`, `[data-answer]` (value, action, evaluated,
 * pruned), `tr[data-key-node]` with `data-value`, `data-alpha`, `data-beta`.
 */
import { html, nothing } from 'lit';
import type { Lang } from '../../i18n/lang.ts';
import { formatNumber as f } from '../../i18n/lang.ts';
import { say, sayer, type MessageCode } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';
import type { Exercise, ExerciseAlgorithm } from '../../app/exercise.ts';
import { fieldKey, treeFields, type TreeField } from '../../app/exercise-grade.ts';
import { answerText } from './exercise-figures.ts';
import { keyOf } from './exercise-keys.ts';
import './exercise-tree.ts';

const LABEL: Record<TreeField | 'value', MessageCode> = { value: 'answerValue', action: 'answerAction', evaluated: 'answerEvaluated', pruned: 'answerPruned' };

export function keyTemplate(e: Exercise, n: number, algo: ExerciseAlgorithm, lang: Lang) {
  const L = sayer(lang);
  const key = keyOf(e, algo);
  const windows = algo === 'alphabeta';
  return html`<li class="exercise" data-key-exercise=${e.id}>
    <h3>${L('exercise', { n })} <code>${e.id}</code></h3>
    <exercise-tree .tree=${e.tree} .key=${key} .lang=${lang} .label=${L('keyTreeLabel', { n })} mode="key"></exercise-tree>
    <div class="key-answers">
      <dl>
        <div><dt>${L(LABEL.value)}</dt><dd data-answer="value">${f(e.answer.value)}</dd></div>
        ${treeFields(algo).map((t) => html`<div><dt>${L(LABEL[t])}</dt><dd data-answer=${t}>${answerText(key, t, lang)}</dd></div>`)}
      </dl>
      <table class="key-nodes">
        <caption>
          ${L('keyNodes')}
        </caption>
        <thead>
          <tr>
            <th scope="col">${L('keyNode')}</th>
            <th scope="col">${L('value')}</th>
            ${windows ? html`<th scope="col">α</th><th scope="col">β</th>` : nothing}
          </tr>
        </thead>
        <tbody>
          ${key.nodes.map(
            (node) =>
              html`<tr data-key-node=${node.id} data-value=${node.visited ? String(node.value) : nothing} data-alpha=${windows && node.visited ? String(node.alpha) : nothing} data-beta=${windows && node.visited ? String(node.beta) : nothing}>
                <th scope="row">${say(msg(`node.${node.kind}` as 'node.max', { label: node.id }), lang)}</th>
                ${
                  node.visited
                    ? html`<td>${answerText(key, fieldKey('value', node.id), lang)}</td>
                      ${windows ? html`<td>${answerText(key, fieldKey('alpha', node.id), lang)}</td><td>${answerText(key, fieldKey('beta', node.id), lang)}</td>` : nothing}`
                    : html`<td colspan=${windows ? 3 : 1}>${L('keyNotVisited')}</td>`
                }
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
  </li>`;
}
