/**
 * The example submissions `#/code` can load (issue 37): the same files the
 * README runs with `tutor check` and the integration tests use
 * (examples/student/), correct ones and ones with a classic bug (their first
 * line says which). Listed for the style and algorithm shown; loaded only
 * when chosen (each its own small chunk).
 */
import type { Style, StudentAlgo } from '../../student/contract.ts';

const files = import.meta.glob<string>('../../../examples/student/*.{py,js,mjs}', { query: '?raw', import: 'default' });

export interface CodeExample {
  name: string;
  style: Style;
  algo: StudentAlgo;
}

const ALGO_IN_NAME: readonly (readonly [RegExp, StudentAlgo])[] = [
  [/alpha_?beta/i, 'alphabeta'],
  [/expecti/i, 'expectiminimax'],
  [/minimax/i, 'minimax'],
];

const EXAMPLES: CodeExample[] = Object.keys(files)
  .map((path) => {
    const name = path.replace(/^.*\//, '');
    const style: Style = !name.endsWith('.py') ? 'js' : name.startsWith('cs188') ? 'cs188' : 'aima';
    const algo = ALGO_IN_NAME.find(([re]) => re.test(name))?.[1];
    return algo === undefined ? null : { name, style, algo };
  })
  .filter((x): x is CodeExample => x !== null)
  .sort((a, b) => a.name.localeCompare(b.name));

/** The examples of a style and algorithm. */
export const codeExamples = (style: Style, algo: StudentAlgo): CodeExample[] => EXAMPLES.filter((x) => x.style === style && x.algo === algo);

/** An example's text, or null for a name that is none. */
export async function loadExample(name: string): Promise<string | null> {
  const load = Object.entries(files).find(([path]) => path.endsWith(`/${name}`))?.[1];
  return load === undefined ? null : await load();
}
