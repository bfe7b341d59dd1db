/**
 * The sandbox `#/code` runs a student's Python or JavaScript in (issue 37):
 * a worker inside a `sandbox="allow-scripts"` iframe whose CSP allows no
 * connection; Pyodide's files handed in by the page. The page uses
 * `CodeSandbox` (code-sandbox.ts) and nothing else.
 *
 * On the page's side:
 *   code-sandbox.ts    CodeSandbox: runs a job tree by tree, each within its time limit; keeps workers warm
 *   frame.ts           the iframe (its srcdoc, CSP and relay): starts and ends workers
 *   slot.ts            one worker: its port, its messages awaited within a limit and checked
 *   pyodide-files.ts   Pyodide's five files, fetched once when Python is first needed, with progress
 *   protocol.ts        what the page and a worker say; `readFromWorker` checks what a worker sends
 *   virtual.d.ts       the worker's script and the files' sizes, made by vite.config.ts's plugin
 * In the worker (one classic script, bundled apart by vite.config.ts):
 *   runner-worker.ts   its entry: the port to the page, one message at a time
 *   worker-python.ts   Pyodide from the handed-in files, the Python prelude (student/python-prelude.ts)
 *   worker-js.ts       the student's JavaScript in the worker's realm, the game object (student/js-game.ts)
 *   worker-doors.ts    the globals closed, the WebAssembly heap capped, the built-ins' fingerprint
 *   worker-words.ts    the refusals it words (the student area's words only, not every page's)
 */
export { CodeSandbox, type SandboxJob, type SandboxProgress, type SandboxResult, type CodeLang } from './code-sandbox.ts';
