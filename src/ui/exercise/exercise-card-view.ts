/**
 * The templates of <exercise-card> (exercise-card.ts): the tree to fill in,
 * the editor of the chosen node, the tree's own fields (best move, leaves,
 * cuts), the checks and the answers shown on request, the score and the first
 * mistake explained by the narration of its step.
 */
import { html, nothing } from 'lit';
import type { Lang } from '../../i18n/lang.ts';
import { say, sayer, type MessageCode, type Sayer } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';
import { narrate } from '../../trace/narrate.ts';
import { printCompact } from '../../games/tree/notation.ts';
import type { Exercise } from '../../app/exercise.ts';
import { fieldKey, nodeFields, treeFields, type ExerciseKey, type FieldKey, type NodeField, type TreeField } from '../../app/exercise-grade.ts';
import { firstWrong, score, type Attempt } from '../../app/exercise-attempt.ts';
import { answerText, fieldName } from './exercise-figures.ts';
import { routeHash } from '../link/route.ts';

export interface CardView {
  exercise: Exercise;
  key: ExerciseKey;
  n: number;
  lang: Lang;
  attempt: Attempt;
  selected: string | null;
  asking: FieldKey | 'all' | null;
  /** Launched by an LMS (a SCORM package): no links to the tutor's other pages, which the package does not hold. */
  lms: boolean;
}

export interface CardActions {
  select(e: CustomEvent<{ id: string; edit: boolean; text?: string }>): void;
  type(field: FieldKey, text: string): void;
  checkNode(e: Event): void;
  checkAll(): void;
  next(): void;
  escape(e: KeyboardEvent): void;
  ask(what: FieldKey | 'all' | null): void;
  confirm(): void;
  /** A node named in the feedback chosen: the editor shows it. */
  choose(id: string): void;
}

const TREE_LABEL: Record<TreeField, MessageCode> = { action: 'answerAction', evaluated: 'answerEvaluated', pruned: 'answerPruned' };
const NODE_LABEL: Record<NodeField, string> = { value: '', alpha: 'α', beta: 'β' };

export function cardTemplate(v: CardView, a: CardActions) {
  const L: Sayer = sayer(v.lang);
  const { exercise: e, key } = v;
  return html`<h3>${L('exercise', { n: v.n })} <code>${e.id}</code></h3>
    <p class="how">${L(key.algo === 'alphabeta' ? 'howToWindows' : 'howToValues')}</p>
    <exercise-tree
      .tree=${e.tree}
      .key=${key}
      .attempt=${v.attempt}
      .selected=${v.selected}
      .lang=${v.lang}
      .label=${L('treeLabel', { n: v.n })}
      mode="answer"
      @node-select=${a.select}
    ></exercise-tree>
    <p class="legend">${L('legend')}</p>
    ${editor(v, a, L)}
    <form class="answer" @submit=${(ev: Event) => (ev.preventDefault(), a.checkAll())}>
      ${treeFields(key.algo).map((f) => treeField(v, a, f, L))}
    </form>
    <div class="actions">
      <button type="button" data-action="check" @click=${a.checkAll}>${L('checkAll')}</button>
      <button type="button" data-action="reveal-all" @click=${() => a.ask('all')}>${L('showAll')}</button>
      ${v.asking === 'all' ? confirmTemplate(L('showAllAsk', { n: v.n }), L('showAllYes'), a, L) : nothing}
    </div>
    ${feedback(v, a, L)}
    ${v.lms ? nothing : html`<a class="quiz-link" data-action="quiz" href=${routeHash('tree', { tree: printCompact(e.tree), algo: key.algo, quiz: 1 })}>${L('quizLink')}</a>`}`;
}

/** The chosen node's fields, under the tree; or how to choose one. */
function editor(v: CardView, a: CardActions, L: Sayer) {
  const node = v.key.nodes.find((n) => n.id === v.selected);
  if (node === undefined) return html`<p class="editor-empty" data-editor-empty>${L('editorEmpty')}</p>`;
  const name = say(msg(`node.${node.kind}` as 'node.max', { label: node.id }), v.lang);
  return html`<form class="node-editor" data-editor data-node=${node.id} aria-label=${L('editorTitle', { node: name })} @submit=${a.checkNode} @keydown=${a.escape}>
    <p class="editing"><strong>${name}</strong></p>
    <div class="node-fields">
      ${nodeFields(v.key.algo).map((f) => {
        const k = fieldKey(f, node.id);
        return html`<div class="field">
          <label
            >${f === 'value' ? L('value') : NODE_LABEL[f]}
            <input
              data-field=${f}
              data-node=${node.id}
              inputmode="text"
              autocomplete="off"
              size="5"
              aria-label=${fieldName(k, v.lang)}
              aria-invalid=${v.attempt.verdicts.get(k) === 'wrong' ? 'true' : 'false'}
              .value=${v.attempt.entries.get(k) ?? ''}
              @input=${(ev: Event) => a.type(k, (ev.target as HTMLInputElement).value)}
          /></label>
          ${verdictTemplate(v, k, a, L)}
        </div>`;
      })}
    </div>
    <div class="editor-actions">
      <button type="submit" data-action="check-node">${L('checkNode', { node: node.id })}</button>
      <button type="button" data-action="next-node" @click=${a.next}>${L('nextNode')}</button>
      <span class="hint">${L('editorHint')}</span>
    </div>
  </form>`;
}

