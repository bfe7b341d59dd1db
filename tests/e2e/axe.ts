/**
 * axe-core in the browser tests (issue 21, item 1): the one place its bundle
 * is loaded into a page and run. Every browser test that checks WCAG asks
 * `axeViolations` (tests/unit/structure.test.ts keeps it the only copy).
 */
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

/** axe-core's browser bundle, from the dev dependency. */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The WCAG 2.0 and 2.1 success criteria at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's WCAG 2.0/2.1 A and AA rules over a page or a frame as it is now:
 * its whole document, or only what `selector` matches. One line per failing
 * element, "rule (impact) target: what to fix"; none when it passes.
 */
export async function axeViolations(target: Page | Frame, selector?: string): Promise<string[]> {
  await target.addScriptTag({ path: AXE });
  const results = (await target.evaluate(
    ([selector, tags]) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } }).axe.run(selector === null ? document : { include: [[selector]] }, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    [selector ?? null, WCAG_TAGS] as const,
  )) as AxeResults;
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact ?? n.impact ?? '?'}) ${n.target.join(' >> ')}: ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? v.help}`,
    ),
  );
}
