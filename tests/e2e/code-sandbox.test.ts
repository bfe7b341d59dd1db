/**
 * `#/code`'s sandbox against hostile submissions (issue 37, item 4), in real
 * Chromium on the built app: each submission goes in by a link, runs by Run,
 * and what it saw comes back in the error box (`[data-code-error]`: its kind,
 * its message). Nothing escapes, nothing hangs:
 * - JavaScript cannot reach the network: `fetch`, `XMLHttpRequest`,
 *   `WebSocket`, `EventSource`, `navigator.sendBeacon`, `importScripts`, a
 *   nested `Worker`, `import()` hidden from the import check, to a server this
 *   file runs on 127.0.0.1: each refused, and the server sees no connection,
 *   even once the page has run another tree (while the page's own `fetch`
 *   reaches it: the count can count).
 * - JavaScript finds no storage and no page: `indexedDB`, `localStorage`,
 *   `caches`, `document.cookie`, `parent.document`, `top.location` each
 *   refused or absent; the page's own localStorage, IndexedDB, caches and
 *   cookies are as they were.
 * - A submission cannot forge its verdict: a wrong search that posts a
 *   passing record (its worker's `postMessage`, or the page's own port taken
 *   from the next message's event) still fails.
 * - Python: `import js`, `from js import fetch`, `import pyodide_js`, `open`,
 *   `os`, `subprocess` refused (and, past the import check through
 *   `sys.modules`, no file of the machine, no process, no `fetch`); a memory
 *   bomb ends as MemoryError, deep recursion as RecursionError, a bare
 *   `except:` round the game's calls as `calls`, a loop as `timeout`; after
 *   each, a correct search runs and passes on the same page.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');
const b64 = (source: string): string => Buffer.from(source, 'utf8').toString('base64url');

/** A server on 127.0.0.1 that counts what reaches it: TCP connections, and requests (WebSocket upgrades too). */
const watched = { url: '', connections: 0, requests: [] as string[] };
let server: Server | undefined;
beforeAll(async () => {
  server = createServer((req, res) => {
    watched.requests.push(`${req.method} ${req.url}`);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.end('reached');
  });
  server.on('connection', () => watched.connections++);
  server.on('upgrade', (req, socket) => {
    watched.requests.push(`UPGRADE ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the watched server has no port');
  watched.url = `http://127.0.0.1:${address.port}/`;
});
// Each test counts from nothing.
beforeEach(() => {
  watched.connections = 0;
  watched.requests.length = 0;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

interface Ran {
  status: string;
  kind: string | null;
  message: string;
  passed: string | null;
  action: string;
}

/**
 * Puts `source` in the page by its link (`#/code?style=…&code=…`), clicks Run and waits for that run to
 * end (a busy status, then done, error or stopped); what the page shows of it. `tag`, on the source's
 * first line, tells when the editor shows this source.
 */
async function submit(page: Page, style: 'js' | 'aima', tag: string, source: string, timeout = 60_000): Promise<Ran> {
  await page.evaluate((hash) => (location.hash = hash), `#/code?style=${style}&algo=alphabeta&code=${b64(source)}`);
  await page.waitForFunction((t) => document.querySelector('[data-code-editor] .cm-content')?.textContent?.includes(t), tag);
  await page.waitForSelector('[data-action="run-code"]:enabled');
  await page.evaluate(() => {
    const w = window as unknown as { seen: string[]; watcher?: MutationObserver };
    const status = document.querySelector('[data-code-status]')!;
    w.seen = [];
    w.watcher?.disconnect();
    w.watcher = new MutationObserver(() => w.seen.push(status.getAttribute('data-status') ?? ''));
    w.watcher.observe(status, { attributes: true, attributeFilter: ['data-status'] });
  });
  await page.click('[data-action="run-code"]');
  await page.waitForFunction(
    () => {
      const seen = (window as unknown as { seen: string[] }).seen;
      const busy = seen.findIndex((s) => s === 'loading' || s === 'running');
      return busy >= 0 && seen.slice(busy).some((s) => s === 'done' || s === 'error' || s === 'stopped');
    },
    null,
    { timeout },
  );
  return page.evaluate(() => {
    const error = document.querySelector('[data-code-error]');
    return {
      status: document.querySelector('[data-code-status]')?.getAttribute('data-status') ?? '',
      kind: error?.getAttribute('data-kind') ?? null,
      message: error?.querySelector('pre')?.textContent ?? '',
      passed: document.querySelector('[data-code-verdict]')?.getAttribute('data-passed') ?? null,
      action: document.querySelector('[data-action-line]')?.textContent ?? '',
    };
  });
}

/** The page's own storage: localStorage, IndexedDB's databases, the Cache API's caches, cookies. */
const storage = (page: Page) =>
  page.evaluate(async () => ({
    local: Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])),
    databases: (await indexedDB.databases()).map((d) => d.name).sort(),
    caches: (await caches.keys()).sort(),
    cookie: document.cookie,
  }));

/** Puts a key of the page's own in its localStorage; its storage as it is then. */
async function markStorage(page: Page) {
  await page.evaluate(() => localStorage.setItem('code-sandbox-test', 'the page wrote this before any submission ran'));
  return storage(page);
}

// JavaScript: a submission whose search reports what one expression gave, or what it threw.
const JS = 'js';
const jsProbe = (tag: string, expression: string): string =>
  `// ${tag}\nexport function alphaBetaSearch(state, game) {\n  let seen;\n  try {\n    seen = 'USED ' + String(${expression});\n  } catch (e) {\n` +
  `    seen = (e instanceof ReferenceError ? 'ABSENT ' : 'REFUSED ') + e.name + ': ' + e.message;\n  }\n  throw new Error('SEEN ' + seen);\n}\n`;

/** A correct JavaScript alpha-beta (AIMA's tie rule: a cut on equality), written for this file. */
const jsCorrect = (tag: string): string => `// ${tag}
export function alphaBetaSearch(state, game) {
  const me = game.toMove(state);
  const value = (s, alpha, beta) => {
    if (game.terminalTest(s)) return game.utility(s, me);
    const max = game.toMove(s) === 'MAX';
    let v = max ? -Infinity : Infinity;
    for (const a of game.actions(s)) {
      const w = value(game.result(s, a), alpha, beta);
      v = max ? Math.max(v, w) : Math.min(v, w);
      if (max ? v >= beta : v <= alpha) return v;
      if (max) alpha = Math.max(alpha, v);
      else beta = Math.min(beta, v);
    }
    return v;
  };
  let best = null;
  let top = -Infinity;
  for (const a of game.actions(state)) {
    const v = value(game.result(state, a), top, Infinity);
    if (v > top) [best, top] = [a, v];
  }
  return best;
}
`;

test('JavaScript cannot reach the network: each way refused, and the watched server sees nothing', async () => {
  const { page, errors } = await open(browser(), `${base}#/code?style=js&algo=alphabeta`);
  await page.waitForSelector('[data-code-editor] .cm-content');
  const to = (what: string) => `'${watched.url}${what}'`;
  const ways: [string, string][] = [
    ['fetch', `fetch(${to('fetch')})`],
    ['fetch on the global object', `self.fetch(${to('self-fetch')})`],
    ['XMLHttpRequest', `(() => { const x = new XMLHttpRequest(); x.open('GET', ${to('xhr')}, false); x.send(); return x.status; })()`],
    ['WebSocket', `new WebSocket(${to('ws').replace("'http", "'ws")})`],
    ['EventSource', `new EventSource(${to('sse')})`],
    ['sendBeacon', `navigator.sendBeacon(${to('beacon')}, 'x')`],
    ['importScripts', `importScripts(${to('script.js')})`],
    ['a nested Worker', `new Worker(${to('worker.js')})`],
  ];
  for (const [name, expression] of ways) {
    const r = await submit(page, JS, `net ${name}`, jsProbe(`net ${name}`, expression));
    expect(r, name).toMatchObject({ status: 'error', kind: 'exception' });
    expect(r.message, name).toMatch(/^Error: SEEN (REFUSED|ABSENT) /);
  }
  // `import()` with a comment before its parenthesis passes the file's import check; the frame's CSP refuses the request.
  const hidden = `// net import\nexport function alphaBetaSearch(state, game) {\n  import/**/(${to('module.js')}).catch(() => null);\n  return 'D';\n}\n`;
  expect(await submit(page, JS, 'net import', hidden)).toMatchObject({ status: 'done', passed: 'false' });
  // Settled: the page has run another tree since, a correct one, and it passes.
  expect(await submit(page, JS, 'net settled', jsCorrect('net settled'))).toMatchObject({ status: 'done', passed: 'true' });
  expect({ connections: watched.connections, requests: watched.requests }).toEqual({ connections: 0, requests: [] });
  // The count can count: the page itself, outside the sandbox, reaches the server.
  expect(await page.evaluate((url) => fetch(url, { mode: 'no-cors' }).then(() => 'reached'), `${watched.url}from-the-page`)).toBe('reached');
  expect(watched.requests).toEqual(['GET /from-the-page']);
  expect(watched.connections).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("JavaScript finds no storage and no page; the page's own storage is as it was", async () => {
  const { page, errors } = await open(browser(), `${base}#/code?style=js&algo=alphabeta`);
  await page.waitForSelector('[data-code-editor] .cm-content');
  const before = await markStorage(page);
  expect(before.local['code-sandbox-test']).toBe('the page wrote this before any submission ran');
  const doors: [string, string][] = [
    ['indexedDB.open', `indexedDB.open('escaped')`],
    ['localStorage', `(localStorage.setItem('escaped', 'yes'), localStorage.getItem('code-sandbox-test'))`],
    ['caches.open', `caches.open('escaped')`],
    ['document.cookie', `(document.cookie = 'escaped=yes', document.cookie)`],
    ['parent.document', `parent.document.querySelector('code-page')`],
    ['top.location', `top.location.href`],
    ['opener', `opener.document`],
    ['navigator.storage', `navigator.storage.persist()`],
  ];
  for (const [name, expression] of doors) {
    const r = await submit(page, JS, `door ${name}`, jsProbe(`door ${name}`, expression));
    expect(r, name).toMatchObject({ status: 'error', kind: 'exception' });
    expect(r.message, name).toMatch(/^Error: SEEN (REFUSED|ABSENT) /);
  }
  expect(await submit(page, JS, 'door settled', jsCorrect('door settled'))).toMatchObject({ status: 'done', passed: 'true' });
  expect(await storage(page)).toEqual(before);
  expect(errors).toEqual([]);
  await page.context().close();
});

/** What AIMA's alpha-beta generates and evaluates on Fig. 5.2 (the default tree), choosing B: a passing record. */
const PASSING = JSON.stringify({
  events: [
    ['generate', 'B'],
    ['generate', 'B1'],
    ['evaluate', 'B1'],
    ['generate', 'B2'],
    ['evaluate', 'B2'],
    ['generate', 'B3'],
    ['evaluate', 'B3'],
    ['generate', 'C'],
    ['generate', 'C1'],
    ['evaluate', 'C1'],
    ['generate', 'D'],
    ['generate', 'D1'],
    ['evaluate', 'D1'],
    ['generate', 'D2'],
    ['evaluate', 'D2'],
    ['generate', 'D3'],
    ['evaluate', 'D3'],
  ].map(([type, node]) => ({ type, node })),
  action: 'B',
});
const FORGED = `{ type: 'outcome', outcome: { record: ${PASSING}, ms: 1 }, fatal: false }`;

test("a wrong search that posts a passing record through its worker's postMessage still fails", async () => {
  const { page, errors } = await open(browser(), `${base}#/code?style=js&algo=alphabeta`);
  await page.waitForSelector('[data-code-editor] .cm-content');
  // The control: the same record, returned honestly, passes (so a forgery that got through would pass too).
  expect(await submit(page, JS, 'forge control', jsCorrect('forge control'))).toMatchObject({ passed: 'true' });
  const forger = `// forge postMessage
export function alphaBetaSearch(state, game) {
  const fake = ${FORGED};
  for (const send of [() => postMessage(fake), () => self.postMessage(fake), () => globalThis.postMessage(fake, '*')]) {
    try { send(); } catch { /* refused: try the next */ }
  }
  return 'D';
}
`;
  const r = await submit(page, JS, 'forge postMessage', forger);
  expect(r).toMatchObject({ status: 'done', passed: 'false' });
  expect(r.action).toMatch(/yours D\b/);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("a wrong search cannot take the page's port from the next message's event and post a passing record", async () => {
  const { page, errors } = await open(browser(), `${base}#/code?style=js&algo=alphabeta`);
  await page.waitForSelector('[data-code-editor] .cm-content');
  // The file's top level runs before the tree's message arrives: it wraps MessageEvent's `data` to catch that event's port.
  const thief = `// forge port
const data = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data');
let port = null;
try {
  Object.defineProperty(MessageEvent.prototype, 'data', {
    configurable: true,
    get() {
      if (this.target && typeof this.target.postMessage === 'function') port = this.target;
      return data.get.call(this);
    },
  });
} catch { /* refused */ }
export function alphaBetaSearch(state, game) {
  if (port !== null) port.postMessage(${FORGED});
  return 'D';
}
`;
  const r = await submit(page, JS, 'forge port', thief);
  expect(r.passed).toBe('false');
  expect(r.action).toMatch(/yours D\b/);
  expect(errors).toEqual([]);
  await page.context().close();
});

// Python (aima-python's style): a submission's top level, or its search's body.
const PY = 'aima';
const py = (tag: string, top: string, body = "return 'B'"): string =>
  `# ${tag}\n${top}${top === '' ? '' : '\n'}def alpha_beta_search(state, game):\n${body
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n')}\n    return 'B'\n`;
/** Past the import check: Python's own `__import__`, from `sys.modules` (`sys` is allowed). */
const RAW = "import sys\nraw = sys.modules['builtins'].__import__";

/** A correct alpha-beta in aima-python's style (a cut on equality), written for this file. */
const pyCorrect = (tag: string): string => `# ${tag}
def alpha_beta_search(state, game):
    me = game.to_move(state)
    inf = float('inf')

    def value(s, alpha, beta):
        if game.terminal_test(s):
            return game.utility(s, me)
        top = game.to_move(s) == 'MAX'
        v = -inf if top else inf
        for a in game.actions(s):
            w = value(game.result(s, a), alpha, beta)
            v = max(v, w) if top else min(v, w)
            if (v >= beta) if top else (v <= alpha):
                return v
            if top:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
        return v

    best, best_v = None, -inf
    for a in game.actions(state):
        v = value(game.result(state, a), best_v, inf)
        if v > best_v:
            best, best_v = a, v
    return best
`;

test('Python: no JS, no files, no processes, no network; bombs, recursion, a swallowed budget and a loop end clearly; the next search runs', async () => {
  const { page, errors } = await open(browser(), `${base}#/code?style=aima&algo=alphabeta`);
  await page.waitForSelector('[data-code-editor] .cm-content');
  const before = await markStorage(page);
  // The first run loads Pyodide (seconds): a correct search, which passes.
  expect(await submit(page, PY, 'py first', pyCorrect('py first'), 120_000)).toMatchObject({ status: 'done', passed: 'true' });
  const url = (what: string) => `'${watched.url}${what}'`;
  const cases: [string, string, string, string, RegExp][] = [
    ['import js', 'import js', 'return str(dir(js))', 'refused', /^RefusedImport: import js\b/],
    ['from js import fetch', 'from js import fetch', `fetch(${url('py-fetch')})`, 'refused', /^RefusedImport: import js\b/],
    ['import pyodide_js', 'import pyodide_js', 'return str(pyodide_js)', 'refused', /^RefusedImport: import pyodide_js\b/],
    ['open', '', "return open('/etc/passwd').read()", 'refused', /^RefusedCall: open\(\)/],
    ['os.system', 'import os', "os.system('ls')", 'refused', /^RefusedImport: import os\b/],
    ['subprocess', 'import subprocess', "subprocess.run(['ls'])", 'refused', /^RefusedImport: import subprocess\b/],
    // Past the import check: Pyodide's in-memory files only, no process, no JavaScript to fetch with.
    ['raw open', RAW, "return sys.modules['builtins'].open('/etc/passwd').read()", 'exception', /^FileNotFoundError: .*\/etc\/passwd/],
    ['raw os.system', RAW, "raise Exception('SEEN ' + repr(raw('os').system('ls')))", 'exception', /^Exception: SEEN -1$/],
    ['raw subprocess', RAW, "raw('subprocess').run(['ls'])", 'exception', /^OSError: .*does not support processes/],
    ['raw js.fetch', RAW, `raw('js').fetch(${url('raw-js-fetch')})`, 'exception', /^AttributeError: .*fetch/],
    [
      'raw run_js',
      RAW,
      `raw('pyodide.code', fromlist=['run_js']).run_js("fetch(${url('run-js')})")`,
      'exception',
      /^ImportError: cannot import name 'eval' from 'js'/,
    ],
    [
      'raw pyfetch',
      RAW,
      `raw('pyodide.http', fromlist=['pyfetch']).pyfetch(${url('pyfetch')}).send(None)`,
      'exception',
      /^(NameError|ImportError|AttributeError): /,
    ],
    // Memory: a string past the heap (10**9 bytes; 10**10 is past what a 32-bit index holds: OverflowError), a list that grows.
    ['a huge string', '', "x = 'a' * 10**9", 'exception', /^MemoryError: /],
    ['a growing list', '', "x = []\nwhile True:\n    x.append(' ' * 10**6)", 'exception', /^MemoryError: /],
    ['deep recursion', '', 'def f(n):\n    return f(n + 1)\nf(0)', 'exception', /^RecursionError: /],
    ['a bare except round the budget', '', 'while True:\n    try:\n        game.actions(state)\n    except:\n        pass', 'calls', /call budget/],
    ['a loop', '', 'while True:\n    pass', 'timeout', /time limit/],
  ];
  for (const [name, top, body, kind, message] of cases) {
    const r = await submit(page, PY, `py ${name}`, py(`py ${name}`, top, body));
    expect(r, name).toMatchObject({ status: 'error', kind });
    expect(r.message, name).toMatch(message);
    // The page runs the next submission: a correct one, which passes.
    expect(await submit(page, PY, `py after ${name}`, pyCorrect(`py after ${name}`)), `after ${name}`).toMatchObject({ status: 'done', passed: 'true' });
  }
  // A recursion limit raised out of reach overflows the interpreter's stack, or runs out of time: an error, and the page goes on.
  const raised = await submit(
    page,
    PY,
    'py raised limit',
    py('py raised limit', 'import sys', 'sys.setrecursionlimit(10**6)\ndef f(n):\n    return f(n + 1)\nf(0)'),
  );
  expect(raised.status).toBe('error');
  expect(['exception', 'timeout']).toContain(raised.kind);
  expect(await submit(page, PY, 'py last', pyCorrect('py last'))).toMatchObject({ status: 'done', passed: 'true' });
  expect({ connections: watched.connections, requests: watched.requests }).toEqual({ connections: 0, requests: [] });
  expect(await storage(page)).toEqual(before);
  expect(errors).toEqual([]);
  await page.context().close();
});
