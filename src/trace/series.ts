/**
 * Recording a search that runs several passes from the root (iterative
 * deepening's iterations, null-window probes; src/search/enhanced.ts): one
 * trace a pass, each numbered from its root, so each is a tree the viewer
 * draws. A pass opens at an iteration's start or at a probe's start (an
 * iteration's first probe shares its trace); the iteration's end lands in its
 * last pass. A search of one pass gives one trace, as a Recorder would.
 */
import type { Game, NodeKind } from '../search/game.ts';
import type { SearchOptions, SearchResult } from '../search/search.ts';
import type { Certainty, EvalReason, Phase, Tracer, WindowSide } from '../search/tracer.ts';
import { Recorder } from './recorder.ts';
import type { Trace } from './trace.ts';

/** One pass of a search: the iteration's depth and the probe's guess where there are, and its trace. */
export interface Pass<S, A> {
  depth?: number;
  guess?: number;
  trace: Trace<S, A>;
}

/** A pass being recorded. */
interface Recording<S, A> {
  depth?: number;
  guess?: number;
  recorder: Recorder<S, A>;
}

export class SeriesRecorder<S, A> implements Tracer<S> {
  private readonly passes: Recording<S, A>[] = [];
  /** The pass being recorded (the last one), null before the first. */
  private last: Recording<S, A> | null = null;
  /** The pass just opened by an iteration's start, which its first probe joins. */
  private fresh = false;
  private depth: number | undefined;

  constructor(readonly game: Game<S, A>) {}

  private get current(): Recorder<S, A> {
    return (this.last ?? this.open()).recorder;
  }

  private open(guess?: number): Recording<S, A> {
    const pass = { depth: this.depth, guess, recorder: new Recorder(this.game) };
    this.passes.push(pass);
    this.last = pass;
    return pass;
  }

  enter(node: number, parent: number, state: S, kind: NodeKind, depth: number, edge: number, p: number, alpha: number, beta: number): void {
    this.fresh = false;
    this.current.enter(node, parent, state, kind, depth, edge, p, alpha, beta);
  }
  evaluate(node: number, value: number, reason: EvalReason): void {
    this.current.evaluate(node, value, reason);
  }
  update(node: number, value: number, child: number): void {
    this.current.update(node, value, child);
  }
  bound(node: number, side: WindowSide, value: number): void {
    this.current.bound(node, side, value);
  }
  prune(node: number): void {
    this.current.prune(node);
  }
  skip(node: number, parent: number, state: S, kind: NodeKind, depth: number, edge: number): void {
    this.current.skip(node, parent, state, kind, depth, edge);
  }
  average(node: number, value: number): void {
    this.current.average(node, value);
  }
  exit(node: number, value: number, certainty: Certainty): void {
    this.current.exit(node, value, certainty);
  }
  hit(node: number, value: number, certainty: Certainty, cut: boolean): void {
    this.current.hit(node, value, certainty, cut);
  }
  store(node: number, value: number, certainty: Certainty): void {
    this.current.store(node, value, certainty);
  }
  iteration(depth: number, phase: Phase, value: number): void {
    if (phase === 'start') {
      this.depth = depth;
      this.open();
      this.fresh = true;
    }
    this.current.iteration(depth, phase, value);
  }
  probe(guess: number, phase: Phase, value: number): void {
    if (phase === 'start') {
      if (this.fresh && this.last !== null) this.last.guess = guess;
      else this.open(guess);
      this.fresh = false;
    }
    this.current.probe(guess, phase, value);
  }

  /** The passes' traces, in order (passes that entered no node are left out). */
  finish(): Pass<S, A>[] {
    return this.passes.filter((p) => p.recorder.nodeCount > 0).map(({ depth, guess, recorder }) => ({ depth, guess, trace: recorder.finish() }));
  }
}

/** Runs a searcher with a SeriesRecorder: its result and one trace a pass. */
export function recordPasses<S, A>(
  searcher: (game: Game<S, A>, root: S, options?: SearchOptions<S>) => SearchResult<A>,
  game: Game<S, A>,
  root: S,
  options: Omit<SearchOptions<S>, 'tracer'> = {},
): { result: SearchResult<A>; passes: Pass<S, A>[] } {
  const series = new SeriesRecorder(game);
  const result = searcher(game, root, { ...options, tracer: series });
  return { result, passes: series.finish() };
}
