/* global document, window, location, PerformanceObserver, KeyboardEvent, Event, setTimeout, clearTimeout, requestAnimationFrame -- the page.evaluate and init-script callbacks run in the browser */
// Measures the built page in Debian's Chromium (npm run bench:page). Prints
// figures only: it never fails on a missed goal (exit 0 unless the browser or
// the server cannot start).
//
// 0. The viewer on the real traces a course opens by link (tic-tac-toe's whole
//    tree under alpha-beta and minimax, 2048 expectimax at depths 3 and 4,
//    Connect-4 at depth 6), each in a fresh page at 1280×800, each figure beside
//    its goal and marked ok or MISSED: the first view, the longest main-thread
//    task while loading and while stepping, one step (median, p95, max),
//    Home/End/a slider jump, the JS heap, and the DOM's size.
// 1. Navigation to the first tree drawn (a textbook tree), median of 5 loads.
// 2. Time per step on 2 000- and 20 000-node random trees.
// 3. 2048: propose latency, and the main thread during a depth-7 search.
// 4. The gzipped size of the JavaScript.
// 5. `#/code` (issue 37): a student's alpha-beta run on AIMA's Fig. 5.2 in the
//    page's sandbox — JavaScript (first and warm), Python (the first run,
//    Pyodide fetched and started, then warm), a loop stopped at the time
//    limit and the run after it — each with the longest main-thread task.
// 6. `scorm` (issue 38): an exercise set of 4 medium and of 40 hard trees —
//    the exercise page opened (every exercise drawn), its *SCORM package*
//    made and downloaded, and that package's page booted (every exercise
//    drawn) — each timed, with the longest main-thread task.
//
// 7. `boot` (issue 39): each page opened cold in a fresh browser context, and
//    the issue's links (40 hard exercises with their key): the longest
//    main-thread task from the navigation until the page has shown what it
//    opens on and been quiet for a second, median and worst of 3 loads.
// 8. `import` (issue 39): the thesis's docs/results/results.jsonl (3.5 MB,
//    16,000 lines) imported on the experiments page: the time until the
//    import is said, and the longest main-thread task meanwhile, of 3.
//
// Build first. The built app is read from $BENCH_DIST (default dist), so a
// build of one's own does not clash with anyone else's:
//   npx vite build --outDir /tmp/bench-dist && BENCH_DIST=/tmp/bench-dist node scripts/measure-page.mjs
// Names on the command line (or in $BENCH_ONLY, comma-separated) run only those
// parts: a trace (ttt-alphabeta, ttt-minimax, 2048-d3, 2048-d4, c4-d6), `traces`
// for all five, or sections 1-8 (first-tree, big-trees, 2048-propose, js-size, code, scorm, boot, import):
//   node scripts/measure-page.mjs ttt-minimax
// $BENCH_TIMEOUT_MS changes how long a trace may take to show (default 120 000).
import { Buffer } from 'node:buffer';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';
import { chromium } from 'playwright-core';

const DIST = process.env.BENCH_DIST ?? 'dist';

// ---- The goals (ms) ---------------------------------------------------------------------------

/** No main-thread task longer than this while loading or stepping. */
const GOAL_TASK = 50;
/** One step, at the 95th percentile. */
const GOAL_STEP_P95 = 16;
/** Home, End, any slider jump. */
const GOAL_JUMP = 50;

// ---- The traces -------------------------------------------------------------------------------

const B2048 = encodeURIComponent(
  JSON.stringify([
    [2, 4, 8, 16],
    [0, 2, 4, 8],
    [0, 0, 2, 4],
    [0, 0, 0, 2],
  ]),
);
const g2048 = (depth) => `#/2048?board=${B2048}&score=500&algo=expectimax&heuristic=h1&variant=text&depth=${depth}&propose=1&step=300`;

/**
 * The traces, as a link opens them. `firstView`: the goal for the first view
 * (ms). `viewerKeys`: the arrows play the game on this page, so the keys go to
 * the focused viewer rather than to the window (README: on 2048 they play the
 * game unless the tree has focus). `deepTree`: the page draws a tree this deep
 * only with its "deep tree" box ticked, which no link says: the page is opened
 * without the proposal, the box ticked, then the link followed in that page.
 */
