/**
 * Hash routes (docs/contracts.md, "Routes"), one a page (tutor-app.ts's
 * table): `#/trees` (the gallery), `#/tree?…`, `#/compare?…`, `#/2048?…`,
 * `#/replay`, `#/experiments`, `#/tictactoe?…`, `#/connect4?…`,
 * `#/exercise?…`, `#/ladder?…` (the solver ladder) and `#/code?…` (a
 * student's own search, issue 37). Hash routes work from
 * any static host; the URL always holds what is shown, so a link reproduces
 * the view. Here: which page a hash names, the parameters the app reads on
 * every route, and writing a page's hash back (with what the app keeps on
 * every route: presentation, the language a link set, embedding).
 */
export const PAGES = ['trees', 'tree', 'compare', '2048', 'replay', 'experiments', 'tictactoe', 'connect4', 'exercise', 'ladder', 'code'] as const;
export type Page = (typeof PAGES)[number];

export interface Route {
  page: Page;
  params: URLSearchParams;
}

export function parseRoute(hash: string): Route {
  const body = hash.replace(/^#\/?/, '');
  const q = body.indexOf('?');
  const name = q < 0 ? body : body.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : body.slice(q + 1));
  const page = (PAGES as readonly string[]).includes(name) ? (name as Page) : 'trees';
  return { page, params };
}

/** Presentation mode (`present=1`) is kept on every route a page writes while it is on. */
let presenting = false;

export function setPresenting(on: boolean): void {
  presenting = on;
}

/** The language a link asked for (`lang=es`), kept on every route a page writes while it is set; null: none asked. */
let linkLang: string | null = null;

export function setLinkLang(lang: string | null): void {
  linkLang = lang;
}

/** The parameters of embedding (`embed=1` and what goes with it), read by embed-params.ts. */
export const EMBED_PARAMS = ['embed', 'controls', 'speed', 'autoplay', 'start', 'end'] as const;

/** The parameters the app reads on every route, whatever the page: presentation mode, the language (app-params.ts), embedding's. The one list: app-params.ts names it APP_PARAMS. */
export const APP_WIDE_PARAMS: readonly string[] = ['present', 'lang', ...EMBED_PARAMS];

/** Embedding's parameters as the link gave them (`embed=1`, `controls`, …), kept on every route a page writes. */
let embedding: readonly (readonly [string, string])[] = [];

export function setEmbedding(query: readonly (readonly [string, string])[]): void {
  embedding = query;
}

/** The hash for a page and its parameters (empty values left out; `present=1` kept while presenting, `lang` while a link set it, embedding's while embedded). */
export function routeHash(page: Page, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '' && !APP_WIDE_PARAMS.includes(k)) query.set(k, String(v));
  if (presenting) query.set('present', '1');
  if (linkLang !== null) query.set('lang', linkLang);
  for (const [k, v] of embedding) query.set(k, v);
  const text = query.toString();
  return `#/${page}${text === '' ? '' : `?${text}`}`;
}

/** Least time between two writes of the URL: stepping fast must not pay for a history write every step (Chromium's costs milliseconds, and it throttles many). */
const WRITE_EVERY_MS = 150;
let lastWrite = -Infinity;
let pending: string | null = null;
/** The address when the pending write was asked for: if it is not the address when the write is due, the page was left. */
let pendingFrom = '';
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * Shows `hash` in the address bar without a history entry: at once, or, if
 * the last write was under WRITE_EVERY_MS ago, as soon as that has passed
 * (the latest hash wins). A navigation in between drops the pending write.
 */
export function replaceHash(hash: string): void {
  const wait = lastWrite + WRITE_EVERY_MS - performance.now();
  if (wait <= 0 && timer === null) return write(hash);
  pending = hash;
  pendingFrom = location.hash;
  timer ??= setTimeout(
    () => {
      timer = null;
      const next = pending;
      pending = null;
      // A link followed, or the back button, since: the write belongs to the page left.
      if (next !== null && location.hash === pendingFrom) write(next);
    },
    Math.max(0, wait),
  );
}

/** Writes the pending hash now, if one waits (Copy link / Copy embed code read the address: it must be the view shown). */
export function flushHash(): void {
  if (timer === null) return;
  clearTimeout(timer);
  timer = null;
  const next = pending;
  pending = null;
  if (next !== null && location.hash === pendingFrom) write(next);
}

function write(hash: string): void {
  lastWrite = performance.now();
  if (location.hash !== hash) history.replaceState(null, '', hash);
}
