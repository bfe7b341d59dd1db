/**
 * A real screen reader's session for the tests (issue 36): Orca, the GNOME screen reader, listening
 * to Debian's Chromium on a virtual display (scripts/a11y/orca-start.sh, which installs what is
 * missing with apt-get on its first start). Keys are pressed as a keyboard does (xdotool, XTEST), so
 * Orca sees them first, as it would a student's; what Orca says is read back from its log (lines
 * "SPEECH OUTPUT"). The page is looked at through Chromium's debugging port (Playwright's
 * connectOverCDP): where the focus is, the URL's state, never to press keys or click.
 *
 * After a key, the session waits until Orca has had its say: at least MINWAIT seconds (default 3:
 * on a busy machine speech lags), then until the log has stopped growing for ORCA_QUIET ms (default
 * 1200) and what the key started has happened (the machine's reply, a 2048 move), at most
 * ORCA_LIMIT seconds (default 20). Speech that comes later still is heard with the next key.
 */
import { execFile } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const SCRIPTS = join(ROOT, 'scripts/a11y');
/** Where each path's transcript is written (git-ignored), and a copy of Orca's whole log. */
export const TRANSCRIPTS = join(ROOT, 'test-results/orca');

const seconds = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v * 1000 : fallback;
};
const MIN_WAIT = seconds('MINWAIT', 3000);
const QUIET = process.env.ORCA_QUIET === undefined ? 1200 : Number(process.env.ORCA_QUIET);
const LIMIT = seconds('ORCA_LIMIT', 20_000);
const POLL = 150;
const CDP_PORT = process.env.ORCA_CDP_PORT ?? '9222';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One key and what followed it: Orca's utterances, and where the focus is afterwards. */
export interface Heard {
  key: string;
  said: string[];
  focus: string;
}