const TRACES = [
  { id: 'ttt-alphabeta', label: 'ttt alpha-beta', hash: '#/tictactoe?position=.........&algo=alphabeta&human=x&propose=1&step=40000', firstView: 1000 },
  { id: 'ttt-minimax', label: 'ttt minimax', hash: '#/tictactoe?position=.........&algo=minimax&human=x&propose=1&step=400000', firstView: 3000 },
  { id: '2048-d3', label: '2048 expectimax d3', hash: g2048(3), firstView: 3000, viewerKeys: true },
  { id: '2048-d4', label: '2048 expectimax d4', hash: g2048(4), firstView: 3000, viewerKeys: true, deepTree: true },
  { id: 'c4-d6', label: 'c4 alpha-beta d6', hash: '#/connect4?moves=4453&algo=alphabeta&depth=6&human=x&propose=1&step=60', firstView: 3000 },
];

/** How long a trace may take to show its tree, and to be stepped through, before it is given up. */
const FIRST_VIEW_TIMEOUT = Number(process.env.BENCH_TIMEOUT_MS ?? 120_000);
const STEP_BUDGET = 60_000;
const STEPS = 200;

// ---- What to run ------------------------------------------------------------------------------

const SECTIONS = ['first-tree', 'big-trees', '2048-propose', 'js-size', 'code', 'scorm', 'boot', 'import'];
const names = [...process.argv.slice(2), ...(process.env.BENCH_ONLY ?? '').split(',')].map((s) => s.trim()).filter((s) => s !== '');
const known = new Set([...TRACES.map((t) => t.id), 'traces', ...SECTIONS]);
const unknown = names.filter((n) => !known.has(n));
if (unknown.length > 0) {
  console.error(`unknown: ${unknown.join(', ')}; choose among ${[...known].join(', ')}`);
  process.exit(2);
}
const runs = (name) => names.length === 0 || names.includes(name) || (TRACES.some((t) => t.id === name) && names.includes('traces'));

// ---- Small helpers ----------------------------------------------------------------------------

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The value at fraction q of the sorted values (nearest rank). */
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const ms = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const mark = (value, goal) => `(goal ≤ ${goal}) ${value <= goal ? 'ok' : 'MISSED'}`;
const sleep = (t) => new Promise((r) => setTimeout(r, t));
const TIMED_OUT = Symbol('timed out');
/** The promise's value, or TIMED_OUT after t ms (the promise is left to settle or fail on its own). */
const within = (promise, t) => {
  let timer;
  const late = new Promise((r) => (timer = setTimeout(() => r(TIMED_OUT), t)));
  // The timer is cleared either way, so that it does not keep Node running after the last page.
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

/**
 * Runs in every page before the app (page.addInitScript): records the
 * main-thread tasks over 50 ms (the Long Tasks API, buffered), and watches,
 * once a frame, for the node of the current step drawn in the viewer — or
 * for the page saying no tree: an error shown with no viewer for a second,
 * or a proposal with no viewer for 5 s. Times are performance.now(), from the navigation's start;
 * `watch(t0)` starts over from t0 (a link followed in an open page).
 */
function installProbes() {
  const bench = { tasks: [], t0: 0, drawn: null, proposed: null, refused: null, noViewerSince: null, watching: 0 };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    bench.tasks = null; // no Long Tasks API: said in the report
  }
  const look = (run) => {
    if (run !== bench.watching) return; // a newer watch took over
    const now = performance.now();
    const viewer = document.querySelector('[data-viewer]');
    if (bench.proposed === null && document.querySelector('[data-proposal]') !== null) bench.proposed = now;
    if (viewer?.querySelector('[data-current]')) {
      bench.drawn = now;
      return;
    }
    const alert = document.querySelector('[role=alert]');
    if (viewer === null && (bench.proposed !== null || alert !== null)) {
      bench.noViewerSince ??= now;
      // An error said: refused after a second; a proposal without its tree: after 5 s (the tree may come after it).
      if (now - bench.noViewerSince >= (alert !== null ? 1000 : 5000)) {
        const why = alert ?? document.querySelector('.decision .note');
        bench.refused = (why?.textContent ?? 'no tree').replace(/\s+/g, ' ').trim();
        return;
      }
    } else bench.noViewerSince = null;
    requestAnimationFrame(() => look(run));
  };
  bench.watch = (t0) => {
    Object.assign(bench, { t0, drawn: null, proposed: null, refused: null, noViewerSince: null });
    const run = ++bench.watching;
    requestAnimationFrame(() => look(run));
  };
  bench.watch(0);
}

