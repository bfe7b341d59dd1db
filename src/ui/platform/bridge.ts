/**
 * The page's one door to its workers, shaped like squoosh's worker-bridge:
 * every call takes an AbortSignal and resolves to a reply of one shape,
 * `{ ok: true, … } | { ok: false, error: { code, params } }` (src/app/reply.ts).
 * It imports the workers' API types only (their code runs in the worker).
 *
 * Calls on one bridge run one after the other. Aborting a call rejects it with
 * an AbortError at once; if it is running, the worker is terminated (a search
 * busy in a loop cannot read messages) and the next call starts a fresh one.
 * An error reply is a message (src/app/reply.ts): pages keep it, not its
 * text, and word it with `say` when they render, so a language switch
 * re-words it.
 */
import { wrap, type Endpoint, type Remote } from 'comlink';
import type { SearchApi } from '../../worker/api.ts';
import type { ExperimentApi } from '../../worker/experiment-api.ts';
import { failure, type ReplyError } from '../../app/reply.ts';
import type { GameResult, Job } from '../../experiments/runner.ts';
import type { PoolWorker } from '../../experiments/pool.ts';
export { treeParseError, type ReplyError } from '../../app/reply.ts';

/** What a bridge needs of a worker: Comlink's endpoint, and a way to end it (a Worker; a MessagePort in tests). */
export interface WorkerLike extends Endpoint {
  terminate(): void;
}

/** A worker API: each method answers with a reply of the one shape (or a promise of one). */
type AnyReply = { ok: true } | { ok: false; error: ReplyError };
type ReplyApi<Api> = { [M in keyof Api]: (...args: never[]) => AnyReply | Promise<AnyReply> };
type Method<Api> = keyof Api & string;
type Args<F> = F extends (...args: infer A) => unknown ? A : never;
type Answer<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;

/** The rejection of an aborted call: what the pages already tell apart (`e.name === 'AbortError'`). */
export function abortError(): DOMException {
  return new DOMException('the call was aborted', 'AbortError');
}

export function isAbortError(e: unknown): boolean {
  return (e as { name?: unknown } | null)?.name === 'AbortError';
}

/** `p`, or an AbortError as soon as `signal` aborts. */
function abortable<T>(signal: AbortSignal, p: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort);
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

interface Connection<Api> {
  worker: WorkerLike;
  remote: Remote<Api>;
  /** Rejects when the worker reports an error of its own (it failed to load, or threw outside a call). */
  crashed: Promise<never>;
}

export class WorkerBridge<Api extends ReplyApi<Api>> {
  private connection: Connection<Api> | null = null;
  /** The last call queued: the next one starts when it has settled. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly start: () => WorkerLike) {}

  /**
   * Calls `method` in the worker. Resolves to its reply (an exception in the
   * worker comes back as a `worker.failed` reply); rejects with an AbortError
   * when `signal` aborts first.
   */
  call<M extends Method<Api>>(signal: AbortSignal, method: M, ...args: Args<Api[M]>): Promise<Answer<Api[M]>> {
    const run = this.queue.then(() => {
      if (signal.aborted) throw abortError();
      const c = this.connect();
      const onAbort = () => this.end(c);
      signal.addEventListener('abort', onAbort);
      const fn = c.remote[method] as unknown as (...a: Args<Api[M]>) => Promise<Answer<Api[M]>>;
      return abortable(signal, Promise.race([fn(...args), c.crashed])).finally(() => signal.removeEventListener('abort', onAbort));
    });
    this.queue = run.catch(() => undefined);
    return abortable(signal, run).catch((e: unknown) => {
      if (isAbortError(e)) throw e;
      return failure('worker.failed', { message: e instanceof Error ? e.message : String(e) }) as Answer<Api[M]>;
    });
  }

  /** Ends the worker (a later call starts a fresh one). Calls still running never settle: abort them first. */
  terminate(): void {
    if (this.connection !== null) this.end(this.connection);
  }

