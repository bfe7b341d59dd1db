/**
 * A millisecond clock for the pure layers: `performance.now()` where the host
 * has it (Node, browsers, workers), `Date.now()` otherwise. The pure layers'
 * types know no host, so this is the one place that looks.
 */
const host = globalThis as { performance?: { now(): number } };

export const now: () => number = () => (host.performance ?? Date).now();
