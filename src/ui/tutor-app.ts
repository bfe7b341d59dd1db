/**
 * <tutor-app>: the page's shell — title, navigation, language switch — and
 * the page of the current hash route. The language starts from the
 * browser's and is remembered; a link's `lang=en|es` takes precedence, and
 * is kept in the links the pages write while it is set.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { LANGS, pickLang, type Lang } from '../i18n/lang.ts';
import { say, sayer, type MessageCode } from '../i18n/say.ts';
import { APP_WIDE_PARAMS, parseRoute, replaceHash, routeHash, setEmbedding, setLinkLang, setPresenting, type Route } from './link/route.ts';
import { readAppParams, type AppParams } from './link/params.ts';
import { NO_PARAM_PAGES } from './link/codec.ts';
import type { Notice } from './link/param-reader.ts';
import { renderNotices } from './widgets/notices.ts';
import { LANG_KEY, checkStoredSettings, store } from './platform/stored.ts';
import type { Page } from './link/route.ts';
import { roveKey } from './widgets/roving.ts';
import { embedQuery, readEmbedParams } from './link/embed-params.ts';
import { EmbedPlayback } from './shell/embed.ts';
import { reloadForCode } from './shell/page-code.ts';
import { inSteps, ownTask } from './platform/next-task.ts';
// The accessibility statement, shipped beside the app (docs/accessibility.md; linked from the footer).
import statementUrl from '../../docs/accessibility.md?url';

/**
 * Each page's code, loaded when its route is first shown: the app starts with
 * the shell alone (a short first task), and a page's element upgrades when
 * its module arrives. A page's big parts load first, each in a task of its
 * own, so that no task passes 50 ms on a cold start: the 2048 engine (its move
 * and heuristic tables take 30-40 ms to build) and the trace viewer (the
 * largest code to compile); the page's first render then has a task to itself.
 */
const engine = inSteps(
  () => import('../games/g2048/board.ts'),
  () => import('../games/g2048/evaluate.ts'),
);
const viewer = () => import('./viewer/index.ts');

const PAGE_CODE: Record<Page, () => Promise<unknown>> = {
  trees: () => import('./gallery-page.ts'),
  tree: inSteps(viewer, () => import('./tree-page.ts')),
  compare: inSteps(viewer, () => import('./compare-page.ts')),
  '2048': inSteps(engine, viewer, () => import('./g2048-page.ts')),
  replay: inSteps(engine, viewer, () => import('./replay-page.ts')),
  experiments: inSteps(engine, () => import('./experiments-page.ts')),
  tictactoe: inSteps(viewer, () => import('./board-game-page.ts')),
  connect4: inSteps(viewer, () => import('./board-game-page.ts')),
  exercise: inSteps(viewer, () => import('./exercise-page.ts')),
  ladder: inSteps(viewer, () => import('./ladder-page.ts')),
  code: inSteps(viewer, () => import('./code-page.ts')),
};

/** What a page is given: the language, the link's parameters, and whether it is presented (`present=1`). */
interface PageInputs {
  lang: Lang;
  params: URLSearchParams;
  present: boolean;
}

/** Each route's page element, given what the app knows: one row a route (the board games share a page). */
const PAGE_VIEW: Record<Page, (p: PageInputs) => TemplateResult> = {
  trees: (p) => html`<gallery-page .lang=${p.lang}></gallery-page>`,
  tree: (p) => html`<tree-page .lang=${p.lang} .params=${p.params} .present=${p.present}></tree-page>`,
  compare: (p) => html`<compare-page .lang=${p.lang} .params=${p.params} .present=${p.present}></compare-page>`,
  '2048': (p) => html`<g2048-page .lang=${p.lang} .params=${p.params} .present=${p.present}></g2048-page>`,
  replay: (p) => html`<replay-page .lang=${p.lang}></replay-page>`,
  experiments: (p) => html`<experiments-page .lang=${p.lang}></experiments-page>`,
  tictactoe: (p) => html`<board-game-page .lang=${p.lang} .game=${'tictactoe'} .params=${p.params} .present=${p.present}></board-game-page>`,
  connect4: (p) => html`<board-game-page .lang=${p.lang} .game=${'connect4'} .params=${p.params} .present=${p.present}></board-game-page>`,
  exercise: (p) => html`<exercise-page .lang=${p.lang} .params=${p.params}></exercise-page>`,
  ladder: (p) => html`<ladder-page .lang=${p.lang} .params=${p.params} .present=${p.present}></ladder-page>`,
  code: (p) => html`<code-page .lang=${p.lang} .params=${p.params} .present=${p.present}></code-page>`,
};

