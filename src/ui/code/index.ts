/**
 * code/: the parts of `#/code` (code-page.ts, issue 37), a student's own
 * search written, run in a sandbox and drawn beside the reference's.
 *
 *   code-editor.ts     <code-editor>: CodeMirror 6 (Python, JavaScript), the error's line marked
 *   code-mirror.ts     CodeMirror's parts, a chunk of their own, each language loaded when needed
 *   code-run.ts        the trees run on (one, or the test set), the run in the sandbox, each tree judged,
 *                      and the two traces of the tree shown on one clock
 *   code-said.ts       each side's narration: the student's run in its own terms, the reference's joined
 *   code-report.ts     the status line, the verdict, the code's error with its line, the divergence, the test set
 *   code-examples.ts   the example submissions (examples/student/) listed and loaded
 *   code-options.ts    the options: style, algorithm, tie rule, the tree (by name, typed, or random)
 *   sandbox/           where the code runs: a worker in an opaque-origin iframe with no connections
 *                      (its own index.ts says what it holds)
 *
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
