/**
 * `#/code`'s verdict (issue 37), as templates: the status line
 * (`[data-code-status]` with `data-status`), the verdict
 * (`[data-code-verdict]` with `data-passed`), the code's own error first
 * with its line (a button takes the editor there), the first divergence
 * (`[data-divergence]` with `data-node-id`) explained in the narration's
 * words, and the test set's trees, each passed or failed in words and a
 * button that shows its trees. Nothing by colour alone: every state is said.
 */
import { html, nothing } from 'lit';
import type { Lang } from '../../i18n/lang.ts';
import { say, sayer } from '../../i18n/say.ts';
import type { StudentError, TreeVerdict } from '../../student/contract.ts';
import { TIME_LIMIT_MS, type RunResult } from './code-run.ts';
import type { SandboxProgress } from './sandbox/index.ts';

export type CodeStatus = 'idle' | 'loading' | 'running' | 'done' | 'error' | 'stopped';

const MB = (bytes: number): string => (bytes / 1e6).toFixed(1);

/** The status line: what is happening, or what happened. */
export function statusLine(status: CodeStatus, progress: SandboxProgress | null, run: RunResult | null, failure: string | null, lang: Lang) {
  const L = sayer(lang);
  let text: string;
  if (failure !== null) text = L('statusFailed', { reason: failure });
  else if (status === 'loading' && progress?.phase === 'loading')
    text =
      progress.total > 0
        ? L('statusLoading', { loaded: MB(progress.loaded), total: MB(progress.total) })
        : L('statusLoadingUnknown', { loaded: MB(progress.loaded) });
  else if (status === 'loading') text = L('statusStarting');
  else if (status === 'running')
    text = L('statusRunning', { done: progress?.phase === 'running' ? progress.done + 1 : 1, total: progress?.phase === 'running' ? progress.total : 1 });
  else if (status === 'stopped') text = L('statusStopped');
  else if (status === 'error') text = L('statusError');
  else if (status === 'done' && run !== null)
    text = run.results.length === 1 ? L('statusDoneOne', { ms: Math.round(run.ms) }) : L('statusDone', { total: run.results.length, ms: Math.round(run.ms) });
  else text = L('statusIdle');
  // What came of it, in the same words a screen reader hears (the status is its live region): the verdict, or the error.
  if (run !== null && (status === 'done' || status === 'error' || status === 'stopped')) text += ` ${summary(run, lang)}`;
  const busy = status === 'loading' || status === 'running';
  return html`<p class="code-status" role="status" data-code-status data-status=${status} aria-busy=${busy ? 'true' : 'false'}>${text}</p>`;
}

/** The run in a sentence: how many trees passed, or the one tree's verdict, or the file's error with its line. */
function summary(run: RunResult, lang: Lang): string {
  const L = sayer(lang);
  const e = run.prepared ?? (run.results.length === 1 ? run.results[0]!.verdict.error : null);
  if (e !== null)
    return `${e.kind === 'timeout' ? L('timeoutText', { ms: TIME_LIMIT_MS }) : e.message}${e.line === undefined ? '' : ` (${L('errorAt', { line: e.line })})`}`;
  if (run.results.length === 1) {
    const v = run.results[0]!.verdict;
    // The divergence said with the verdict: a screen reader hears why, not only that.
    const why = v.divergence === null ? '' : ` ${L('firstDivergence', { step: v.divergence.index + 1 })}: ${say(v.divergence.explanation, lang)}`;
    return `${v.passed ? L('verdictPassed') : L('verdictFailed')}${why}`;
  }
  return L('testsPassed', { passed: run.results.filter((r) => r.verdict.passed).length, total: run.results.length });
}