export class TutorApp extends LitElement {
  /** Light DOM: the page's stylesheet (styles.css) styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  @state() override lang: Lang;
  @state() route: Route = parseRoute(location.hash);
  /** Presentation mode (`present=1` on any route): a projector's sizes and contrast, the page's search filling the screen (the viewer with the board, the quiz or the other viewers beside it). */
  @state() present!: boolean;
  /** Embedded (`embed=1`, embed-params.ts): the page alone in another page's iframe, presented, without title, navigation or footer. */
  @state() embed: boolean = false;
  /** The link's speed, autoplay and steps, applied to the viewers (embed.ts). */
  private readonly playback = new EmbedPlayback(this);
  /** What the app could not use: the page's name, `present`, the settings kept in the browser. */
  @state() notices: Notice[] = [];
  /** The kept settings' notices, shown until dismissed (the link's are replaced on each navigation). */
  private storedNotices: Notice[] = [];
  /** The language kept in the browser (else the browser's own): the page's when the link does not say. */
  private keptLang: Lang;
  /** The language the link asks for (`lang=`), kept in the links the pages write; undefined: none. */
  private linkLang: Lang | undefined;

  constructor() {
    super();
    const stored = checkStoredSettings(pickLang(navigator.languages));
    this.keptLang = stored.lang;
    this.lang = stored.lang;
    this.storedNotices = stored.notices;
    this.present = this.readApp(this.route);
  }

  /**
   * `present`, `lang` and the page's name from the hash: the mode, the
   * language (the link's, else the kept one), and a notice for each that
   * could not be used; the URL is then rewritten to what is shown (the
   * page's own parameters are the page's to check).
   */
  private readApp(route: Route): boolean {
    const read = readAppParams(location.hash, route.params);
    const embed = readEmbedParams(route.params);
    // Embedded, what the browser keeps is no matter (a frame from another site is often refused storage): the link's notices only.
    this.notices = [...(embed.values.embed ? [] : this.storedNotices), ...read.notices, ...embed.notices];
    this.useLinkLang(read.values);
    setPresenting(read.values.present);
    setEmbedding(embedQuery(embed.values));
    this.playback.set(embed.values);
    this.embed = embed.values.embed;
    if (read.notices.length + embed.notices.length > 0) {
      // The page's own parameters are kept for it to read; a page with none (the gallery, the replay, the experiments) keeps none.
      const params: Record<string, string> = {};
      const own = !(NO_PARAM_PAGES as readonly Page[]).includes(route.page);
      for (const [k, v] of route.params) if (own && !APP_WIDE_PARAMS.includes(k)) params[k] ??= v;
      history.replaceState(null, '', routeHash(route.page, params));
    }
    // Embedded, the page takes its presented layout (the frame is its stage), without writing present=1 into its links.
    return read.values.present || embed.values.embed;
  }

  /** The link's language, if it gives one (it takes precedence over the kept one, and is not kept: a shared link changes no one's setting). */
  private useLinkLang(values: AppParams): void {
    this.linkLang = values.lang;
    setLinkLang(values.lang ?? null);
    this.lang = values.lang ?? this.keptLang;
  }

  private readonly onHash = (e: HashChangeEvent): void => {
    const next = parseRoute(location.hash);
    const before = parseRoute(new URL(e.oldURL).hash);
    this.present = this.readApp(next);
    // Pages write their own state (the step) with replaceState, which fires no hashchange: this is a
    // navigation (a link, an edited address), and the page re-reads it — unless only the mode changed.
    if (next.page !== before.page || !sameParams(next.params, before.params)) this.route = next;
    this.navAt = null;
  };

  /** The viewer's presentation button: the mode in the URL, and full screen where the browser allows it. */
  private readonly onPresent = (): void => {
    if (!this.embed) this.setPresent(!this.present);
  };

