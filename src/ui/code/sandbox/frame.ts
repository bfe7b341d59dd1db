/**
 * The sandbox's iframe (issue 37, `#/code`): `sandbox="allow-scripts"` (an
 * opaque origin: no storage, no cookies, no way to the page's DOM), its
 * document a `srcdoc` whose Content-Security-Policy allows no connection
 * (`default-src 'none'`, `connect-src 'none'`), no code from strings, scripts
 * only inline (its own relay) and from blob URLs, workers only from blob URLs,
 * and WebAssembly (`'wasm-unsafe-eval'`, for Pyodide). Its workers inherit
 * that policy (a blob URL's worker takes its creator's).
 *
 * The iframe only starts and ends workers: the page hands it the worker's
 * script once (`source`), then `spawn` with a MessagePort (the worker's
 * channel to the page: runner-worker.ts) and `kill`, and answers `ping`. It
 * tells the page `ready` once, and `died` when a worker reports an error.
 * Each side checks
 * every message's source (the page: `event.source` is this iframe's window;
 * the iframe: its parent) and shape.
 */

const CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline' blob: 'wasm-unsafe-eval'",
  'worker-src blob:',
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The iframe's own script: program text, run in the opaque origin. */
const RELAY = `(() => {
  let url = null;
  const workers = new Map();
  const valid = (id) => Number.isSafeInteger(id) && id > 0;
  addEventListener('message', (e) => {
    if (e.source !== parent) return;
    const m = e.data;
    if (typeof m !== 'object' || m === null) return;
    if (m.t === 'source' && typeof m.code === 'string' && url === null) {
      url = URL.createObjectURL(new Blob([m.code], { type: 'text/javascript' }));
    } else if (m.t === 'spawn' && valid(m.id) && !workers.has(m.id) && url !== null && e.ports.length === 1) {
      const w = new Worker(url, { name: 'code-sandbox' });
      w.onerror = (ev) => {
        ev.preventDefault();
        parent.postMessage({ t: 'died', id: m.id, message: String(ev.message || 'the worker stopped').slice(0, 500) }, '*');
      };
      w.onmessageerror = () => parent.postMessage({ t: 'died', id: m.id, message: 'a message could not be read' }, '*');
      w.postMessage(null, [e.ports[0]]);
      workers.set(m.id, w);
    } else if (m.t === 'kill' && workers.has(m.id)) {
      workers.get(m.id).terminate();
      workers.delete(m.id);
    } else if (m.t === 'ping' && valid(m.n)) {
      parent.postMessage({ t: 'pong', n: m.n }, '*');
    }
  });
  parent.postMessage({ t: 'ready' }, '*');
})();`;

/** The iframe's document. */
export const SRCDOC = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${CSP}"><script>${RELAY}</script></head><body></body></html>`;

/** What the iframe tells the page. */
type FromFrame = { t: 'ready' } | { t: 'died'; id: number; message: string } | { t: 'pong'; n: number };

function readFromFrame(x: unknown): FromFrame | null {
  if (typeof x !== 'object' || x === null) return null;
  const m = x as Record<string, unknown>;
  if (m.t === 'ready') return { t: 'ready' };
  if (m.t === 'pong' && Number.isSafeInteger(m.n)) return { t: 'pong', n: m.n as number };
  if (m.t === 'died' && Number.isSafeInteger(m.id) && typeof m.message === 'string') return { t: 'died', id: m.id as number, message: m.message.slice(0, 500) };
  return null;
}

/** The iframe, from the page's side: starts workers running `source` and ends them. */
export class SandboxFrame {
  private readonly iframe: HTMLIFrameElement;
  private readonly ready: Promise<void>;
  private readonly deaths = new Map<number, (message: string) => void>();
  private next = 1;
  private readonly pongs = new Map<number, () => void>();
  private loaded = false;
  private readonly listen = (e: MessageEvent): void => {
    if (e.source === null || e.source !== this.iframe.contentWindow) return;
    const m = readFromFrame(e.data);
    if (m === null) return;
    if (m.t === 'ready') this.onReady();
    else if (m.t === 'pong') this.pongs.get(m.n)?.();
    else this.deaths.get(m.id)?.(m.message);
  };
  private onReady: () => void = () => undefined;

  /** `source`: the worker's script (it may still be loading). */
  constructor(source: Promise<string>) {
    this.iframe = document.createElement('iframe');
    this.iframe.setAttribute('sandbox', 'allow-scripts');
    this.iframe.setAttribute('aria-hidden', 'true');
    this.iframe.tabIndex = -1;
    this.iframe.hidden = true;
    this.iframe.srcdoc = SRCDOC;
    const loaded = new Promise<void>((resolve) => {
      this.onReady = () => {
        this.onReady = () => undefined;
        resolve();
      };
    });
    this.ready = Promise.all([loaded, source]).then(([, code]) => {
      this.iframe.contentWindow?.postMessage({ t: 'source', code }, '*');
      this.loaded = true;
    });
    window.addEventListener('message', this.listen);
    document.body.append(this.iframe);
  }

  /** A new worker; its port to the page, and how to end it. `onDied`: the worker reported an error (it may be dead). */
  async spawn(onDied: (message: string) => void): Promise<{ id: number; port: MessagePort }> {
    await this.ready;
    const id = this.next++;
    const channel = new MessageChannel();
    this.deaths.set(id, onDied);
    this.iframe.contentWindow?.postMessage({ t: 'spawn', id }, '*', [channel.port2]);
    return { id, port: channel.port1 };
  }

  /**
   * Whether the iframe still answers (within `ms`). Its document runs in a process of its own: a worker that
   * fills its memory ends that process (the page lives on), and nothing tells the page but this silence.
   */
  alive(ms = 1000): Promise<boolean> {
    // Not loaded yet: nothing to ask (a start that never comes is bounded by the slot's own limit).
    if (!this.loaded) return Promise.resolve(true);
    const n = this.next++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pongs.delete(n);
        resolve(false);
      }, ms);
      this.pongs.set(n, () => {
        clearTimeout(timer);
        this.pongs.delete(n);
        resolve(true);
      });
      this.iframe.contentWindow?.postMessage({ t: 'ping', n }, '*');
    });
  }

  kill(id: number): void {
    this.deaths.delete(id);
    this.iframe.contentWindow?.postMessage({ t: 'kill', id }, '*');
  }

  dispose(): void {
    window.removeEventListener('message', this.listen);
    this.deaths.clear();
    // Removing the iframe ends its document and every worker it started.
    this.iframe.remove();
  }
}
