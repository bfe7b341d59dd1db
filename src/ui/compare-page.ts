/**
 * <compare-page> (`#/compare`): the same tree searched side by side —
 * minimax beside alpha-beta, or alpha-beta under the given, best-first and
 * worst-first orders — with one set of step controls for all, and counters.
 * URL: `src` or `tree`, `set` (algos | orders), `tie`, `step`.
 */
import { LitElement, html, nothing } from 'lit';
import type { Algorithm, TieRule } from '../search/search.ts';
import type { Ordering } from '../search/ordering.ts';
import { parseTree } from '../games/tree/parse.ts';
import { treeStats, type TreeNode } from '../games/tree/tree.ts';
import type { TreeSearchJson } from '../games/tree/search.ts';
import type { Trace } from '../trace/trace.ts';
import { narrate } from '../trace/narrate.ts';
import type { Lang } from '../i18n/lang.ts';
import { t, type StringKey } from '../i18n/strings.ts';
import { traceOver } from '../worker/api.ts';
import { SearchBridge } from './bridge.ts';
import { FIXTURES } from './fixtures.ts';
import { routeHash } from './route.ts';
import { Player } from './player.ts';
import './search-tree.ts';
import './step-controls.ts';

interface Panel {
  title: string;
  algo: Algorithm;
  order: Ordering;
  trace: Trace<TreeNode, TreeNode>;
  result: TreeSearchJson;
}

