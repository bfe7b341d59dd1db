/**
 * What `tutor check` prints for a file (docs/contracts.md): the JSON line of
 * `--json`, or the table (words in i18n/cli.ts, `summary.check`).
 */
import type { Style, StudentAlgo, StudentTieRule, TreeVerdict } from '../../student/contract.ts';
import { say } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';
import { english } from '../io.ts';

export interface FileReport {
  file: string;
  algo: StudentAlgo;
  style: Style;
  tie: StudentTieRule;
  verdicts: TreeVerdict[];
}

const ms = (x: number): number => Math.round(x * 100) / 100;

/** One tree's verdict as the contract's JSON (the explanation worded in English). */
export function verdictJson(v: TreeVerdict): Record<string, unknown> {
  return {
    name: v.name,
    passed: v.passed,
    action: v.action,
    evaluated: v.evaluated,
    generated: v.generated,
    divergence:
      v.divergence === null
        ? null
        : {
            index: v.divergence.index,
            node: v.divergence.node,
            expected: v.divergence.expected,
            got: v.divergence.got,
            explanation: english(v.divergence.explanation),
          },
    error: v.error === null ? null : { kind: v.error.kind, message: v.error.message, ...(v.error.line === undefined ? {} : { line: v.error.line }) },
    ms: ms(v.ms),
  };
}

export const filePassed = (r: FileReport): boolean => r.verdicts.every((v) => v.passed);

/** `{"file","algo","style","passed","trees":[…],"counts":{"passed","failed"}}`. */
export function fileJson(r: FileReport): string {
  const passed = r.verdicts.filter((v) => v.passed).length;
  return JSON.stringify({
    file: r.file,
    algo: r.algo,
    style: r.style,
    passed: filePassed(r),
    trees: r.verdicts.map(verdictJson),
    counts: { passed, failed: r.verdicts.length - passed },
  });
}

/** The table: the file's verdict, then a line a tree (and what went wrong, below it). */
export function fileTable(r: FileReport): string {
  const width = Math.max(4, ...r.verdicts.map((v) => v.name.length));
  const trees = r.verdicts.map(
    (v) =>
      [
        v.name.padEnd(width),
        v.passed,
        v.error?.kind ?? '',
        v.action.expected ?? '–',
        v.action.got ?? '–',
        v.error !== null ? v.error.message.split('\n')[0]! : v.divergence === null || v.passed ? '' : english(v.divergence.explanation),
        v.error?.line ?? 0,
      ] as const,
  );
  const passed = r.verdicts.filter((v) => v.passed).length;
  return say(msg('summary.check', { file: r.file, style: r.style, algo: r.algo, tie: r.tie, passed, total: r.verdicts.length, trees }), 'en');
}
