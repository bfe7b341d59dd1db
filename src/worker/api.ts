/**
 * What the page's search worker does: parse a tree, search it, and send back
 * the result and every step's narration in both languages. Plain functions
 * over plain data, so they are tested in Node and exposed in the worker by
 * search.worker.ts through Comlink.
 */
import { SearchError } from '../search/search.ts';
import { parseTree } from '../games/tree/parse.ts';
import { RequestError, readRequest, searchTree, type TreeSearchJson } from '../games/tree/search.ts';
import type { TreeError } from '../games/tree/tree.ts';
import { narrateAll } from '../trace/narrate.ts';

/** Searches may not visit more nodes than this from the page (a pasted huge tree must not hang the worker). */
export const PAGE_NODE_BUDGET = 2_000_000;

export type SearchReply =
  | { ok: true; result: TreeSearchJson; narration: { en: string[]; es: string[] } }
  | { ok: false; error: TreeError };

export const api = {
  /** Searches a tree given as text; options as in a `tutor search --input` line. */
  searchText(text: string, options: Record<string, unknown>): SearchReply {
    const parsed = parseTree(text);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    try {
      const request = readRequest({ budget: PAGE_NODE_BUDGET, ...options });
      const { trace, json, algo } = searchTree(parsed.tree, request);
      return {
        ok: true,
        result: json,
        narration: { en: narrateAll(trace, { lang: 'en', algorithm: algo }), es: narrateAll(trace, { lang: 'es', algorithm: algo }) },
      };
    } catch (e) {
      if (e instanceof SearchError || e instanceof RequestError) return { ok: false, error: { line: 1, column: 1, message: e.message, es: e.es } };
      throw e;
    }
  },
};

export type SearchApi = typeof api;
