/**
 * The search worker's API: what the page asks for (src/app/requests.ts),
 * exposed by search.worker.ts through Comlink.
 */
import { requests } from '../app/requests.ts';

export const api = requests;

export type SearchApi = typeof api;