  private connect(): Connection<Api> {
    if (this.connection === null) {
      const worker = this.start();
      const crashed = new Promise<never>((_, reject) => {
        worker.addEventListener('error', (e) => {
          reject(new Error((e as ErrorEvent).message || 'the worker stopped'));
          if (this.connection?.worker === worker) this.end(this.connection);
        });
      });
      crashed.catch(() => undefined);
      this.connection = { worker, remote: wrap<Api>(worker), crashed };
    }
    return this.connection;
  }

  private end(c: Connection<Api>): void {
    c.worker.terminate();
    if (this.connection === c) this.connection = null;
  }
}

const searchWorker = (): Worker => new Worker(new URL('../../worker/search.worker.ts', import.meta.url), { type: 'module' });

/** The search worker: a tree searched, a game position searched, a 2048 move decided (src/app/requests.ts). */
export class SearchBridge extends WorkerBridge<SearchApi> {
  constructor(start: () => WorkerLike = searchWorker) {
    super(start);
  }

  searchText(signal: AbortSignal, ...args: Parameters<SearchApi['searchText']>): Promise<ReturnType<SearchApi['searchText']>> {
    return this.call(signal, 'searchText', ...args);
  }

  compareText(signal: AbortSignal, ...args: Parameters<SearchApi['compareText']>): Promise<ReturnType<SearchApi['compareText']>> {
    return this.call(signal, 'compareText', ...args);
  }

  searchGame(signal: AbortSignal, ...args: Parameters<SearchApi['searchGame']>): Promise<ReturnType<SearchApi['searchGame']>> {
    return this.call(signal, 'searchGame', ...args);
  }

  decide2048(signal: AbortSignal, ...args: Parameters<SearchApi['decide2048']>): Promise<ReturnType<SearchApi['decide2048']>> {
    return this.call(signal, 'decide2048', ...args);
  }
}

const experimentWorker = (): Worker => new Worker(new URL('../../worker/experiment.worker.ts', import.meta.url), { type: 'module' });

/** One worker of the experiments page's pool: plays the games it is sent (src/worker/experiment-api.ts). */
export class ExperimentBridge extends WorkerBridge<ExperimentApi> {
  constructor(start: () => WorkerLike = experimentWorker) {
    super(start);
  }

  playGame(signal: AbortSignal, ...args: Parameters<ExperimentApi['playGame']>): Promise<ReturnType<ExperimentApi['playGame']>> {
    return this.call(signal, 'playGame', ...args);
  }
}

/** A game the experiments pool could not play: the worker's error reply. */
export class GameFailure extends Error {
  constructor(readonly reply: ReplyError) {
    super(reply.code);
    this.name = 'GameFailure';
  }
}

/** Why a job of the experiments pool failed, as a reply's error (a GameFailure's own, else `worker.failed`). */
export function gameFailure(e: unknown): ReplyError {
  return e instanceof GameFailure ? e.reply : failure('worker.failed', { message: e instanceof Error ? e.message : String(e) }).error;
}

/**
 * The browser worker kind of the experiments pool (src/experiments/pool.ts,
 * the one scheduler the CLI uses too): a Web Worker behind an
 * ExperimentBridge. A game that cannot be played fails its job with a
 * GameFailure; ending the worker aborts the game it is playing.
 */
export function experimentPoolWorker(start: () => WorkerLike = experimentWorker): PoolWorker<Job, GameResult> {
  const bridge = new ExperimentBridge(start);
  const calls = new AbortController();
  return {
    async run(job: Job): Promise<GameResult> {
      const reply = await bridge.playGame(calls.signal, job);
      if (!reply.ok) throw new GameFailure(reply.error);
      return reply.game;
    },
    end(): void {
      calls.abort();
      bridge.terminate();
    },
  };
}

/**
 * A page's calls, one at a time: `signal()` aborts the call before (a newer
 * search replaces it) and gives the new call's signal; `cancel()` aborts the
 * current one (the Cancel button, leaving the page).
 */
export class LatestCall {
  private controller: AbortController | null = null;

  signal(): AbortSignal {
    this.controller?.abort();
    this.controller = new AbortController();
    return this.controller.signal;
  }

  cancel(): void {
    this.controller?.abort();
    this.controller = null;
  }
}

/** Resolves in a later task: what follows runs after the page has painted what came before (a big reply's parts, each in a task under 50 ms). */
export function afterTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
