/** `#/exercise`'s codec: the exercise set a link hands out (its seed, count, difficulty, algorithm) and whether the key is shown. */
import { DIFFICULTIES, EXERCISE_ALGORITHMS, EXERCISE_COUNT_RANGE, type ExerciseOptions } from '../../app/exercise.ts';
import { SEED_RANGE } from '../../games/rng.ts';
import { msg } from '../../i18n/message.ts';
import { routeHash } from './route.ts';
import { Params } from './param-reader.ts';
import { ROUTE_PARAMS, flagged, type RouteCodec } from './codec.ts';

export interface ExerciseParams extends Omit<ExerciseOptions, 'seed'> {
  /** The link's seed; null when it gives none (or none usable): the page picks one and writes it, so the link can be shared as it is. */
  seed: number | null;
  key: boolean;
  /** `lms=scorm12`: launched by an LMS as a SCORM 1.2 SCO (issue 38; src/ui/exercise/lms/): the page reports to the LMS's API. */
  lms: ExerciseLms;
}

export const EXERCISE_LMS = ['none', 'scorm12'] as const;
export type ExerciseLms = (typeof EXERCISE_LMS)[number];

export const EXERCISE_DEFAULTS = { count: 4, difficulty: 'medium', algo: 'alphabeta' } as const satisfies Partial<ExerciseOptions>;

/** `#/exercise?seed=&count=&difficulty=&algo=&key=1[&lms=scorm12]` */
export const EXERCISE_ROUTE: RouteCodec<ExerciseOptions & { key: boolean; lms?: ExerciseLms }, ExerciseParams> = {
  read(p) {
    const r = new Params(p, ROUTE_PARAMS.exercise);
    const values: ExerciseParams = {
      seed: r.optionalInt('seed', SEED_RANGE, msg('instead.new-seed')),
      count: r.int('count', EXERCISE_COUNT_RANGE, EXERCISE_DEFAULTS.count),
      difficulty: r.choice('difficulty', DIFFICULTIES, EXERCISE_DEFAULTS.difficulty),
      algo: r.choice('algo', EXERCISE_ALGORITHMS, EXERCISE_DEFAULTS.algo),
      key: r.flag('key'),
      lms: r.choice('lms', EXERCISE_LMS, 'none'),
    };
    return { values, notices: r.notices };
  },
  // The link keeps every option: a sheet is handed out by its link.
  write: (o) =>
    routeHash('exercise', {
      seed: o.seed,
      count: o.count,
      difficulty: o.difficulty,
      algo: o.algo,
      key: flagged(o.key),
      lms: o.lms === 'scorm12' ? o.lms : undefined,
    }),
};
