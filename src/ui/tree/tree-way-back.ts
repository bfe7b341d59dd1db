/**
 * The tree page's way back (issue 39): *Generate* and an example chosen
 * replace the tree shown. When that tree is the user's own — typed, a leaf
 * edited, generated, a link's: anything but an example as it comes — it is
 * put aside first: its text byte for byte, the text of the tree drawn from
 * it (the last good one, when the text does not parse) and the step. A
 * status says so, with *Undo*, the next tab stop after the control used (the
 * example list, or *Generate*). *Undo* shows the tree again; the tree it
 * replaces is put aside in turn when it is the user's own (*Undo* again
 * brings that one back). An example replacing an example loses nothing: what
 * was put aside stays, until a tree of the user's own is replaced.
 *
 * Hooks: `[data-way-back]` (a `role="status"` region; two on the page, after
 * the options and after the random tree's form, the one by the control used
 * speaks), the notice `[data-put-aside="tree"]` with
 * `data-action="undo-replace"`, and `[data-brought-back="tree"]` once a tree
 * is back.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { Lang } from '../../i18n/lang.ts';
import { sayer } from '../../i18n/say.ts';
import { FIXTURES } from '../link/fixtures.ts';
import '../widgets/notice-action.css';
import './tree-way-back.css';

/** A tree as the page shows it. */
export interface TreeShown {
  /** The example's name, or '' for a tree of the user's own. */
  fixture: string;
  /** The editor's text, as it is. */
  text: string;
  /** The text of the tree drawn: `text`, or the last good one when `text` does not parse (null: none yet). */
  drawn: string | null;
  step: number;
}

/** The control that replaced the tree: the example list, or the random tree's *Generate*. */
export type Replacer = 'example' | 'random';

/** Whether a tree shown is the user's own: anything but an example as it comes. */
export function ownTree(t: Pick<TreeShown, 'fixture' | 'text'>): boolean {
  return FIXTURES.find((f) => f.name === t.fixture)?.tree !== t.text;
}

/** The control the focus goes back to when its Undo goes. */
const CONTROL: Record<Replacer, string> = { example: '[data-field=fixture]', random: '[data-action=generate]' };

/** What the way back asks of the page. */
export interface TreeHost extends ReactiveControllerHost, HTMLElement {
  /** The tree shown. */
  readonly shownTree: TreeShown;
  /** Searches and shows `text` (the example `fixture`'s, or '') from `step`; resolves once shown (or refused). */
  showTree(fixture: string, text: string, step?: number): Promise<void>;
}

export class TreeWayBack {
  /** The tree put aside, if any. */
  private aside: TreeShown | null = null;
  /** What the status says, by the control used: a tree put aside, or a tree back (and another put aside or not). */
  private said: { by: Replacer; back: boolean } | null = null;

  constructor(private readonly host: TreeHost) {}

  /** Shows `text` (the example `fixture`'s, or a random tree's) in place of the tree shown, put aside first when it is the user's own. */
  replace(by: Replacer, fixture: string, text: string): Promise<void> {
    const shown = this.host.shownTree;
    if (ownTree(shown)) {
      this.aside = { ...shown };
      this.said = { by, back: false };
    } else if (this.aside === null) this.said = null;
    return this.host.showTree(fixture, text);
  }

  /**
   * *Undo*: the tree put aside shown again, its text as it was, at its step
   * (when that text does not parse, the tree drawn then is shown first, as
   * it was); the tree it replaces is put aside in turn when it is the user's
   * own. When *Undo* goes, the focus goes back to the control that replaced
   * the tree.
   */
  async undo(): Promise<void> {
    const back = this.aside;
    const said = this.said;
    if (back === null || said === null) return;
    const shown = this.host.shownTree;
    this.aside = ownTree(shown) ? { ...shown } : null;
    this.said = { by: said.by, back: true };
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      const active = document.activeElement;
      if (active === null || active === document.body || !active.isConnected) this.host.querySelector<HTMLElement>(CONTROL[said.by])?.focus();
    });
    const drawnFirst = back.drawn !== null && back.drawn !== back.text;
    if (drawnFirst) await this.host.showTree('', back.drawn!, back.step);
    await this.host.showTree(back.fixture, back.text, back.step);
  }

  /** The status by `at` (the example list's, or the random tree's): empty unless that control replaced the tree last. */
  render(at: Replacer, lang: Lang) {
    const s = this.said;
    return html`<div class="way-back" data-way-back=${at} role="status">${s === null || s.by !== at ? nothing : this.notice(s.back, lang)}</div>`;
  }

  private notice(back: boolean, lang: Lang) {
    const L = sayer(lang);
    const aside = this.aside !== null;
    const text = back ? L(aside ? 'treeBackAside' : 'treeBack') : L('treeAside');
    return html`<p class="notices" data-put-aside=${aside ? 'tree' : nothing} data-brought-back=${back ? 'tree' : nothing}>
      ${text}
      ${aside ? html`<button type="button" class="notice-action" data-action="undo-replace" @click=${() => void this.undo()}>${L('undo')}</button>` : nothing}
    </p>`;
  }
}