export class ComparePage extends LitElement {
  /** Light DOM: the page's stylesheet (styles.css) styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  static override properties = {
    lang: {},
    params: { attribute: false },
    panels: { state: true },
    step: { state: true },
    error: { state: true },
  };
  declare lang: Lang;
  declare params: URLSearchParams;
  declare panels: Panel[];
  declare step: number;
  declare error: string | null;

  private tree: TreeNode | null = null;
  private src = '';
  private text = '';
  private set: 'algos' | 'orders' = 'algos';
  private tieRule: TieRule = 'inclusive';
  private readParams: URLSearchParams | null = null;
  private readonly bridge = new SearchBridge();
  private readonly player = new Player(this, () => (this.seek(this.step + 1), this.step < this.total));

  constructor() {
    super();
    this.lang = 'en';
    this.params = new URLSearchParams();
    this.panels = [];
    this.step = 0;
    this.error = null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.bridge.cancel();
  }

  override willUpdate(): void {
    if (this.params === this.readParams) return;
    this.readParams = this.params;
    const p = this.params;
    const src = p.get('src') ?? (p.get('tree') === null ? 'aima-fig-5-2' : '');
    const fixture = FIXTURES.find((f) => f.name === src);
    this.src = fixture?.name ?? '';
    this.text = p.get('tree') ?? fixture?.tree ?? '';
    this.set = p.get('set') === 'orders' ? 'orders' : 'algos';
    this.tieRule = p.get('tie') === 'strict' ? 'strict' : 'inclusive';
    this.step = Math.max(0, Number(p.get('step') ?? 0) || 0);
    void this.run();
  }

  private async run(): Promise<void> {
    const parsed = parseTree(this.text);
    if (!parsed.ok) {
      this.error = `${parsed.error.line}:${parsed.error.column}: ${this.lang === 'es' ? parsed.error.es : parsed.error.message}`;
      return;
    }
    this.error = null;
    this.tree = parsed.tree;
    const chance = this.text.includes('chance');
    const runs: { title: string; algo: Algorithm; order: Ordering }[] =
      this.set === 'orders'
        ? (['given', 'best-first', 'worst-first'] as const).map((order) => ({ title: `alphabeta · ${t(this.lang, order)}`, algo: 'alphabeta', order }))
        : [
            { title: chance ? 'expectiminimax' : 'minimax', algo: chance ? 'expectiminimax' : 'minimax', order: 'given' },
            { title: 'alphabeta', algo: 'alphabeta', order: 'given' },
          ];
    const panels: Panel[] = [];
    for (const r of runs) {
      try {
        const reply = await this.bridge.searchText(this.text, { algo: r.algo, order: r.order, tieRule: this.tieRule });
        if (!reply.ok) {
          this.error = this.lang === 'es' ? reply.error.es : reply.error.message;
          continue;
        }
        panels.push({ ...r, trace: traceOver(parsed.tree, reply.trace), result: reply.result });
      } catch (e) {
        if ((e as Error).name !== 'AbortError') throw e;
        return;
      }
    }
    this.panels = panels;
    this.sync();
  }

  private get total(): number {
    return Math.max(0, ...this.panels.map((p) => p.trace.length));
  }

  private seek(step: number): void {
    this.step = Math.max(0, Math.min(this.total, step));
    if (this.step >= this.total) this.player.stop();
    this.sync();
  }

  private sync(): void {
    const hash = routeHash('compare', {
      src: this.src === '' ? undefined : this.src,
      tree: this.src === '' ? this.text : undefined,
      set: this.set === 'algos' ? undefined : this.set,
      tie: this.tieRule === 'strict' ? 'strict' : undefined,
      step: this.step === 0 ? undefined : this.step,
    });
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }

  override render() {
    const L = (k: StringKey, p?: Record<string, string | number>) => t(this.lang, k, p);
    const totalLeaves = this.tree === null ? 0 : treeStats(this.tree).leaves;
    return html`
      <p>${L('compareIntro')}</p>
      <div class="options">
        <label>
          ${L('example')}
          <select data-field="fixture" @change=${(e: Event) => this.go({ src: (e.target as HTMLSelectElement).value })}>
            ${FIXTURES.map((f) => html`<option value=${f.name} ?selected=${f.name === this.src}>${f.title[this.lang]}</option>`)}
            ${this.src === '' ? html`<option value="" selected>${L('custom')}</option>` : nothing}
          </select>
        </label>
        <label>
          ${L('compareWhat')}
          <select data-field="set" @change=${(e: Event) => this.go({ set: (e.target as HTMLSelectElement).value })}>
            <option value="algos" ?selected=${this.set === 'algos'}>${L('compareAlgos')}</option>
            <option value="orders" ?selected=${this.set === 'orders'}>${L('compareOrders')}</option>
          </select>
        </label>
        <label>
          ${L('tieRule')}
          <select data-field="tieRule" @change=${(e: Event) => this.go({ tie: (e.target as HTMLSelectElement).value })}>
            <option value="inclusive" ?selected=${this.tieRule === 'inclusive'}>${L('inclusive')}</option>
            <option value="strict" ?selected=${this.tieRule === 'strict'}>${L('strict')}</option>
          </select>
        </label>
      </div>
      ${this.error === null ? nothing : html`<p class="error" role="alert" data-error>${this.error}</p>`}
      <step-controls
        .step=${this.step}
        .total=${this.total}
        .playing=${this.player.playing}
        .lang=${this.lang}
        @seek=${(e: CustomEvent<{ step: number }>) => this.seek(e.detail.step)}
        @play-toggle=${() => this.player.toggle(this.step >= this.total, () => (this.step = 0))}
        .speed=${this.player.speed}
        @speed=${(e: CustomEvent<{ speed: number }>) => ((this.player.speed = e.detail.speed), this.requestUpdate())}
      ></step-controls>
      <div class="panels" style="--n: ${Math.max(1, this.panels.length)}">
        ${this.panels.map((p) => {
          const step = Math.min(this.step, p.trace.length);
          const pruned = totalLeaves === 0 ? 0 : Math.round((100 * (totalLeaves - p.result.leaves)) / totalLeaves);
          return html`<section class="panel" data-panel=${p.title} data-leaves=${p.result.leaves} data-nodes=${p.result.nodes}>
            <h2>${p.title}</h2>
            <p class="counters">
              <b>${p.result.nodes}</b> ${L('nodesVisited')} · <b>${p.result.leaves}</b> ${L('leavesEvaluated')} · <b>${pruned} %</b> ${L('prunedShare')}
            </p>
            <search-tree .tree=${this.tree} .trace=${p.trace} .step=${step} .algorithm=${p.algo} .tieRule=${this.tieRule} .lang=${this.lang}></search-tree>
            <p class="narration">${step > 0 ? narrate(p.trace, step - 1, { lang: this.lang, algorithm: p.algo }) : ''}</p>
          </section>`;
        })}
      </div>
    `;
  }

  private go(change: Record<string, string>): void {
    const params = new URLSearchParams(this.params);
    params.delete('step');
    for (const [k, v] of Object.entries(change)) {
      if (k === 'src') params.delete('tree');
      params.set(k, v);
    }
    location.hash = `#/compare?${params.toString()}`;
  }


}

customElements.define('compare-page', ComparePage);