function treeField(v: CardView, a: CardActions, f: TreeField, L: Sayer) {
  const given = v.attempt.entries.get(f) ?? '';
  const input =
    f === 'action'
      ? html`<select data-field=${f} aria-invalid=${v.attempt.verdicts.get(f) === 'wrong' ? 'true' : 'false'} @change=${(ev: Event) => a.type(f, (ev.target as HTMLSelectElement).value)}>
          <option value="" ?selected=${given === ''}></option>
          ${v.exercise.tree.children.map((c) => html`<option value=${c.id} ?selected=${given === c.id}>${c.id}</option>`)}
        </select>`
      : html`<input
          data-field=${f}
          inputmode="text"
          autocomplete="off"
          placeholder=${L('listHint')}
          aria-invalid=${v.attempt.verdicts.get(f) === 'wrong' ? 'true' : 'false'}
          .value=${given}
          @input=${(ev: Event) => a.type(f, (ev.target as HTMLInputElement).value)}
        />`;
  return html`<div class="field">
    <label>${L(TREE_LABEL[f])} ${input}</label>
    ${verdictTemplate(v, f, a, L)}
  </div>`;
}

/** A field's verdict in words and sign, its answer if shown, and the button to show it (confirmed). */
function verdictTemplate(v: CardView, k: FieldKey, a: CardActions, L: Sayer) {
  const verdict = v.attempt.verdicts.get(k);
  const tries = v.attempt.tries.get(k) ?? 0;
  const shown = v.attempt.revealed.has(k);
  return html`<span class="verdict-line">
    ${
      shown
        ? html`<span class="verdict" data-verdict="shown" data-for=${k}>${L('verdictShown', { answer: answerText(v.key, k, v.lang) })}</span>`
        : verdict === undefined
          ? nothing
          : html`<span class="verdict" data-verdict=${verdict} data-for=${k} role="status"
            >${verdict === 'ok' ? (tries > 1 ? L('verdictRightRetry', { n: tries }) : L('verdictRight')) : L('verdictWrong')}</span
          >`
    }
    ${
      shown || verdict === 'ok'
        ? nothing
        : v.asking === k
          ? confirmTemplate(L('showAnswerAsk', { field: fieldName(k, v.lang) }), L('showIt'), a, L)
          : html`<button type="button" class="reveal" data-action="reveal" data-for=${k} aria-label=${L('showAnswerOf', { field: fieldName(k, v.lang) })} @click=${() => a.ask(k)}>
            ${L('showAnswer')}
          </button>`
    }
  </span>`;
}

function confirmTemplate(question: string, yes: string, a: CardActions, L: Sayer) {
  return html`<span class="confirm" role="group" aria-label=${question}>
    <span>${question}</span>
    <button type="button" data-action="confirm" @click=${a.confirm}>${yes}</button>
    <button type="button" data-action="keep-trying" @click=${() => a.ask(null)}>${L('keepTrying')}</button>
  </span>`;
}

/** The score, the fields to correct, and the first mistake explained by its step's narration. */
function feedback(v: CardView, a: CardActions, L: Sayer) {
  const s = score(v.attempt, v.key);
  const checked = s.right + s.wrong + s.shown > 0;
  const wrong = [...v.attempt.verdicts].filter(([, x]) => x === 'wrong').map(([k]) => k);
  const first = firstWrong(v.attempt, v.key);
  const step = first === null ? 0 : first.event + 1;
  const link = routeHash('tree', { tree: printCompact(v.exercise.tree), algo: v.key.algo, step });
  return html`<div class="feedback" role="status" aria-live="polite">
    ${
      checked
        ? html`<p class="score" data-score=${s.right} data-wrong=${s.wrong} data-shown=${s.shown} data-todo=${s.todo}>${L('scoreLine', { ...s })}</p>`
        : nothing
    }
    ${
      wrong.length === 0
        ? checked && s.todo === 0 && s.shown === 0
          ? html`<p class="all-right" data-all-right>${L('allRight')}</p>`
          : nothing
        : html`<p class="to-correct">
          ${L('toCorrect')}
          ${wrong.map((k) => {
            const node = k.includes(':') ? k.slice(k.indexOf(':') + 1) : null;
            return node === null
              ? html`<span class="wrong-field">✗ ${fieldName(k, v.lang)}</span> `
              : html`<button type="button" class="wrong-field" data-action="choose" data-for=${k} @click=${() => a.choose(node)}>✗ ${fieldName(k, v.lang)}</button> `;
          })}
        </p>`
    }
    ${
      first === null
        ? nothing
        : html`<div class="first-mistake" data-first-mistake data-for=${first.field} data-step=${step}>
          <p>${L('firstMistake', { field: fieldName(first.field, v.lang) })}</p>
          <details>
            <summary data-action="explain">${L('explainWhy', { step })}</summary>
            <p class="explain" data-explain>${L('explainStep', { step, narration: say(narrate(v.key.trace, first.event), v.lang) })}</p>
            ${v.lms ? nothing : html`<a href=${link} data-action="explain-step">${L('explainLink', { step })}</a>`}
          </details>
        </div>`
    }
  </div>`;
}
