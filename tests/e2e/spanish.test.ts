/**
 * The page in each language (issue 21), in real Chromium: with `lang=es` the
 * algorithms are named as a Spanish course names them ("alfa-beta"), the
 * textbook trees' titles and sources are Spanish ("Tesis, Ilustración 2"),
 * and what the page exports is in Spanish too: the SVG drawing (its lang,
 * title, description and each node's name) and the exercise sheet's LaTeX;
 * with `lang=en` the same places are in English ("alpha-beta", "Thesis,
 * Illustration 2").
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');

/** What clicking `selector` downloads, as text. */
async function downloaded(page: Page, selector: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  const chunks: Buffer[] = [];
  for await (const c of await download.createReadStream()) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const WORDS = {
  en: {
    alphabeta: 'alpha-beta',
    thesisTitle: 'Thesis, Illustration 2: minimax',
    thesisSource: 'Source: Thesis, §2.2.1.2, Illustration 2 (rebuilt from the text)',
    aimaSource: 'Source: Russell & Norvig, AIMA 3rd ed., Fig. 5.2 and 5.5; thesis, Illustration 3 (§2.2.2.2)',
    treeTitle: 'The search tree',
    legend: /^MAX nodes ▲, MIN nodes ▼, chance nodes ○, leaves □;/,
    node: 'max node A',
    sheet: 'Adversarial search --- exercises',
    heading: 'alpha-beta, medium \\textperiodcentered{} seed 3 \\textperiodcentered{} 1 exercise',
    lead: 'sets the steps',
    bestFirst: 'best first',
  },
  es: {
    alphabeta: 'alfa-beta',
    thesisTitle: 'Tesis, Ilustración 2: minimax',
    thesisSource: 'Fuente: Tesis, §2.2.1.2, Ilustración 2 (reconstruida a partir del texto)',
    aimaSource: 'Fuente: Russell y Norvig, AIMA, 3.ª ed., Fig. 5.2 y 5.5; tesis, Ilustración 3 (§2.2.2.2)',
    treeTitle: 'El árbol de búsqueda',
    legend: /^Nodos MAX ▲, nodos MIN ▼, nodos de azar ○, hojas □;/,
    node: 'nodo max A',
    sheet: 'Búsqueda con adversario --- ejercicios',
    heading: 'alfa-beta, media \\textperiodcentered{} semilla 3 \\textperiodcentered{} 1 ejercicio',
    lead: 'marca los pasos',
    bestFirst: 'mejor primero',
  },
} as const;

/** Words of the other language that must not show in a text of this one. */
const FOREIGN = {
  en: /\b(nodo|hoja|valor|árbol|podado|Tesis|Ilustración|Fuente)\b/,
  es: /\b(node|leaf|value|tree|pruned|Thesis|Illustration|Source)\b/,
} as const;

describe.each(['es', 'en'] as const)('lang=%s', (lang) => {
  const w = WORDS[lang];

  test('the gallery: each tree’s title and source in the language', async () => {
    const { page, errors } = await open(browser(), `${base}#/trees?lang=${lang}`);
    const thesis = page.locator('gallery-page [data-fixture="thesis-minimax"]');
    await thesis.locator('h3').waitFor();
    expect((await thesis.locator('h3').textContent())?.trim()).toBe(w.thesisTitle);
    expect((await thesis.locator('.source').textContent())?.trim()).toBe(w.thesisSource);
    expect((await page.locator('gallery-page [data-fixture="aima-fig-5-2"] .source').textContent())?.trim()).toBe(w.aimaSource);
    const sources = await page.locator('gallery-page .source').allTextContents();
    expect(sources.length).toBeGreaterThanOrEqual(9);
    for (const s of sources) {
      expect(s).not.toContain('[object');
      expect(s, 'a source in the other language').not.toMatch(FOREIGN[lang]);
    }
    expect(errors).toEqual([]);
  });

  test('compare: the searches named in the language, the trees’ titles too', async () => {
    const { page, errors } = await open(browser(), `${base}#/compare?src=aima-fig-5-2&lang=${lang}`);
    const ab = page.locator('compare-page trace-viewer[data-algo=alphabeta]');
    await ab.waitFor();
    // minimax sets the steps (it visits every node); alpha-beta follows.
    await expect.poll(() => ab.getAttribute('aria-label')).toBe(w.alphabeta);
    expect(await page.locator('compare-page trace-viewer[data-algo=minimax]').getAttribute('aria-label')).toBe(`minimax · ${w.lead}`);
    expect(await ab.getAttribute('data-panel')).toBe('alphabeta');
    expect((await page.locator('compare-page [data-field=fixture] option[value="thesis-minimax"]').textContent())?.trim()).toBe(w.thesisTitle);
    // Alpha-beta under three orders: each heading names the algorithm and the order in the language.
    await page.locator('compare-page [data-field=set]').selectOption('orders');
    const headings = page.locator('compare-page trace-viewer');
    await expect.poll(() => headings.count()).toBe(3);
    const labels = await headings.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    for (const label of labels) expect(label.startsWith(`${w.alphabeta} · `), label).toBe(true);
    expect(
      labels.some((label) => label.startsWith(`${w.alphabeta} · ${w.bestFirst}`)),
      labels.join(' | '),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the tree page’s SVG export: lang, title, description and each node’s name in the language', async () => {
    const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta&step=12&lang=${lang}`);
    await page.locator('step-controls [data-step]').waitFor();
    await expect.poll(() => page.locator('tree-page search-tree g.node title.name').first().textContent()).not.toBe('');
    const svg = await downloaded(page, 'tree-page [data-action=export-svg]');
    const doc = new DOMParserLike(svg);
    expect(doc.rootAttr('lang')).toBe(lang);
    expect(doc.rootAttr('role')).toBe('img');
    expect(doc.first('title')).toBe(w.treeTitle);
    expect(doc.first('desc')).toMatch(w.legend);
    const names = doc.all('title class="name"');
    expect(names.length).toBe(13);
    expect(names[0]).toMatch(new RegExp(`^${w.node}, `));
    for (const n of names) expect(n, 'a node named in the other language').not.toMatch(FOREIGN[lang]);
    expect(errors).toEqual([]);
  });

  test('the exercise page: the algorithms named in the language; its LaTeX sheet in the language', async () => {
    const { page, errors } = await open(browser(), `${base}#/exercise?seed=3&count=1&difficulty=medium&algo=alphabeta&lang=${lang}`);
    const options = page.locator('exercise-page [data-field=algo] option');
    await options.first().waitFor({ state: 'attached' });
    expect(await options.allTextContents()).toEqual(['minimax', w.alphabeta, 'expectiminimax']);
    const tex = await downloaded(page, 'exercise-page [data-action=latex]');
    expect(tex).toContain(`\\section*{${w.sheet}}`);
    expect(tex).toContain(w.heading);
    // The words of the other language's sheet are nowhere in it.
    const other = WORDS[lang === 'es' ? 'en' : 'es'];
    expect(tex).not.toContain(other.sheet);
    expect(tex).not.toContain(`${other.alphabeta},`);
    expect(errors).toEqual([]);
  });

  test('the experiments page: the algorithms named in the language in the grid and the table', async () => {
    const { page, errors } = await open(browser(), `${base}#/experiments?lang=${lang}`);
    const box = page.locator('experiments-page label:has(input[data-algo=alphabeta])');
    await box.waitFor();
    expect((await box.textContent())?.trim()).toBe(w.alphabeta);
    const row = page.locator('experiments-page tr[data-run^="alphabeta/"]').first();
    expect((await row.locator('td').first().textContent())?.trim()).toBe(w.alphabeta);
    expect(errors).toEqual([]);
  });
});

/** Just enough of an SVG document's text to read its root's attributes and its elements' text, in Node (no DOM here). */
class DOMParserLike {
  constructor(private readonly text: string) {}
  rootAttr(name: string): string | null {
    const root = /^<svg\b[^>]*>/.exec(this.text)?.[0] ?? '';
    return new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1] ?? null;
  }
  /** The text of the first `<tag …>`, e.g. `first('title')`. */
  first(tag: string): string | null {
    return this.all(tag)[0] ?? null;
  }
  /** The texts of every `<tag…>` whose opening starts so: `all('title class="name"')`. */
  all(opening: string): string[] {
    const tag = opening.split(' ')[0]!;
    const re = new RegExp(`<${opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>([^<]*)</${tag}>`, 'g');
    return [...this.text.matchAll(re)].map((m) => m[1]!);
  }
}
