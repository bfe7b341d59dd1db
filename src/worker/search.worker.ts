/// <reference lib="webworker" />
/** The search worker: exposes `api` to the page through Comlink. */
import { expose } from 'comlink';
import { api } from './api.ts';

expose(api);
