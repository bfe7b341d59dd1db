/**
 * One sandbox worker, from the page's side (issue 37, `#/code`): started in
 * the iframe (frame.ts), talked to over its MessagePort (protocol.ts), its
 * messages awaited one at a time, each within a time limit, each checked
 * (`readFromWorker`: nothing a worker says is trusted beyond its shape).
 */
import type { SandboxFrame } from './frame.ts';
import { readFromWorker, type CodeLang, type FromWorker, type ToWorker } from './protocol.ts';

/** How long a run may go on once the worker has said its call budget is spent (as `tutor check`). */
const CALLS_GRACE_MS = 250;

/** Why no message came: past the limit (after the call budget was spent: `calls`), or the worker is gone. */
export type Stop = { type: 'timeout'; calls: boolean } | { type: 'died'; message: string };

export class Slot {
  /** Resolves when the worker's interpreter is ready; rejects when it cannot start. */
  readonly ready: Promise<void>;
  /** When it was asked for (performance.now()), and how long it took to be ready (ms), once it is. */
  readonly asked = performance.now();
  startMs: number | null = null;
  private port: MessagePort | null = null;
  private id = 0;
  private dead: string | null = null;
  private waiter: ((m: FromWorker | Stop) => void) | null = null;
  private maxCalls = 0;
  private onEnd: () => void = () => undefined;

  constructor(
    private readonly frame: SandboxFrame,
    readonly lang: CodeLang,
    init: () => Promise<ToWorker>,
    startLimitMs: number,
  ) {
    // Ended before it is ready (disposed, stopped): `ready` rejects at once, whatever the start awaits.
    const ended = new Promise<never>((_, reject) => (this.onEnd = () => reject(new Error(this.dead ?? 'stopped'))));
    this.ready = Promise.race([this.start(init, startLimitMs), ended]).catch((e: unknown) => {
      this.kill();
      throw e;
    });
    // A start that fails is reported to whoever awaits `ready`; no one may be.
    this.ready.catch(() => undefined);
  }

  private async start(init: () => Promise<ToWorker>, limit: number): Promise<void> {
    const { id, port } = await this.frame.spawn((message) => this.die(message));
    this.id = id;
    this.port = port;
    port.onmessage = (e: MessageEvent) => {
      const m = readFromWorker(e.data, this.maxCalls);
      if (m === null) this.die('the runner sent something unexpected');
      else this.waiter?.(m);
    };
    const gone = () => {
      if (this.dead === null) return;
      this.kill();
      throw new Error(this.dead);
    };
    gone();
    const message = await init();
    gone();
    // Pyodide's files go as Blobs: handles, no copy here (the worker reads its own).
    port.postMessage(message);
    const first = await this.next(limit, 0);
    if (first.type !== 'ready') {
      this.kill();
      throw new Error(first.type === 'fatal' || first.type === 'died' ? first.message : `the runner did not start (${first.type})`);
    }
    this.startMs = performance.now() - this.asked;
  }

  get alive(): boolean {
    return this.dead === null;
  }

  send(m: ToWorker): void {
    this.port?.postMessage(m);
  }

  /**
   * The worker's next message, or why none came within `limit` ms (a `calls` notice shortens the wait
   * to a grace period; `maxCalls` bounds the events a record it sends may hold).
   */
  next(limit: number, maxCalls: number): Promise<FromWorker | Stop> {
    this.maxCalls = maxCalls;
    if (this.dead !== null) return Promise.resolve({ type: 'died', message: this.dead });
    return new Promise((resolve) => {
      const deadline = performance.now() + limit;
      let calls = false;
      const done = (m: FromWorker | Stop) => {
        clearTimeout(timer);
        this.waiter = null;
        resolve(m);
      };
      let timer = setTimeout(() => done({ type: 'timeout', calls }), limit);
      this.waiter = (m) => {
        if (m.type !== 'calls') return done(m);
        if (calls) return;
        calls = true;
        clearTimeout(timer);
        timer = setTimeout(() => done({ type: 'timeout', calls }), Math.max(0, Math.min(CALLS_GRACE_MS, deadline - performance.now())));
      };
    });
  }

  /** The worker reported an error, or said something it may not: it is ended. */
  private die(message: string): void {
    if (this.dead !== null) return;
    this.dead = message;
    this.kill();
  }

  /** Ends the worker at once (the iframe terminates it). */
  kill(): void {
    this.dead ??= 'stopped';
    this.onEnd();
    if (this.port !== null) {
      this.port.onmessage = null;
      this.port.close();
    }
    if (this.id !== 0) this.frame.kill(this.id);
    this.waiter?.({ type: 'died', message: this.dead });
  }
}
