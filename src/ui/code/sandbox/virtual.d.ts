/**
 * The module vite.config.ts's `codeSandbox` plugin makes (issue 37): the
 * sandbox worker's script, bundled apart into one classic script
 * (runner-worker.ts and what it imports), and the sizes of Pyodide's files as
 * built (the progress's total while the page fetches them).
 */
declare module 'virtual:code-sandbox' {
  export const WORKER_SOURCE: string;
  export const PYODIDE_SIZES: Partial<Record<'pyodide.mjs' | 'pyodide.asm.mjs' | 'pyodide.asm.wasm' | 'python_stdlib.zip' | 'pyodide-lock.json', number>>;
  export const PYODIDE_VERSION: string;
}
