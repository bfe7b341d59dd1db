/**
 * The search worker's API: what the page asks for (src/app/requests.ts), each
 * reply marked so that Comlink transfers its trace's columns to the page
 * rather than copying them. Exposed by search.worker.ts; the page reaches it
 * through src/ui/platform/bridge.ts, which imports its type only.
 */
import { releaseProxy, transfer } from 'comlink';
import { requests, type Progress } from '../app/requests.ts';
import { solverRequests } from '../app/solver-requests.ts';
import { mctsPosition } from '../app/mcts-position.ts';
import { ladderRequests, type LadderReply } from '../app/ladder.ts';
import { transferList, type SearchTransfer } from '../app/transfer.ts';

/** What a reply hands Comlink to transfer: its trace's column buffers, if it has a trace. */
export function transferables(reply: { ok: boolean; view?: SearchTransfer }): ArrayBuffer[] {
  return reply.ok && reply.view !== undefined ? transferList(reply.view) : [];
}

/** The reply, marked for Comlink to transfer `transferables(reply)` with it (the worker drops it once sent). */
export function transferred<R extends { ok: boolean; view?: SearchTransfer }>(reply: R): R {
  return transfer(reply, transferables(reply));
}

/** A ladder reply's trees, to transfer. */
function ladderTransferables(reply: LadderReply): ArrayBuffer[] {
  return reply.ok && reply.trace !== undefined ? reply.trace.passes.flatMap((p) => transferList(p.view)) : [];
}

/**
 * Runs `ask` with the page's progress callback (a Comlink proxy: each call
 * posts a message at once, while the search runs on), then releases it.
 */
function withProgress<R>(progress: Progress | undefined, ask: (progress: Progress | undefined) => R): R {
  if (progress === undefined) return ask(undefined);
  const tell = (nodes: number) => void Promise.resolve(progress(nodes)).catch(() => undefined);
  try {
    return ask(tell);
  } finally {
    (progress as Partial<Record<typeof releaseProxy, () => void>>)[releaseProxy]?.();
  }
}

export const api = {
  searchText: (text: string, options: Record<string, unknown>, progress?: Progress) =>
    withProgress(progress, (p) => transferred(requests.searchText(text, options, p))),
  compareText: (...[text, runs, tieRule, sameOrder, progress]: Parameters<typeof requests.compareText>) => {
    const reply = withProgress(progress, (p) => requests.compareText(text, runs, tieRule, sameOrder, p));
    if (!reply.ok) return reply;
    const buffers = [...reply.searches.flatMap(transferables), ...reply.stepMaps.flatMap((m) => (m === null ? [] : [m.buffer as ArrayBuffer]))];
    return transfer(reply, buffers);
  },
  searchGame: (...[request, tree, progress]: Parameters<typeof requests.searchGame>) =>
    withProgress(progress, (p) => transferred(requests.searchGame(request, tree, p))),
  decide2048: (...args: Parameters<typeof requests.decide2048>) => transferred(requests.decide2048(...args)),
  solveConnect4: solverRequests.solveConnect4,
  analyzeConnect4: solverRequests.analyzeConnect4,
  ladderRung: (...args: Parameters<typeof ladderRequests.ladderRung>) => {
    const reply = ladderRequests.ladderRung(...args);
    return transfer(reply, ladderTransferables(reply));
  },
  /** Monte Carlo tree search on a tic-tac-toe or Connect-4 position; with `trace`, recorded for the MCTS view. */
  mctsGame: mctsPosition,
  /** A chunk of a test set on a rung: sums only (the page calls it chunk by chunk, showing progress and cancelling between chunks). */
  ladderSet: ladderRequests.ladderSet,
};

export type SearchApi = typeof api;
