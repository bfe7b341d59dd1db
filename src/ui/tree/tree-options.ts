/**
 * The tree page's further options, as a template the page fills in: the
 * children's order, the tie rule, alpha-beta's root window, the depth limit,
 * self-check, the quiz and animations. Each change goes back to the page.
 */
import { html } from 'lit';
import { ROOT_WINDOWS, type RootWindow, type TieRule } from '../../search/search.ts';
import { ORDERINGS, type Ordering } from '../../search/ordering.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say, type Sayer } from '../../i18n/say.ts';

/** The options a search is run with (a change searches again). */
export interface SearchOptions {
  order: Ordering;
  tieRule: TieRule;
  rootWindow: RootWindow;
  /** '' (no limit) or a whole number, as the depth field holds it. */
  depth: string;
}

export interface OptionsView extends SearchOptions {
  /** The root window applies (alpha-beta runs). */
  windows: boolean;
  check: boolean;
  quiz: boolean;
  motion: boolean;
  lang: Lang;
}

export interface OptionsActions {
  option(changed: Partial<SearchOptions>): void;
  check(on: boolean): void;
  quiz(on: boolean): void;
  motion(on: boolean): void;
}

const value = (e: Event) => (e.target as HTMLSelectElement | HTMLInputElement).value;
const checked = (e: Event) => (e.target as HTMLInputElement).checked;

export function treeOptions(v: OptionsView, on: OptionsActions, L: Sayer) {
  return html`<section class="options more" aria-label=${L('moreOptions')}>
    <label>
      ${L('order')}
      <select data-field="order" .value=${v.order} @change=${(e: Event) => on.option({ order: value(e) as Ordering })}>
        ${ORDERINGS.map((o) => html`<option value=${o} ?selected=${v.order === o}>${L(o)}</option>`)}
      </select>
    </label>
    <label>
      ${L('tieRule')}
      <select data-field="tieRule" .value=${v.tieRule} @change=${(e: Event) => on.option({ tieRule: value(e) as TieRule })}>
        <option value="inclusive" ?selected=${v.tieRule === 'inclusive'}>${L('inclusive')}</option>
        <option value="strict" ?selected=${v.tieRule === 'strict'}>${L('strict')}</option>
      </select>
    </label>
    <label title=${L('rootWindowHint')}>
      ${L('rootWindow')}
      <select data-field="root" .value=${v.rootWindow} ?disabled=${!v.windows} @change=${(e: Event) => on.option({ rootWindow: value(e) as RootWindow })}>
        ${ROOT_WINDOWS.map((r) => html`<option value=${r} ?selected=${v.rootWindow === r}>${L(r === 'carried' ? 'rootCarried' : 'rootFullWindow')}</option>`)}
      </select>
    </label>
    <label>
      ${L('depth')}
      <input data-field="depth" type="number" min="0" placeholder=${L('unlimited')} .value=${v.depth} @change=${(e: Event) => on.option({ depth: value(e) })} />
    </label>
    <label class="toggle"><input type="checkbox" data-field="check" .checked=${v.check} @change=${(e: Event) => on.check(checked(e))} /> ${L('selfCheck')}</label>
    <label class="toggle" title=${say('quizHint', v.lang)}><input type="checkbox" data-field="quiz" .checked=${v.quiz} @change=${(e: Event) => on.quiz(checked(e))} /> ${say('quiz', v.lang)}</label>
    <label class="toggle"><input type="checkbox" data-field="motion" .checked=${v.motion} @change=${(e: Event) => on.motion(checked(e))} /> ${L('animations')}</label>
  </section>`;
}
