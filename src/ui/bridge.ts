/**
 * The page's one door to the search worker. It imports the worker API's type
 * only; a call can be cancelled, which ends the worker (a search busy in a
 * loop cannot read messages) and starts a fresh one for the next call.
 */
import { wrap, type Remote } from 'comlink';
import type { SearchApi, SearchReply } from '../worker/api.ts';

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

  /** Searches in the worker; a newer call or `cancel()` rejects the older one with an AbortError. */
  searchText(text: string, options: Record<string, unknown>): Promise<SearchReply> {
    if (this.pending !== null) this.cancel();
    const remote = this.connect();
    return new Promise<SearchReply>((resolve, reject) => {
      this.pending = reject;
      remote.searchText(text, options).then(resolve, reject).finally(() => {
        if (this.pending === reject) this.pending = null;
      });
    });
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
