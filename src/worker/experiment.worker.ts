/// <reference lib="webworker" />
/** A worker of the experiments page's pool: plays the games it is sent (the same runner as the CLI's). */
import { expose } from 'comlink';
import { playGame } from '../experiments/runner.ts';

expose({ playGame });