/** The longest of the recorded long tasks that overlap [from, to] (0 if none), with their count and sum. */
async function longTasks(page, from, to) {
  return page.evaluate(
    ([from, to]) => {
      const tasks = window.__bench.tasks;
      if (tasks === null) return null;
      const hit = tasks.filter((t) => t.start + t.duration > from && t.start < to);
      const longest = hit.reduce((a, t) => (a === null || t.duration > a.duration ? t : a), null);
      return { longest: longest?.duration ?? 0, at: (longest?.start ?? 0) - from, count: hit.length, sum: hit.reduce((s, t) => s + t.duration, 0) };
    },
    [from, to],
  );
}

/** The line for the long tasks of one phase. */
function taskLine(what, tasks) {
  if (tasks === null) return `longest task ${what} unknown (no Long Tasks API)`;
  if (tasks.count === 0) return `longest task ${what} under 50 ms ${mark(0, GOAL_TASK)} [none over 50 ms]`;
  return `longest task ${what} ${ms(tasks.longest)} ms ${mark(tasks.longest, GOAL_TASK)} [${tasks.count} over 50 ms, ${ms(tasks.sum)} ms in all; the longest began ${ms(tasks.at)} ms into the phase]`;
}

/**
 * The page's memory (MB) after a garbage collection, through the DevTools
 * protocol: the JS heap in use (JSHeapUsedSize), and the ArrayBuffers'
 * contents, which live outside it (typed arrays: a trace handed over by the
 * worker is mostly these). The worker's own memory is not counted.
 */
async function memoryMB(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    return { heap: usage.usedSize / 2 ** 20, buffers: usage.backingStorageSize === undefined ? null : usage.backingStorageSize / 2 ** 20 };
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/**
 * In the page: 200 steps forward from the linked step (from 200 before the
 * end if the link is nearer the end; fewer if the budget runs out), then
 * Home, End, and the slider to the middle. Each is timed from the key (or
 * the slider's input) until the viewer and its tree have updated and the
 * browser has done style and layout (`work`, the figure with the goal), and
 * until the next frame is painted (`frame`). The next key comes only after
 * that frame, in a task of its own, as a user's would, so that each long
 * task belongs to one step or jump and the frames between them.
 */
async function stepThrough({ steps, viewerKeys, budget }) {
  const viewer = document.querySelector('[data-viewer]');
  const stepNow = () => Number(viewer.querySelector('[data-step]')?.getAttribute('data-step'));
  const slider = viewer.querySelector('step-controls input[type=range]');
  const total = Number(slider?.max);
  // The keys go where a user's would: to the window, or (viewerKeys) to the viewer once it has focus.
  if (viewerKeys) viewer.focus({ preventScroll: true });
  const target = viewerKeys ? viewer : window;
  const settled = async () => {
    await viewer.updateComplete;
    const tree = viewer.querySelector('search-tree');
    await tree?.updateComplete;
    await Promise.resolve();
    // Force style and layout, so the time includes what the browser does with the changes.
    tree?.querySelector('svg')?.getBoundingClientRect();
    void document.body.offsetHeight;
  };
  // A frame, and then a task after it: by then the browser has painted the frame.
  const painted = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  /** { work: until updated and laid out, frame: until the next frame is painted } (ms). */
  const timed = async (act) => {
    const t = performance.now();
    act();
    await settled();
    const work = performance.now() - t;
    await painted();
    return { work, frame: performance.now() - t };
  };
  const press = (key) => timed(() => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true })));

  const slideTo = (step) =>
    timed(() => {
      slider.value = String(step);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      slider.dispatchEvent(new Event('change', { bubbles: true }));
    });

  // Too near the end for all the steps: start (untimed) early enough.
  const linked = stepNow();
  if (total - linked < steps) await slideTo(Math.max(0, total - steps));
  await painted();
  const from = performance.now();
  const start = stepNow();
  const times = [];
  while (times.length < Math.min(steps, total - start) && performance.now() - from < budget) times.push(await press('ArrowRight'));
  const stepped = stepNow() - start;
  const stepsEnd = performance.now();
  // The jumps: back to the start, to the end (across the whole trace), then the slider to the middle.
  const home = await press('Home');
  const atHome = stepNow();
  const end = await press('End');
  const atEnd = stepNow();
  const counted = { ...viewer.querySelector('[data-counters]')?.dataset };
  const middle = Math.round(total / 2);
  const slide = await slideTo(middle);
  const atMiddle = stepNow();
  const outOfTime = times.length < steps && start + times.length < total;
  return { total, linked, start, times, outOfTime, stepped, end, atEnd, home, atHome, slide, middle, atMiddle, from, stepsEnd, to: performance.now(), counted };
}

