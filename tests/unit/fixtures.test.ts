/**
 * Known answers for every textbook tree in fixtures/trees: each fixture names
 * its source and carries answers worked by hand; these rows check the
 * searchers against them (value, action, each root action, evaluated leaves
 * in order, pruned nodes, counts).
 */
import { describe, expect, test } from 'vitest';
import { loadFixtures, runTree } from './helpers.ts';
import { narrateAll } from '../../src/trace/narrate.ts';
import { say } from '../../src/i18n/say.ts';

const fixtures = loadFixtures();
const cases = fixtures.flatMap((f) =>
  f.expected.map((e) => ({ ...e, fixture: f, label: `${f.name}: ${e.algo}${e.order ? ` ${e.order}` : ''}${e.tieRule ? ` ${e.tieRule}` : ''}` })),
);

test('every fixture names its source and has answers', () => {
  expect(fixtures.length).toBeGreaterThanOrEqual(9);
  for (const f of fixtures) {
    expect(f.source.en.length, f.name).toBeGreaterThan(10);
    expect(f.expected.length, f.name).toBeGreaterThan(0);
  }
});

describe('each fixture’s title, source and lesson, in English and in Spanish', () => {
  test.each(fixtures.map((f) => [f.name, f] as const))('%s', (_, f) => {
    for (const field of ['title', 'source', 'teaches'] as const) {
      expect(Object.keys(f[field]).sort(), `${field} is {en, es}`).toEqual(['en', 'es']);
      for (const lang of ['en', 'es'] as const) expect(f[field][lang].trim().length, `${field}.${lang}`).toBeGreaterThan(3);
    }
    // A source names books and sections, in each language's words ("Russell y Norvig", "tesis", "Ilustración").
    expect(f.source.es, 'the Spanish source is worded in Spanish').not.toBe(f.source.en);
    // The thesis is in Spanish: English says "Thesis, Illustration 2", Spanish "Tesis, Ilustración 2".
    for (const field of ['title', 'source'] as const) {
      expect(f[field].en, `${field}.en`).not.toMatch(/Ilustraci|[Tt]esis|memoria/);
      // (A lecture's own title, «Uncertainty and Utilities», stays as it is.)
      expect(f[field].es.replace(/«[^»]*»/g, ''), `${field}.es`).not.toMatch(/Illustration|[Tt]hesis|\b(and|vs|lecture|rebuilt|ed\.)\b/);
      if (/[Tt]hesis/.test(f[field].en)) expect(f[field].es, `${field}.es names the thesis`).toMatch(/[Tt]esis/);
      for (const [, n] of f[field].en.matchAll(/Illustration (\d+)/g)) expect(f[field].es, `${field}: Illustration ${n}`).toContain(`Ilustración ${n}`);
    }
    if (f.name.startsWith('thesis-')) {
      expect(f.title.en).toMatch(/^Thesis, Illustration \d+: /);
      expect(f.title.es).toMatch(/^Tesis, Ilustración \d+: /);
    }
  });
});

describe.each(cases)('$label', (c) => {
  const run = runTree(c.algo, c.fixture.tree, { order: c.order, tieRule: c.tieRule });

  test('value and action', () => {
    expect(run.result.value).toBeCloseTo(c.value, 12);
    expect(run.result.action?.id ?? null).toBe(c.action);
    expect(run.result.status).toBe('complete');
  });

  test('evaluated leaves in order, pruned nodes', () => {
    expect(run.evaluated).toEqual(c.evaluated);
    expect(run.pruned).toEqual(c.pruned);
  });

  test('counts', () => {
    expect({ nodes: run.result.nodes, leaves: run.result.leaves, cutoffs: run.result.cutoffs }).toEqual({
      nodes: c.nodes,
      leaves: c.leaves,
      cutoffs: c.cutoffs,
    });
  });

  if (c.actions !== undefined)
    test('each root action', () => {
      const got = Object.fromEntries(run.result.actions.map((a) => [a.action.id, a.value]));
      expect(Object.keys(got)).toEqual(Object.keys(c.actions!));
      for (const [id, v] of Object.entries(c.actions!)) expect(got[id], id).toBeCloseTo(v, 12);
    });

  if (c.certainty !== undefined)
    test('which root values are bounds', () => {
      expect(Object.fromEntries(run.result.actions.map((a) => [a.action.id, a.certainty]))).toEqual(c.certainty);
    });

  if (c.values !== undefined)
    test('inner nodes end with the values the text gives', () => {
      for (const [id, v] of Object.entries(c.values!)) {
        expect(run.trace.finalValue(run.trace.indexOf(id)), id).toBeCloseTo(v, 12);
      }
    });
});

describe('the thesis alpha-beta walk-through (§2.2.2.2, steps a–f)', () => {
  const f = fixtures.find((x) => x.thesisSteps !== undefined)!;
  const steps = f.thesisSteps!;
  const run = runTree(steps.algo, f.tree);

  test.each(['en', 'es'] as const)('narration in %s follows the steps in order', (lang) => {
    const lines = narrateAll(run.trace, { algorithm: steps.algo }).map((m) => say(m, lang));
    let at = 0;
    for (const fragment of steps[lang]) {
      const found = lines.findIndex((line, i) => i >= at && line.includes(fragment));
      expect(found, `"${fragment}" after line ${at}:\n${lines.join('\n')}`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
  });
});
