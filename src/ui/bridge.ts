/**
 * The page's one door to the search worker. It imports the worker API's type
 * only; a call can be cancelled, which ends the worker (a search busy in a
 * loop cannot read messages) and starts a fresh one for the next call. A new
 * call cancels the one still running.
 */
import { wrap, type Remote } from 'comlink';
import type { SearchApi } from '../worker/api.ts';

type Method = keyof SearchApi;

export class SearchBridge {
  private worker: Worker | null = null;
  private remote: Remote<SearchApi> | null = null;
  private pending: ((reason: Error) => void) | null = null;

  private connect(): Remote<SearchApi> {
    if (this.remote === null) {
      this.worker = new Worker(new URL('../worker/search.worker.ts', import.meta.url), { type: 'module' });
      this.remote = wrap<SearchApi>(this.worker);
    }
    return this.remote;
  }

  /** Calls the worker; a newer call or `cancel()` rejects this one with an AbortError. */
  call<M extends Method>(method: M, ...args: Parameters<SearchApi[M]>): Promise<ReturnType<SearchApi[M]>> {
    if (this.pending !== null) this.cancel();
    const remote = this.connect();
    return new Promise((resolve, reject) => {
      this.pending = reject;
      const fn = remote[method] as unknown as (...a: Parameters<SearchApi[M]>) => Promise<ReturnType<SearchApi[M]>>;
      fn(...args)
        .then(resolve, reject)
        .finally(() => {
          if (this.pending === reject) this.pending = null;
        });
    });
  }

  searchText(text: string, options: Record<string, unknown>): Promise<ReturnType<SearchApi['searchText']>> {
    return this.call('searchText', text, options);
  }

  get busy(): boolean {
    return this.pending !== null;
  }

  cancel(): void {
    this.worker?.terminate();
    this.worker = null;
    this.remote = null;
    this.pending?.(new DOMException('search cancelled', 'AbortError'));
    this.pending = null;
  }
}