/** The viewer's drawn nodes, and every element in the document (shadow roots included). */
function domCounts() {
  let all = 0;
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      all++;
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return { nodes: document.querySelectorAll('[data-viewer] g.node').length, all };
}

/** Opens one trace in a fresh page and prints its figures; a trace that times out or is refused is said so, and the next goes on. */
async function measureTrace(browser, base, trace) {
  const { label } = trace;
  const say = (line) => console.log(`${label}: ${line}`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    // Open the link; for a deep 2048 tree, first the position without the proposal, the box ticked, then the link.
    if (trace.deepTree) {
      await page.goto(base + trace.hash.replace(/&propose=1|&step=\d+/g, ''));
      const box = page.locator('[data-field=deep-tree]');
      await box.check();
      await page.evaluate((hash) => {
        window.__bench.watch(performance.now());
        location.hash = hash;
      }, trace.hash);
    } else await page.goto(base + trace.hash, { waitUntil: 'commit' });

    // First view: the node of the current step drawn, or the page said no, or the time ran out
    // (Playwright's own timeout, and ours in case it cannot act while the page's main thread is busy).
    const outcome = await within(
      page
        .waitForFunction(() => window.__bench.drawn !== null || window.__bench.refused !== null, null, { timeout: FIRST_VIEW_TIMEOUT + 5000, polling: 200 })
        .then(() => 'done'),
      FIRST_VIEW_TIMEOUT,
    ).catch(() => TIMED_OUT);
    if (outcome === TIMED_OUT) {
      say(`first view timeout after ${FIRST_VIEW_TIMEOUT} ms ${mark(Infinity, trace.firstView)}; not measured further`);
      return;
    }
    const seen = await page.evaluate(() => ({
      t0: window.__bench.t0,
      drawn: window.__bench.drawn,
      proposed: window.__bench.proposed,
      refused: window.__bench.refused,
    }));
    const proposed = seen.proposed === null ? '' : ` [proposal shown at ${ms(seen.proposed - seen.t0)} ms]`;
    const sinceLink = trace.deepTree ? ' from the link followed in the open page' : '';
    if (seen.refused !== null) say(`first view refused: “${seen.refused}” ${mark(Infinity, trace.firstView)}${proposed}`);
    else say(`first view ${ms(seen.drawn - seen.t0)} ms${sinceLink} ${mark(seen.drawn - seen.t0, trace.firstView)}${proposed}`);

    // Loading: from the start to a second after the first view (what the page does right after drawing counts too).
    await sleep(1000);
    const loadEnd = seen.drawn ?? (await page.evaluate(() => performance.now()));
    say(taskLine('loading', await longTasks(page, seen.t0, loadEnd + 1000)));
    const mem = await within(memoryMB(page), 30_000).catch(() => TIMED_OUT);
    if (mem === TIMED_OUT) say('heap unknown (the page did not answer)');
    else say(`heap ${mem.heap.toFixed(1)} MB after load (after a GC), and ${mem.buffers === null ? '?' : mem.buffers.toFixed(1)} MB in ArrayBuffers`);
    const dom = await page.evaluate(domCounts);
    say(`DOM ${dom.nodes} g.node in the viewer, ${dom.all} elements in all`);
    if (seen.refused !== null) {
      say('stepping not measured (no tree)');
      return;
    }

    // Stepping and jumps, in the page.
    const r = await within(page.evaluate(stepThrough, { steps: STEPS, viewerKeys: trace.viewerKeys === true, budget: STEP_BUDGET }), STEP_BUDGET + 120_000);
    if (r === TIMED_OUT) {
      say(`stepping timeout after ${(STEP_BUDGET + 120_000) / 1000} s; not measured further`);
      return;
    }
    const { nodes = '?', leaves = '?', cutoffs = '?' } = r.counted;
    const stepped = r.start === r.linked ? '' : `, stepped from step ${r.start}`;
    say(`trace of ${r.total} steps (the counters at the end: ${nodes} nodes, ${leaves} leaves, ${cutoffs} cutoffs), opened at step ${r.linked}${stepped}`);
    if (r.times.length === 0) say('step not measured (no step left after the linked one)');
    else {
      const work = r.times.map((t) => t.work);
      const frame = r.times.map((t) => t.frame);
      const p95 = quantile(work, 0.95);
      const budget = r.outOfTime ? ` (the ${STEP_BUDGET / 1000} s budget ran out)` : '';
      const moved = r.stepped === r.times.length ? '' : `; the step moved ${r.stepped}, not ${r.times.length}: did the keys reach the viewer?`;
      say(
        `step p95 ${ms(p95)} ms ${mark(p95, GOAL_STEP_P95)} [median ${ms(median(work))} ms, max ${ms(Math.max(...work))} ms, over ${r.times.length} steps${budget}${moved}]`,
      );
      say(
        `step to the next frame painted: median ${ms(median(frame))} ms, p95 ${ms(quantile(frame, 0.95))} ms, max ${ms(Math.max(...frame))} ms (no goal: it includes the wait for the frame)`,
      );
    }
    const jump = (name, t, at, want) =>
      say(
        `${name} ${ms(t.work)} ms ${mark(t.work, GOAL_JUMP)} [next frame painted at ${ms(t.frame)} ms${at === want ? '' : `; landed on step ${at}, not ${want}`}]`,
      );
    jump('Home', r.home, r.atHome, 0);
    jump('End', r.end, r.atEnd, r.total);
    jump(`slider to step ${r.middle}`, r.slide, r.atMiddle, r.middle);
    // The long tasks of the steps, and of the jumps with the frames just after them.
    await sleep(600);
    say(taskLine('stepping', await longTasks(page, r.from, r.stepsEnd)));
    say(taskLine('in Home/End/slider', await longTasks(page, r.stepsEnd, r.to + 500)));
  } catch (e) {
    say(`not measured: ${e.message.split('\n')[0]}`);
  } finally {
    for (const m of new Set(errors)) say(`page error: ${m}`);
    await within(context.close(), 30_000).catch(() => {});
  }
}

