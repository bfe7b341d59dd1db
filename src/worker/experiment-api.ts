/**
 * The experiments page's worker API: play one game of a batch (the same
 * runner as `tutor experiment`), answered in the one reply shape of
 * src/app/reply.ts. Exposed by experiment.worker.ts; the page reaches it
 * through src/ui/platform/bridge.ts (ExperimentBridge), which imports its type only.
 */
import { playGame, type GameResult, type Job } from '../experiments/runner.ts';
import { SearchError } from '../search/search.ts';
import { failure, searchReason, type Reply } from '../app/reply.ts';

export type PlayReply = Reply<{ game: GameResult }>;

export const experimentApi = {
  /** Plays game `job.index` of the job's configuration to its end. */
  playGame(job: Job): PlayReply {
    try {
      return { ok: true, game: playGame(job) };
    } catch (e) {
      // The 2048 game gives each algorithm the nodes it searches: a SearchError is the job's depth or budget.
      if (e instanceof SearchError) return failure('request.invalid', { reason: searchReason(e) });
      throw e;
    }
  },
};

export type ExperimentApi = typeof experimentApi;
