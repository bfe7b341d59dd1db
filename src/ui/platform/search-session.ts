/**
 * The one search session of a page that searches (the tree, compare, 2048,
 * tic-tac-toe and Connect-4 pages, and every such page to come): a Lit
 * ReactiveController that owns
 *   - the worker bridge, and the latest call (a newer search, Cancel or
 *     leaving the page aborts the one before: `run`, `cancel`);
 *   - the step model (the step shown, playback and keys);
 *   - the step a link asked for, taken by the next trace opened (`open`);
 *   - the page's link, both ways, through its route's codec (params.ts): a
 *     new link is read once, before the page renders (`onLink`), and what
 *     the page shows is written back without a history entry (`write`).
 * Leaving the page aborts the search, stops playback and ends the worker.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { proxy } from 'comlink';
import type { Progress } from '../../app/requests.ts';
import { openView, type SearchTransfer, type TracedView } from '../../app/transfer.ts';
import { LatestCall, SearchBridge, isAbortError } from './bridge.ts';
import type { RouteCodec } from '../link/params.ts';
import type { Read } from '../link/param-reader.ts';
import { replaceHash } from '../link/route.ts';
import { StepModel } from '../viewer/index.ts';

/** A page with a search: a Lit element whose `params` are its route's link. */
export type SearchPage = ReactiveControllerHost & HTMLElement & { params: URLSearchParams };

export class SearchSession<Shown, Wanted = Shown> implements ReactiveController {
  readonly bridge = new SearchBridge();
  /** The step shown of the trace open, its playback and keys. */
  readonly model = new StepModel();
  /** A search is running (the page shows Cancel). */
  busy = false;
  /** The nodes the running search has entered so far, as the worker last reported them (null before its first report). */
  nodes: number | null = null;
  private readonly latest = new LatestCall();
  /** The step the next trace opened starts at: a link's `step`, then 0. */
  private wanted = 0;
  private readFrom: URLSearchParams | null = null;
  private calls = 0;

  constructor(
    private readonly host: SearchPage,
    /** The route's codec; a function when the page serves more than one route (the board games). */
    private readonly route: RouteCodec<Shown, Wanted> | (() => RouteCodec<Shown, Wanted>),
    /** A new link's values and notices (what it could not use): the page takes them and searches. */
    private readonly onLink: (read: Read<Wanted>) => void,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    if (this.host.params === this.readFrom) return;
    this.readFrom = this.host.params;
    this.onLink(this.codec().read(this.host.params));
  }

  hostDisconnected(): void {
    this.latest.cancel();
    this.model.stop();
    this.bridge.terminate();
  }

  /** The step the next trace opened starts at (clamped to the trace). */
  wantStep(step: number): void {
    this.wanted = step;
  }

  /**
   * Runs `call` as the page's latest search, aborting the one before. Resolves
   * with its reply, or null if it was aborted (by a newer search, Cancel or
   * leaving the page); `busy` while the latest runs.
   */
  async run<R>(call: (bridge: SearchBridge, signal: AbortSignal, progress: Progress) => Promise<R>): Promise<R | null> {
    const mine = ++this.calls;
    this.model.stop();
    this.busy = true;
    this.nodes = null;
    this.host.requestUpdate();
    // The worker's reports, while this call is the latest (a Comlink proxy: the worker calls it mid-search).
    const progress = proxy((nodes: number) => {
      if (mine !== this.calls) return;
      this.nodes = nodes;
      this.host.requestUpdate();
    });
    try {
      return await call(this.bridge, this.latest.signal(), progress);
    } catch (e) {
      if (isAbortError(e)) return null;
      throw e;
    } finally {
      if (mine === this.calls) {
        this.busy = false;
        this.host.requestUpdate();
      }
    }
  }

  /** Aborts the search running, if any. */
  cancel(): void {
    this.latest.cancel();
  }

  /** Opens the worker's view of a search (trace, tree and layout) at the step the link wanted. */
  open(view: SearchTransfer): TracedView {
    const opened = openView(view);
    this.start(opened.trace.length);
    return opened;
  }

  /** Starts the step model on a trace of `length` events, at the step the link wanted. */
  start(length: number): void {
    this.model.reset(length, this.wanted);
    this.wanted = 0;
  }

  /** Shows what the page shows in the address bar (replacing: stepping and playing fill no history), while the page is shown. */
  write(shown: Shown): void {
    // A page left (a timer of its own firing late) no longer owns the address bar.
    if (this.host.isConnected) replaceHash(this.codec().write(shown));
  }

  private codec(): RouteCodec<Shown, Wanted> {
    return typeof this.route === 'function' ? this.route() : this.route;
  }
}
