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
