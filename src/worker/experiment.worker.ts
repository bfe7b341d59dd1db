/// <reference lib="webworker" />
/** A worker of the experiments page's pool: exposes `experimentApi` (experiment-api.ts) through Comlink. */
import { expose } from 'comlink';
import { experimentApi } from './experiment-api.ts';

expose(experimentApi);