/** An utterance as logged ("'Play push button.'{'established': False}", a Python string's repr), as text. */
export function utterance(logged: string): string {
  const text = logged.replace(/\{'established'.*$/, '').trim();
  const quoted = /^(['"])([\s\S]*)\1$/.exec(text);
  const inner = quoted === null ? text : quoted[2]!;
  return inner
    .replace(/\\x([0-9a-f]{2})|\\u([0-9a-f]{4})|\\(['"\\nt])/gi, (_, x?: string, u?: string, c?: string) =>
      x !== undefined || u !== undefined ? String.fromCharCode(parseInt((x ?? u)!, 16)) : c === 'n' || c === 't' ? ' ' : c!,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Orca's echo of the key itself ("tab", "return", "down"), which says nothing about the page. */
export const isEcho = (said: string, key: string) => said.toLowerCase() === key.toLowerCase().replace(/\+/g, ' ');

/** Where the focus is, for a transcript: "body", or the element with its hooks and name (through shadow roots). */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (a === null || a === document.body || a === document.documentElement) return 'body';
    const hooks = ['role', 'data-action', 'data-cell', 'data-node-id', 'aria-level']
      .filter((h) => a.hasAttribute(h))
      .map((h) => `[${h}=${a.getAttribute(h)}]`)
      .join('');
    const name = (a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${a.tagName.toLowerCase()}${hooks} "${name}"`;
  });
}

export class OrcaSession {
  private heard: Heard[] = [];
  private started = performance.now();

  private constructor(
    readonly dir: string,
    /** Whether the session's folder is this session's own (not ORCA_DIR), to be removed at the end. */
    private readonly own: boolean,
    private readonly browser: Browser,
    readonly page: Page,
    readonly versions: string,
  ) {}

  /**
   * Starts Xvfb, Orca and Chromium on `url` (orca-start.sh), and connects to the page. A web page, not
   * about:blank: Chromium gives the keyboard to the page then, not to its address bar.
   */
  static async start(url: string): Promise<OrcaSession> {
    const own = process.env.ORCA_DIR === undefined;
    const dir = process.env.ORCA_DIR ?? mkdtempSync(join(tmpdir(), 'orca-session-'));
    const env = { ...process.env, ORCA_DIR: dir };
    try {
      // Installing Orca and the rest (the first start on a fresh machine) takes about a minute.
      await run('bash', [join(SCRIPTS, 'orca-start.sh'), url], { env, timeout: 600_000 });
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${CDP_PORT}`);
      const page = browser.contexts()[0]?.pages()[0];
      if (page === undefined) throw new Error('Chromium has no page');
      const orca = (await run('orca', ['--version'], { env })).stdout.trim();
      return new OrcaSession(dir, own, browser, page, `Orca ${orca.replace(/^orca\s*/i, '')}, Chromium ${browser.version()}`);
    } catch (e) {
      // What started before the failure is stopped all the same.
      await run('bash', [join(SCRIPTS, 'orca-stop.sh')], { env, timeout: 60_000 }).catch(() => undefined);
      if (own) rmSync(dir, { recursive: true, force: true });
      throw e;
    }
  }

  private get log(): string {
    return join(this.dir, 'logs/orca.log');
  }

  private size(): number {
    return existsSync(this.log) ? statSync(this.log).size : 0;
  }

  /** What Orca said since byte `from` of its log. */
  private saidSince(from: number): string[] {
    const length = this.size() - from;
    if (length <= 0) return [];
    const bytes = Buffer.alloc(length);
    const fd = openSync(this.log, 'r');
    try {
      readSync(fd, bytes, 0, length, from);
    } finally {
      closeSync(fd);
    }
    return bytes
      .toString('utf8')
      .split('\n')
      .map((line) => /SPEECH OUTPUT: (.*)$/.exec(line)?.[1])
      .filter((s): s is string => s !== undefined)
      .map(utterance)
      .filter((s) => s !== '');
  }

  /**
   * Waits for Orca to have its say: MIN_WAIT at least, then a log that has not grown for QUIET ms since
   * `done` (checked on the page) came to hold; at most LIMIT.
   */
  private async settle(done?: () => Promise<boolean>): Promise<void> {
    const t0 = performance.now();
    let size = this.size();
    let changed = t0;
    let doneAt: number | null = done === undefined ? t0 : null;
    for (;;) {
      await pause(POLL);
      const now = performance.now();
      if (now - t0 >= LIMIT) return;
      const s = this.size();
      if (s !== size) [size, changed] = [s, now];
      if (doneAt === null && (await done!().catch(() => false))) doneAt = now;
      if (doneAt !== null && now - t0 >= MIN_WAIT && now - Math.max(changed, doneAt) >= QUIET) return;
    }
  }

  /** Opens `url` afresh (a new document, the focus at its top) and waits until Orca has read the page in. */
  async open(url: string, ready: string): Promise<void> {
    this.heard = [];
    this.started = performance.now();
    await this.page.goto('about:blank');
    const from = this.size();
    await this.page.goto(url);
    await this.page.waitForSelector(ready, { timeout: LIMIT });
    await this.settle(async () => this.saidSince(from).some((s) => /finished loading/i.test(s)));
  }

  /** Presses `key` (an xdotool name: Tab, Return, space, Down, Insert+a) and returns what Orca said; `done` as settle's. */
  async press(key: string, done?: () => Promise<boolean>): Promise<Heard> {
    const from = this.size();
    const env = { ...process.env, DISPLAY: process.env.ORCA_DISPLAY ?? ':99' };
    await run('xdotool', ['key', '--delay', '40', key], { env });
    await this.settle(done);
    const heard = { key, said: this.saidSince(from), focus: await describeFocus(this.page) };
    this.heard.push(heard);
    return heard;
  }

  /** Presses `key` until `there` holds on the page, at most `times`: what was heard after the key that got there, or null. */
  async pressUntil(key: string, there: () => Promise<boolean>, times: number): Promise<Heard | null> {
    for (let i = 0; i < times; i++) {
      const heard = await this.press(key);
      if (await there()) return heard;
    }
    return null;
  }

  /** Writes the path's transcript (test-results/orca/`name`.txt): each key, where the focus went, and what Orca said. */
  transcript(name: string, url: string, notes: string[] = []): string {
    const lines = [
      `# ${name}: ${url}`,
      `# ${this.versions}; ${new Date().toISOString()}; ${((performance.now() - this.started) / 1000).toFixed(0)} s; MINWAIT ${MIN_WAIT / 1000} s`,
      ...notes.map((n) => `# ${n}`),
      '',
      ...this.heard.flatMap((h) => [`KEY ${h.key}`, ...(h.said.length === 0 ? ['    > (silence)'] : h.said.map((s) => `    > ${s}`)), `    focus: ${h.focus}`]),
      '',
    ];
    mkdirSync(TRANSCRIPTS, { recursive: true });
    const file = join(TRANSCRIPTS, `${name}.txt`);
    writeFileSync(file, lines.join('\n'));
    return file;
  }

  /** Disconnects, stops everything orca-start.sh started (orca-stop.sh: by process ids), and keeps a copy of Orca's log (the session's own folder goes). */
  async stop(): Promise<void> {
    await this.browser.close().catch(() => undefined);
    await run('bash', [join(SCRIPTS, 'orca-stop.sh')], { env: { ...process.env, ORCA_DIR: this.dir }, timeout: 60_000 });
    if (existsSync(this.log)) {
      mkdirSync(TRANSCRIPTS, { recursive: true });
      copyFileSync(this.log, join(TRANSCRIPTS, 'orca.log'));
    }
    if (this.own) rmSync(this.dir, { recursive: true, force: true });
  }
}