  /** Esc leaves the mode wherever the focus is (in the viewer, in the quiz's fields), and full screen with it. */
  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape' && this.present && !this.embed) this.setPresent(false);
  };

  /** Whether the mode is in full screen (the Present button asked for it). */
  private fullScreened = false;

  /**
   * Full screen left while presenting (the browser takes Esc to leave full
   * screen, and the page never sees the key): the mode is left with it, so
   * one Esc leaves both.
   */
  private readonly onFullscreen = (): void => {
    if (document.fullscreenElement !== null) {
      this.fullScreened = this.present;
      return;
    }
    const was = this.fullScreened;
    this.fullScreened = false;
    if (was && this.present && !this.embed) this.setPresent(false);
  };

  private setPresent(on: boolean): void {
    this.present = on;
    setPresenting(on);
    // What the page shows now (it writes its state, the step, into the URL), with the mode on or off;
    // through the pages' own writer, so a write of theirs still pending cannot bring the mode back.
    const params = parseRoute(location.hash).params;
    if (on) params.set('present', '1');
    else params.delete('present');
    const query = params.toString();
    replaceHash(`#/${this.route.page}${query === '' ? '' : `?${query}`}`);
    this.route = { page: this.route.page, params: this.route.params };
    if (on) void document.documentElement.requestFullscreen?.().catch(() => undefined);
    else if (document.fullscreenElement !== null) void document.exitFullscreen().catch(() => undefined);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHash);
    window.addEventListener('keydown', this.onKey);
    document.addEventListener('fullscreenchange', this.onFullscreen);
    this.addEventListener('present-toggle', this.onPresent);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHash);
    window.removeEventListener('keydown', this.onKey);
    document.removeEventListener('fullscreenchange', this.onFullscreen);
    this.removeEventListener('present-toggle', this.onPresent);
  }

  override updated(): void {
    document.documentElement.lang = this.lang;
    document.documentElement.classList.toggle('present', this.present);
    document.title = say('title', this.lang);
  }

  /** A language button: the page's language, kept in the browser; while the link names one, the link names this one. */
  private setLang(lang: Lang): void {
    this.lang = lang;
    this.keptLang = lang;
    store(LANG_KEY, lang);
    if (this.linkLang === undefined) return;
    this.linkLang = lang;
    setLinkLang(lang);
    const params = parseRoute(location.hash).params;
    params.set('lang', lang);
    replaceHash(`#/${this.route.page}?${params.toString()}`);
  }

  /** The navigation's tab stop: the link last moved to with the arrows, else the current page's. */
  private navAt: number | null = null;
  private navStop(page: Page): number {
    return (
      this.navAt ??
      Math.max(
        0,
        NAV.findIndex(([p]) => current(p, page)),
      )
    );
  }

  /**
   * A group that is one tab stop (the navigation, a menubar; the languages, a
   * radio group): the arrows, Home and End move the focus within it, and in
   * the radio group choose too.
   */
  private rove(e: KeyboardEvent, items: string, choose = false): void {
    const all = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(items)];
    const next = roveKey(e.key, Math.max(0, all.indexOf(e.target as HTMLElement)), all.length);
    const to = next === null ? undefined : all[next];
    if (next === null || to === undefined) return;
    e.preventDefault();
    if (choose) to.click();
    else {
      this.navAt = next;
      for (const el of all) el.tabIndex = el === to ? 0 : -1;
    }
    void this.updateComplete.then(() => to.focus());
  }

  /** The page whose code could not be loaded (said on the page), after one reload to fetch it (shell/page-code.ts). */
  @state() private codeFailed: Page | null = null;

  /** A page's address in the navigation, with the link's language while it names one. */
  private navHref(page: Page): string {
    return this.linkLang === undefined ? `#/${page}` : `#/${page}?lang=${this.linkLang}`;
  }

  /** The pages whose code has loaded: each is drawn from then on (its first render a task of its own); and those loading. */
  @state() private loaded: ReadonlySet<Page> = new Set();
  private readonly loading = new Set<Page>();

  /** Loads a page's code, then, a task later, draws the page. */
  private load(page: Page): void {
    if (this.loading.has(page)) return;
    this.loading.add(page);
    PAGE_CODE[page]()
      .then(ownTask)
      .then(
        () => {
          this.codeFailed = null;
          this.loaded = new Set([...this.loaded, page]);
        },
        () => {
          this.loading.delete(page);
          this.codeFailed = reloadForCode() ? null : page;
        },
      );
  }

  override render() {
    const L = sayer(this.lang);
    const page = this.route.page;
    if (!this.loaded.has(page)) this.load(page);
    return html`
      <button type="button" class="skip" data-action="skip" @click=${() => skipToContent()}>${L('skipToContent')}</button>
      ${
        this.embed
          ? nothing
          : html`<header>
        <div>
          <h1>${L('title')}</h1>
          <p>${L('subtitle')}</p>
        </div>
        <nav aria-label=${L('pages')}>
          <div role="menubar" aria-label=${L('pages')} @keydown=${(e: KeyboardEvent) => this.rove(e, 'a[role=menuitem]')}>
            ${NAV.map(
              ([p, label], i) =>
                html`<a role="menuitem" href=${this.navHref(p)} tabindex=${i === this.navStop(page) ? '0' : '-1'} aria-current=${current(p, page) ? 'page' : 'false'}
                  >${L(label)}${current(p, page) ? html`<span class="visually-hidden">, ${L('currentPage')}</span>` : nothing}</a
                >`,
            )}
          </div>
        </nav>
        <div class="langs" role="radiogroup" aria-label=${L('language')} @keydown=${(e: KeyboardEvent) => this.rove(e, '[role=radio]', true)}>
          ${LANGS.map(
            (l) =>
              html`<button type="button" role="radio" data-lang=${l} lang=${l} aria-checked=${this.lang === l ? 'true' : 'false'} tabindex=${this.lang === l ? '0' : '-1'} aria-label=${LANG_NAMES[l]} @click=${() => this.setLang(l)}>
                ${l.toUpperCase()}
              </button>`,
          )}
        </div>
      </header>`
      }
      <main>
        ${renderNotices(this.notices, this.lang, () => {
          this.storedNotices = [];
          this.notices = [];
        })}
        ${this.codeFailed === page ? html`<p class="code-failed" role="alert" data-page-code-failed>${L('pageCodeFailed')}</p>` : nothing}
        ${this.loaded.has(page) ? PAGE_VIEW[page]({ lang: this.lang, params: this.route.params, present: this.present }) : nothing}
      </main>
      ${
        this.embed
          ? nothing
          : html`<footer>
            <a href=${statementUrl} hreflang="en" data-action="accessibility">${L('accessibility')}</a>
            <span>${L('accessibilityNote')}</span>
          </footer>`
      }
    `;
  }
}