/** An error of the student's code: its kind in words, the message as the code raised it, the line (a button to it). */
export function errorBox(e: StudentError, lang: Lang, goTo: (line: number) => void) {
  const L = sayer(lang);
  const kind = e.kind === 'timeout' ? L('errorTimeout') : e.kind === 'calls' ? L('errorCalls') : e.kind === 'refused' ? L('errorRefused') : L('errorException');
  return html`<div class="code-error" data-code-error data-kind=${e.kind} data-line=${e.line ?? nothing}>
    <p>
      <strong>${kind}${e.line === undefined ? '' : ` · ${L('errorAt', { line: e.line })}`}</strong>
    </p>
    <pre>${e.kind === 'timeout' ? L('timeoutText', { ms: TIME_LIMIT_MS }) : e.message}</pre>
    ${e.line === undefined ? nothing : html`<button type="button" data-action="error-line" @click=${() => goTo(e.line!)}>${L('errorGoTo', { line: e.line })}</button>`}
  </div>`;
}

/** One tree's verdict: passed or not, the action, the first divergence. */
export function verdictBox(v: TreeVerdict, divergenceStep: number | null, lang: Lang, show: () => void, goTo: (line: number) => void) {
  const L = sayer(lang);
  const d = v.divergence;
  const headline = v.error !== null ? L('verdictError') : v.passed ? L('verdictPassed') : L('verdictFailed');
  return html`<div class="code-verdict ${v.passed ? 'passed' : 'failed'}" data-code-verdict data-passed=${v.passed ? 'true' : 'false'}>
    <p class="headline"><strong>${headline}</strong></p>
    ${v.error === null ? nothing : errorBox(v.error, lang, goTo)}
    ${
      v.error !== null
        ? nothing
        : html`<p data-action-line>${L('actionLine', { got: v.action.got ?? L('answerNone'), expected: v.action.expected ?? L('answerNone') })}</p>`
    }
    ${
      d === null
        ? nothing
        : html`<div class="divergence" data-divergence data-node-id=${d.node} data-index=${d.index}>
            <p><strong>${L('firstDivergence', { step: divergenceStep ?? d.index + 1 })}</strong></p>
            <p data-explanation>${say(d.explanation, lang)}</p>
            <button type="button" data-action="show-divergence" @click=${show}>${L('goToDivergence')}</button>
          </div>`
    }
  </div>`;
}

/** Under the editor: the file's own error, or the tree's verdict. */
export function resultSection(
  run: RunResult | null,
  verdict: TreeVerdict | null,
  divergenceStep: number | null,
  lang: Lang,
  show: () => void,
  goTo: (line: number) => void,
) {
  return html`<section class="code-result" aria-label=${sayer(lang)('codeVerdict')}>
    ${run?.prepared ? html`<div class="code-verdict failed" data-code-verdict data-passed="false">${errorBox(run.prepared, lang, goTo)}</div>` : nothing}
    ${verdict === null ? nothing : verdictBox(verdict, divergenceStep, lang, show, goTo)}
  </section>`;
}

/** The test set: each tree passed, failed or in error (in words), a button showing it. */
export function testList(run: RunResult, selected: number, lang: Lang, pick: (i: number) => void) {
  const L = sayer(lang);
  const passed = run.results.filter((r) => r.verdict.passed).length;
  return html`<section class="code-tests" data-code-tests aria-labelledby="code-tests-heading">
    <h3 id="code-tests-heading">${L('testSet')}: ${L('testsPassed', { passed, total: run.results.length })}</h3>
    <ol>
      ${run.results.map((r, i) => {
        const state = r.verdict.error !== null ? 'error' : r.verdict.passed ? 'passed' : 'failed';
        const word = state === 'error' ? L('treeErrored') : state === 'passed' ? L('treePassed') : L('treeFailed');
        return html`<li data-tree=${r.name} data-passed=${r.verdict.passed ? 'true' : 'false'} class=${state}>
          <button type="button" aria-pressed=${i === selected ? 'true' : 'false'} @click=${() => pick(i)}>
            <span class="mark" aria-hidden="true">${state === 'passed' ? '✓' : '✗'}</span> ${r.name}: ${word}
          </button>
        </li>`;
      })}
    </ol>
  </section>`;
}