// ---- The run ----------------------------------------------------------------------------------

const server = await preview({ build: { outDir: DIST }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const { port } = server.httpServer.address();
const base = `http://127.0.0.1:${port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

try {
  // 0. The real traces, each in a fresh page.
  for (const trace of TRACES.filter((t) => runs(t.id))) await measureTrace(browser, base, trace);

  // 1. Navigation to the first tree drawn (the default tree), median of 5 fresh pages.
  if (runs('first-tree')) {
    const firsts = [];
    for (let i = 0; i < 5; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      const t0 = Date.now();
      await page.goto(`${base}#/tree?src=aima-fig-5-2&algo=alphabeta`);
      await page.locator('search-tree g.node[data-node-id="A"]').waitFor();
      firsts.push(Date.now() - t0);
      await page.close();
    }
    console.log(`first tree drawn: median ${median(firsts)} ms over 5 loads (${firsts.join(', ')})`);
  }

  // 2. Time per step on big traces: random trees through the URL.
  for (const [branching, depth] of runs('big-trees')
    ? [
        [2, 10],
        [4, 7],
      ]
    : []) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${base}#/trees`);
    // Build the tree text in Node: a complete tree of this branching and depth.
    let leaf = 0;
    const make = (d, kind) =>
      d === 0 ? String((leaf++ * 7919) % 100) : `${kind}(${Array.from({ length: branching }, () => make(d - 1, kind === 'max' ? 'min' : 'max')).join(',')})`;
    const tree = make(depth, 'max');
    const size = (branching ** (depth + 1) - 1) / (branching - 1);
    const t0 = Date.now();
    await page.goto(`${base}#/tree?algo=minimax&tree=${encodeURIComponent(tree)}`);
    await page.locator('step-controls [data-step]').waitFor();
    await page.waitForFunction(() => {
      const total = document.querySelector('tree-page step-controls')?.model?.total;
      return typeof total === 'number' && total > 0;
    });
    const loaded = Date.now() - t0;
    // The viewer may draw only the nodes in view: the tree's size, and what is drawn.
    const drawn = await page.locator('search-tree g.node').count();
    // Step forward 200 times, each followed by a frame, timed in the page (follow on: the camera moves with the step).
    const perStep = await page.evaluate(async () => {
      const treePage = document.querySelector('tree-page');
      const viewer = treePage.querySelector('trace-viewer');
      const times = [];
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
        await viewer.updateComplete;
        const view = treePage.querySelector('search-tree');
        await view.updateComplete;
        await Promise.resolve();
        // Force style and layout, so the time includes what the browser does with the changes.
        view.querySelector('svg').getBoundingClientRect();
        void document.body.offsetHeight;
        times.push(performance.now() - t);
      }
      const jump = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
      await viewer.updateComplete;
      await treePage.querySelector('search-tree').updateComplete;
      const end = performance.now() - jump;
      times.sort((a, b) => a - b);
      return { median: times[100], p95: times[190], max: times[199], end };
    });
    console.log(
      `${size} nodes (${drawn} drawn): loaded and drawn in ${loaded} ms; one step median ${perStep.median.toFixed(2)} ms, p95 ${perStep.p95.toFixed(2)} ms, max ${perStep.max.toFixed(2)} ms; jump to the end ${perStep.end.toFixed(1)} ms`,
    );
    await page.close();
  }

  // 3. 2048: propose latency on B3 (mid-game) with H1, and the main thread during a depth-7 expectimax search.
  if (runs('2048-propose')) {
    const b3 = [
      [1024, 8, 4, 0],
      [512, 16, 4, 2],
      [256, 2, 0, 0],
      [128, 0, 0, 0],
    ];
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}#/2048?board=${encodeURIComponent(JSON.stringify(b3))}&score=10000`);
    await page.locator('[data-term=h1]').waitFor();
    for (const algo of ['minimax', 'alphabeta', 'expectimax']) {
      for (const depth of [3, 5]) {
        await page.selectOption('[data-field=algo]', algo);
        await page.fill('[data-field=depth]', String(depth));
        await page.locator('[data-field=depth]').dispatchEvent('change');
        const times = [];
        for (let i = 0; i < 5; i++) {
          // Timed in the page: from the click to the proposal on screen.
          times.push(
            await page.evaluate(async () => {
              const t0 = performance.now();
              document.querySelector('[data-action=propose]').click();
              await new Promise((r) => setTimeout(r, 0));
              while (document.querySelector('[data-proposal]') === null) await new Promise((r) => requestAnimationFrame(r));
              return performance.now() - t0;
            }),
          );
        }
        const nodes = await page.locator('g2048-page .proposal p').textContent();
        console.log(`propose ${algo} depth ${depth}: median ${median(times).toFixed(1)} ms (${nodes.replace(/\s+/g, ' ').trim()})`);
      }
    }
    await page.selectOption('[data-field=algo]', 'expectimax');
    await page.fill('[data-field=depth]', '7');
    await page.locator('[data-field=depth]').dispatchEvent('change');
    const responsiveness = await page.evaluate(async () => {
      const lags = [];
      let last = performance.now();
      let running = true;
      const probe = () => {
        const now = performance.now();
        lags.push(now - last);
        last = now;
        if (running) setTimeout(probe, 10);
      };
      setTimeout(probe, 10);
      const t0 = performance.now();
      document.querySelector('[data-action=propose]').click();
      // Keys typed during the search are handled at once: time one.
      await new Promise((r) => setTimeout(r, 200));
      const k0 = performance.now();
      let handled = -1;
      const onKey = () => (handled = performance.now() - k0);
      window.addEventListener('keydown', onKey, { once: true });
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'x' }));
      while (document.querySelector('[data-proposal]')?.closest('g2048-page')?.busy !== false || document.querySelector('g2048-page').busy) {
        await new Promise((r) => setTimeout(r, 20));
      }
      running = false;
      return { searchMs: performance.now() - t0, maxLag: Math.max(...lags) - 10, keyMs: handled };
    });
    console.log(
      `expectimax depth 7 on B3 in the worker: ${responsiveness.searchMs.toFixed(0)} ms; meanwhile the page's longest main-thread delay ${responsiveness.maxLag.toFixed(1)} ms, a key handled in ${responsiveness.keyMs.toFixed(2)} ms`,
    );
    await page.close();
  }

  // 5. A student's code on `#/code`: click Run → the verdict shown, timed in the page, with the long tasks meanwhile.
  if (runs('code')) {
    const source = (file) => Buffer.from(readFileSync(join('examples/student', file), 'utf8')).toString('base64url');
    const LOOP_JS = Buffer.from('export function alphaBetaSearch(s, g) {\n  for (;;) {}\n}\n').toString('base64url');
    const LOOP_PY = Buffer.from('def alpha_beta_search(state, game):\n    while True:\n        pass\n').toString('base64url');
    /** One Run in the page: ms from the click to the status's end, the status, and the long tasks meanwhile. */
    const run = async (page) => {
      const t0 = await page.evaluate(() => performance.now());
      const took = await page.evaluate(async () => {
        const status = () => document.querySelector('[data-code-status]').getAttribute('data-status');
        const t = performance.now();
        document.querySelector('[data-action=run-code]').click();
        await new Promise((r) => setTimeout(r, 0));
        while (!['done', 'error', 'stopped'].includes(status())) await new Promise((r) => setTimeout(r, 5));
        return { ms: performance.now() - t, status: status(), text: document.querySelector('[data-code-status]').textContent.trim() };
      });
      const t1 = await page.evaluate(() => performance.now());
      // The trees are drawn in the tasks after the verdict: wait for them before counting the tasks.
      await page.waitForTimeout(500);
      return { ...took, tasks: await longTasks(page, t0, t1 + 500) };
    };
    const open = async (hash) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript(installProbes);
      await page.goto(`${base}${hash}`);
      await page.locator('[data-code-editor] .cm-content').waitFor();
      await sleep(500);
      return page;
    };
    const say = (what, r) => console.log(`code: ${what}: ${ms(r.ms)} ms (${r.status}); ${taskLine('meanwhile', r.tasks)}`);
    let page = await open(`#/code?style=js&algo=alphabeta&code=${source('alphabeta.js')}`);
    say('JavaScript alpha-beta, first run (goal ≤ 50 ms)', await run(page));
    const warm = [];
    for (let i = 0; i < 5; i++) warm.push((await run(page)).ms);
    console.log(`code: JavaScript alpha-beta, warm: median ${ms(median(warm))} ms over 5 ${mark(median(warm), 50)}`);
    await page.close();
    page = await open(`#/code?style=cs188&algo=alphabeta&code=${source('cs188_alphabeta.py')}`);
    const cold = await run(page);
    say('Python (CS188) alpha-beta, first run: Pyodide fetched and started (goal ≤ 10 000 ms)', cold);
    const warmPy = [];
    for (let i = 0; i < 5; i++) warmPy.push((await run(page)).ms);
    console.log(`code: Python alpha-beta, warm: median ${ms(median(warmPy))} ms over 5 ${mark(median(warmPy), 200)}`);
    await page.close();
    for (const [lang, style, loop, then] of [
      ['JavaScript', 'js', LOOP_JS, 'alphabeta.js'],
      ['Python', 'aima', LOOP_PY, 'aima_alphabeta_noprune.py'],
    ]) {
      page = await open(`#/code?style=${style}&algo=alphabeta&code=${loop}`);
      if (lang === 'Python') await run(page); // Python loaded first (that run stops too): the stop after it is measured, not the first load
      const stopped = await run(page);
      say(`${lang} endless loop, stopped at the 2 s limit`, stopped);
      await page.goto(`${base}#/code?style=${style}&algo=alphabeta&code=${source(then)}`);
      await page.locator('[data-code-editor] .cm-content').waitFor();
      const after = await run(page);
      say(`${lang}: the next run, right after the stop`, after);
    }
    await page.close();
  }

  // 6. An exercise set as a SCORM package (issue 38): the page, the package made, the package's page.
  if (runs('scorm')) {
    for (const [count, difficulty, algo] of [
      [4, 'medium', 'alphabeta'],
      [40, 'hard', 'alphabeta'],
      [40, 'hard', 'expectiminimax'],
    ]) {
      const set = `${count} ${difficulty} ${algo}`;
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, serviceWorkers: 'block' });
      await context.addInitScript(installProbes);
      /** From the navigation's start to every exercise drawn: ms, and the long tasks meanwhile. */
      const drawnAll = async (page) => {
        await page.waitForFunction(
          (n) => document.querySelectorAll('exercise-card exercise-tree g.node').length > 0 && document.querySelectorAll('exercise-card').length === n,
          count,
          {
            timeout: 120_000,
            polling: 'raf',
          },
        );
        const t = await page.evaluate(() => performance.now());
        await sleep(300);
        return { ms: t, tasks: await longTasks(page, 0, t + 300) };
      };
      const page = await context.newPage();
      await page.goto(`${base}#/exercise?seed=5&count=${count}&difficulty=${difficulty}&algo=${algo}`);
      const opened = await drawnAll(page);
      console.log(`scorm: ${set}: the exercise page, every exercise drawn in ${ms(opened.ms)} ms; ${taskLine('while loading', opened.tasks)}`);
      const t0 = await page.evaluate(() => performance.now());
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('exercise-page [data-action=scorm]')]);
      const t1 = await page.evaluate(() => performance.now());
      await sleep(300);
      const zip = readFileSync(await download.path());
      console.log(
        `scorm: ${set}: SCORM package made in ${ms(t1 - t0)} ms, ${(zip.length / 1024).toFixed(1)} kB; ${taskLine('meanwhile', await longTasks(page, t0, t1 + 300))}`,
      );
      // The package's page, served as an LMS would from the zip's files.
      const { unzipSync } = await import('fflate');
      const files = unzipSync(new Uint8Array(zip));
      const types = { html: 'text/html', js: 'text/javascript', css: 'text/css', xml: 'application/xml' };
      await context.route('http://lms.bench/**', (route) => {
        const name = new URL(route.request().url()).pathname.slice(1);
        const body = files[name];
        return body === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ contentType: types[name.split('.').pop()], body: Buffer.from(body) });
      });
      const sco = await context.newPage();
      await sco.goto('http://lms.bench/index.html');
      const booted = await drawnAll(sco);
      console.log(`scorm: ${set}: the package's page, every exercise drawn in ${ms(booted.ms)} ms; ${taskLine('while loading', booted.tasks)}`);
      await context.close();
    }
  }

  // 7. Each page's cold boot (issue 39): the longest task until the page is shown and quiet.
  if (runs('boot')) {
    const BOOTS = [
      ['#/trees', 'gallery-page [data-fixture]'],
      ['#/tree', '[data-viewer] [data-node-id]'],
      ['#/compare', '[data-viewer] [data-node-id]'],
      ['#/2048', 'g2048-page g2048-board'],
      ['#/replay', 'replay-page *'],
      ['#/tictactoe', 'board-game-page [data-status]'],
      ['#/connect4', 'board-game-page [data-status]'],
      ['#/ladder', 'ladder-page [data-rung]'],
      ['#/experiments', 'experiments-page form'],
      ['#/exercise', 'exercise-card exercise-tree svg'],
      ['#/exercise?seed=5&count=40&difficulty=hard&algo=expectiminimax&key=1', ':nth-child(40 of [data-key-exercise]) exercise-tree svg'],
      ['#/exercise?seed=5&count=40&difficulty=hard&algo=alphabeta&key=1', ':nth-child(40 of [data-key-exercise]) exercise-tree svg'],
      ['#/code', '[data-code-editor] .cm-content'],
    ];
    for (const [hash, shown] of BOOTS) {
      const longest = [];
      const shownAt = [];
      for (let i = 0; i < 3; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
        await context.addInitScript(installProbes);
        const page = await context.newPage();
        await page.goto(`${base}${hash}`);
        const seen = await page
          .locator(shown)
          .first()
          .waitFor({ state: 'attached', timeout: 60_000 })
          .then(() => true)
          .catch(() => false);
        if (!seen) console.log(`boot: ${hash}: ${shown} not shown within 60 s`);
        const t = await page.evaluate(() => performance.now());
        await sleep(1000);
        shownAt.push(t);
        longest.push((await longTasks(page, 0, t + 1000))?.longest ?? NaN);
        await context.close();
      }
      const worst = Math.max(...longest);
      console.log(
        `boot: ${hash}: shown in ${ms(median(shownAt))} ms (median of 3); longest task ${ms(median(longest))} ms median, ${ms(worst)} ms worst ${mark(worst, GOAL_TASK)}`,
      );
    }
  }

  // 8. The thesis's results file imported on the experiments page (issue 39).
  if (runs('import')) {
    const file = join(import.meta.dirname, '../docs/results/results.jsonl');
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
      await context.addInitScript(installProbes);
      const page = await context.newPage();
      await page.goto(`${base}#/experiments`);
      const input = page.locator('experiments-page [data-action=import-results]');
      await input.waitFor({ state: 'attached' });
      await sleep(1000);
      const t0 = await page.evaluate(() => performance.now());
      await input.setInputFiles(file);
      await page.locator('experiments-page [data-imported]').waitFor({ state: 'attached', timeout: 120_000 });
      const t1 = await page.evaluate(() => performance.now());
      await sleep(1000);
      const added = await page.locator('experiments-page [data-imported]').getAttribute('data-imported');
      console.log(
        `import: results.jsonl, ${added} games added in ${ms(t1 - t0)} ms; ${taskLine('meanwhile (and the second after: it is then kept)', await longTasks(page, t0, t1 + 1000))}`,
      );
      await context.close();
    }
  }

  // 4. Gzipped JavaScript.
  if (runs('js-size')) {
    const assets = join(DIST, 'assets');
    for (const f of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const raw = readFileSync(join(assets, f));
      console.log(`${f}: ${(raw.length / 1024).toFixed(1)} kB, gzipped ${(gzipSync(raw).length / 1024).toFixed(1)} kB`);
    }
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