/** The navigation: each page's route and name, in the order shown. */
const NAV: readonly (readonly [Page, MessageCode])[] = [
  ['trees', 'navTrees'],
  ['tree', 'navTree'],
  ['compare', 'navCompare'],
  ['2048', 'nav2048'],
  ['tictactoe', 'navTicTacToe'],
  ['connect4', 'navConnect4'],
  ['ladder', 'navLadder'],
  ['experiments', 'navExperiments'],
  ['exercise', 'navExercises'],
  ['code', 'navCode'],
];

/** Whether the navigation's entry for `entry` is the page shown (the replay belongs to 2048). */
function current(entry: Page, page: Page): boolean {
  return entry === page || (entry === '2048' && page === 'replay');
}

/** Each language named in itself (the buttons show EN and ES). */
const LANG_NAMES: Record<Lang, string> = { en: 'English', es: 'Español' };

/**
 * The skip button, the page's first tab stop (WCAG 2.4.1): to the search's
 * Play where the page shows one, else to the page's content.
 */
function skipToContent(): void {
  const play = document.querySelector<HTMLElement>('[data-viewer] [data-action=play]:not([disabled])');
  if (play !== null) {
    play.focus();
    return;
  }
  const main = document.querySelector<HTMLElement>('tutor-app > main');
  if (main === null) return;
  main.tabIndex = -1;
  main.focus();
}

/** The same page state, the app's own parameters (presentation, language, embedding) aside. */
function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const strip = (p: URLSearchParams) => {
    const c = new URLSearchParams(p);
    for (const k of APP_WIDE_PARAMS) c.delete(k);
    c.sort();
    return c.toString();
  };
  return strip(a) === strip(b);
}

// Defined by main.ts, in a task after this module's: the shell's first render is a task of its own.
