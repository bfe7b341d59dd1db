/**
 * Pyodide's files, fetched by the page the first time Python is needed (a run,
 * or `warm('python')`), never with the app (issue 37): from the app's own
 * `pyodide/` folder (vite.config.ts copies them there at build and serves them
 * from node_modules in `npm run dev`; the service worker caches them on first
 * use, so Python works offline after the first run). The bodies are read as
 * streams, bytes counted for the progress shown; the files are kept as Blobs
 * for every later worker (a worker past its time limit is replaced without
 * fetching again).
 */
import { PYODIDE_FILES, type PyodideBlobs, type PyodideFile } from './protocol.ts';

/** Each file's size in bytes as built, when known (vite.config.ts's plugin says them): the progress's total. */
export type PyodideSizes = Partial<Record<PyodideFile, number>>;

/** Each file's type, as the worker loads it (scripts from blob URLs, the wasm compiled as it streams). */
const TYPES: Record<PyodideFile, string> = {
  'pyodide.mjs': 'text/javascript',
  'pyodide.asm.mjs': 'text/javascript',
  'pyodide.asm.wasm': 'application/wasm',
  'python_stdlib.zip': 'application/zip',
  'pyodide-lock.json': 'application/json',
};

/** The URL of one of Pyodide's files, relative to the page (the app's base is './'). */
export const pyodideUrl = (name: PyodideFile, base: string = document.baseURI): string => new URL(`pyodide/${name}`, base).href;

export class PyodideFiles {
  private loading: Promise<PyodideBlobs> | null = null;
  private loaded = 0;
  private total = 0;
  private readonly watchers = new Set<(loaded: number, total: number) => void>();

  constructor(private readonly sizes: PyodideSizes) {}

  /** The files, fetched once (a failed fetch is tried again on the next call); `onProgress` hears the bytes fetched so far (total 0 when unknown). */
  load(onProgress?: (loaded: number, total: number) => void): Promise<PyodideBlobs> {
    if (onProgress !== undefined) {
      this.watchers.add(onProgress);
      onProgress(this.loaded, this.total);
    }
    if (this.loading === null) {
      this.loading = this.fetchAll();
      this.loading.catch(() => {
        this.loading = null;
      });
    }
    const done = () => {
      if (onProgress !== undefined) this.watchers.delete(onProgress);
    };
    return this.loading.finally(done);
  }

  private async fetchAll(): Promise<PyodideBlobs> {
    const known = PYODIDE_FILES.every((n) => typeof this.sizes[n] === 'number');
    this.total = known ? PYODIDE_FILES.reduce((sum, n) => sum + (this.sizes[n] ?? 0), 0) : 0;
    this.loaded = 0;
    const tell = () => {
      for (const w of this.watchers) w(this.loaded, this.total);
    };
    tell();
    const buffers = await Promise.all(
      PYODIDE_FILES.map(async (name) => {
        const res = await fetch(pyodideUrl(name));
        if (!res.ok || res.body === null) throw new Error(`${name}: HTTP ${res.status}`);
        // The bytes go into a Blob a megabyte at a time (a Blob of Blobs copies nothing): one Blob of the
        // whole 10 MB at the end would copy it in one task of the page's main thread.
        let blob = new Blob([], { type: TYPES[name] });
        let chunks: Uint8Array<ArrayBuffer>[] = [];
        let pending = 0;
        const reader = res.body.getReader();
        for (let r = await reader.read(); !r.done; r = await reader.read()) {
          chunks.push(r.value);
          pending += r.value.byteLength;
          this.loaded += r.value.byteLength;
          if (pending >= 1 << 20) {
            blob = new Blob([blob, ...chunks], { type: TYPES[name] });
            chunks = [];
            pending = 0;
          }
          tell();
        }
        return [name, new Blob([blob, ...chunks], { type: TYPES[name] })] as const;
      }),
    );
    return Object.fromEntries(buffers) as PyodideBlobs;
  }
}
