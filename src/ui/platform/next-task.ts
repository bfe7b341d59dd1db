/**
 * A function run in a task of its own, soon: after the current task ends and
 * the browser has had its turn (input, a paint), but not held back as timers
 * are in a hidden tab (a message on a channel is not throttled). For work cut
 * in slices so that no task is long: one slice, then `nextTask(nextSlice)`.
 * Returns a function that cancels it.
 */
export function nextTask(run: () => void): () => void {
  const channel = new MessageChannel();
  let live = true;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (live) run();
  };
  channel.port2.postMessage(null);
  return () => {
    live = false;
    channel.port1.close();
  };
}

/**
 * A function run in a task of its own just after the next frame is painted: for drawing cut in
 * pieces, so that each frame lays out and paints one piece (pieces drawn in tasks between two frames
 * would all be laid out in the second one's task). Not run while the tab is hidden (no frames).
 * Returns a function that cancels it.
 */
export function nextFrame(run: () => void): () => void {
  let cancel: (() => void) | null = null;
  const frame = requestAnimationFrame(() => (cancel = nextTask(run)));
  return () => {
    cancelAnimationFrame(frame);
    cancel?.();
  };
}

/** Loads run one after another, each in a task after the one before (a module's evaluation a task of its own); the last one's value. */
export const inSteps =
  (...loads: (() => Promise<unknown>)[]) =>
  async (): Promise<unknown> => {
    let last: unknown;
    for (const [i, load] of loads.entries()) {
      if (i > 0) await ownTask();
      last = await load();
    }
    return last;
  };

/**
 * Resolves in a task of its own. A heavy component awaits it before its first update
 * (`scheduleUpdate`), so that a page's first render and each of its big parts (the viewer, the tree,
 * a chart) are tasks of their own, none near 50 ms on a cold load (issue 39).
 */
export function ownTask(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve));
}
