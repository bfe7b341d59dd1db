/**
 * Heard with a real screen reader (issue 36, "Tests that hear"): Orca 43, the GNOME screen reader,
 * listens to the built app in Debian's Chromium on a virtual display while real keys are pressed, and
 * what it says after each key is checked and written down, one transcript a path, in
 * test-results/orca/<path>.txt (with a copy of Orca's whole log, orca.log):
 *
 * - tree: the skip button to Play, Next step three times, Tab into the tree, Down, Down, Up, Up, Up, Right;
 * - tic-tac-toe: a whole game won by keyboard, the machine replying as O;
 * - 2048: Tab to the board, three moves with the arrows.
 *
 * Optional, being slow (about four minutes here: each key waits for Orca; the first run also installs
 * Orca and the rest with apt-get, as root on Debian 12): `SCREEN_READER=1 npx vitest run --project screen-reader` (with
 * E2E_PREBUILT=<a build folder> to skip the build, as for the browser tests). Without SCREEN_READER=1
 * every test is skipped, saying so in its name. tests/screen-reader/orca.ts has the session and its
 * waits (MINWAIT, ORCA_QUIET, ORCA_LIMIT); scripts/a11y/ the scripts, also for a person at a shell.
 *
 * The checks are what the "Done when" asks the transcripts to show. The words are Orca's
 * English with the page in English (lang=en). Each check is soft, so that a path is walked to its end
 * and its whole transcript written even where a check fails.
 */
import { LINES } from '../../src/games/tictactoe/game.ts';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DIRECTIONS, fromArray, legalMask, type Direction } from '../../src/games/g2048/board.ts';
import { isEcho, OrcaSession, type Heard } from './orca.ts';

const ENABLED = process.env.SCREEN_READER === '1';
const why = ENABLED ? '' : ' (skipped: set SCREEN_READER=1 to run Orca, the GNOME screen reader, over the built app; root on Debian, installs it with apt-get)';

/** What has the focus, through shadow roots: the hooks the paths steer by. */
interface Focus {
  body: boolean;
  action: string | null;
  /** A tic-tac-toe cell, 0–8. */
  cell: string | null;
  /** Inside the search tree (role tree), the tree item's id (its data-node-id, else its name), and whether it is the current step's node. */
  tree: boolean;
  item: string | null;
  current: boolean;
  /** On the 2048 board: a cell, or an element holding the cells (not the page's main). */
  board: boolean;
}

const focusOf = (page: Page): Promise<Focus> =>
  page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (a === null || a === document.body || a === document.documentElement)
      return { body: true, action: null, cell: null, tree: false, item: null, current: false, board: false };
    const item = a.closest('[role=treeitem]');
    return {
      body: false,
      action: a.getAttribute('data-action'),
      cell: a.closest('.ttt [data-cell]')?.getAttribute('data-cell') ?? null,
      tree: a.closest('[role=tree]') !== null,
      item: item === null ? null : (item.getAttribute('data-node-id') ?? item.getAttribute('aria-label')),
      current: item !== null && (item.getAttribute('aria-current') === 'step' || item.hasAttribute('data-current')),
      board: a.tagName !== 'MAIN' && (a.matches('[data-cell]') || a.querySelector('[data-cell]') !== null),
    };
  });

/** A parameter of the page's route (`#/route?…`): the URL always holds what is shown. */
const routeParam = (page: Page, name: string) => page.evaluate((name) => new URLSearchParams(location.hash.split('?')[1] ?? '').get(name), name);

/** What Orca said beyond the echo of the key. */
const spoken = (h: Heard) => h.said.filter((s) => !isEcho(s, h.key)).join(' ');

/** The cells of a tic-tac-toe line, and the cell where X completes one (null: none). */
const winning = (position: string) => LINES.find((line) => line.every((i) => position[i] === 'x')) !== undefined;
const winningCell = (position: string) => {
  const line = LINES.find((l) => l.filter((i) => position[i] === 'x').length === 2 && l.some((i) => position[i] === '.'));
  return line?.find((i) => position[i] === '.') ?? null;
};
/** X to move, and X wins in two moves whatever O does: X plays 6 (two threats, 2 and 3), O blocks one, X plays the other. */
const TTT_POSITION = 'xo..x...o';

/** The 2048 arrows, the first legal one of these taken at each move. */
const ARROWS: Record<Direction, string> = { up: 'Up', left: 'Left', down: 'Down', right: 'Right' };

describe('heard with Orca', () => {
  const base = ENABLED ? inject('baseUrl') : '';
  let orca: OrcaSession | undefined;
  const session = () => orca!;

  beforeAll(async () => {
    if (ENABLED) orca = await OrcaSession.start(base);
  });
  afterAll(async () => {
    await orca?.stop();
  });

  test.skipIf(!ENABLED)(`tree page: the skip button to Play, Next step, into the tree, the arrows node to node without Insert+A${why}`, async () => {
    const o = session();
    const url = `${base}#/tree?src=aima-fig-5-2&algo=alphabeta&lang=en`;
    await o.open(url, '[data-viewer] [data-action=play]');
    const focus = () => focusOf(o.page);
    const step = async () => Number(await o.page.evaluate(() => document.querySelector('[data-viewer] [data-step]')?.getAttribute('data-step')));
    try {
      // The skip button is the first stop; Return takes the focus to Play.
      await o.press('Tab');
      const play = await o.press('Return');
      expect.soft((await focus()).action, 'the skip button takes the focus to Play').toBe('play');
      expect.soft(spoken(play), 'Play is announced').toMatch(/\bplay\b/i);
      // Next step, three times: each steps, and says so.
      expect.soft(await o.pressUntil('Tab', async () => (await focus()).action === 'step', 6), 'Tab reaches Next step from Play').not.toBeNull();
      for (let i = 1; i <= 3; i++) {
        const before = await step();
        const h = await o.press('space', async () => (await step()) > before);
        expect.soft(await step(), `Next step (${i}) steps`).toBe(before + 1);
        expect.soft(spoken(h), `Next step (${i}) is narrated`).not.toBe('');
      }
      // Into the tree, on the current step's node (B1, a leaf under B): a tree, its item with its level and
      // its position ("1 of 3"; Orca 43 says a tree item's level as "tree level 3", and never the words "tree
      // item"). The arrows then move from item to item, each said, with no Insert+A: the tree puts Orca in
      // focus mode itself. Down, Down to B1's sisters, Up ×3 to B1's parent B, Right to B's first child:
      // each key moves (Right on a leaf, as B3, rightly would not).
      const entry = await o.pressUntil('Tab', async () => (await focus()).tree, 25);
      expect.soft(entry, 'Tab reaches the tree').not.toBeNull();
      expect.soft((await focus()).current, `Tab into the tree lands on the current step's node (it landed on ${(await focus()).item})`).toBe(true);
      const heard = [entry === null ? '' : spoken(entry)];
      // "tree level 3" is said of a tree item only (the tree's label, "The search tree", would match a bare "tree").
      expect.soft(heard[0], 'Tab into the tree: a tree item, said with its level').toMatch(/\btree level \d+/i);
      for (const key of ['Down', 'Down', 'Up', 'Up', 'Up', 'Right']) {
        const from = (await focus()).item;
        const h = await o.press(key);
        const to = (await focus()).item;
        heard.push(spoken(h));
        expect.soft(to !== null && to !== from, `${key} moves the focus from tree item ${from} to another (now ${to ?? h.focus})`).toBe(true);
        // The item moved to is said: its name holds its id ("B", "b1").
        expect.soft(spoken(h), `${key}: Orca says the tree item moved to`).toMatch(new RegExp(`\\b${(to ?? '(no tree item)').replace(/\W/g, '\\$&')}\\b`, 'i'));
      }
      expect.soft(heard.join(' '), 'a tree item is said with its position, "n of m"').toMatch(/\b\d+ of \d+\b/);
    } finally {
      o.transcript('tree', url);
    }
  });

  test.skipIf(!ENABLED)(`tic-tac-toe: a whole game won by keyboard, each move, the reply and the result said, the focus never on the page${why}`, async () => {
    const o = session();
    const url = `${base}#/tictactoe?position=${TTT_POSITION}&lang=en`;
    await o.open(url, '.ttt [data-cell]');
    const focus = () => focusOf(o.page);
    const position = async () => (await routeParam(o.page, 'position')) ?? '';
    const onBoard: Heard[] = [];
    // Keys pressed once the board has the focus: none may leave it on the page's body, or be heard as "document".
    const press = async (key: string, done?: () => Promise<boolean>) => {
      const h = await o.press(key, done);
      onBoard.push(h);
      return h;
    };
    const toBoard = async () => (await o.pressUntil('Tab', async () => (await focus()).cell !== null, 20)) !== null;
    /** The arrows to `target`, a row or a column at a time, from the cell with the focus (back to the board with Tab if it was lost). */
    const moveTo = async (target: number) => {
      for (let i = 0; i < 12; i++) {
        const at = (await focus()).cell;
        if (at === null && !(await toBoard())) return false;
        const cell = Number((await focus()).cell);
        if (cell === target) return true;
        const [r, c, tr, tc] = [Math.floor(cell / 3), cell % 3, Math.floor(target / 3), target % 3];
        await press(c < tc ? 'Right' : c > tc ? 'Left' : r < tr ? 'Down' : 'Up');
      }
      return false;
    };
    const notes: string[] = [`X to move in ${TTT_POSITION}; the machine plays O`];
    try {
      expect.soft(await toBoard(), 'Tab reaches the board').toBe(true);
      // X plays 6: two threats. The machine blocks one.
      expect.soft(await moveTo(6), 'the arrows reach cell 6').toBe(true);
      const before = await position();
      const os = (p: string) => [...p].filter((v) => v === 'o').length;
      const first = await press('Return', async () => os(await position()) > os(before));
      const afterReply = await position();
      notes.push(`after X's first move and the reply: ${afterReply}`);
      expect.soft(os(afterReply), 'the machine replied').toBe(os(before) + 1);
      expect.soft(spoken(first), "X's move is said").toMatch(/\bX\b/);
      expect.soft(spoken(first), "the machine's reply (O) is said").toMatch(/\bO\b/);
      // X completes the line O left open.
      const win = winningCell(afterReply);
      expect.soft(win, 'X has a winning cell').not.toBeNull();
      expect.soft(await moveTo(win ?? 0), `the arrows reach cell ${win}`).toBe(true);
      const last = await press('Return', async () => winning(await position()));
      notes.push(`at the end: ${await position()}`);
      expect.soft(winning(await position()), 'X won').toBe(true);
      expect.soft(spoken(last), 'the result is said').toMatch(/\bwins?\b|\bwon\b/i);
      for (const h of onBoard) {
        expect.soft(h.focus, `after ${h.key}, the focus is not on the page's body`).not.toBe('body');
        expect.soft(spoken(h), `after ${h.key}, Orca does not announce the document`).not.toMatch(/\bdocument\b/i);
      }
    } finally {
      o.transcript('tictactoe', url, notes);
    }
  });

  test.skipIf(!ENABLED)(`2048: Tab to the board, three moves with the arrows, each said with the score${why}`, async () => {
    const o = session();
    const url = `${base}#/2048?seed=7&lang=en`;
    await o.open(url, '[data-cell]');
    const board = async () => (await routeParam(o.page, 'board')) ?? '';
    const notes: string[] = [];
    try {
      const reached = await o.pressUntil('Tab', async () => (await focusOf(o.page)).board, 20);
      expect.soft(reached, 'Tab reaches the board').not.toBeNull();
      expect.soft(reached === null ? '' : spoken(reached), 'the board is announced when Tab reaches it').not.toBe('');
      for (let i = 1; i <= 3; i++) {
        const before = await board();
        const parsed = fromArray(before === '' ? null : JSON.parse(before));
        const legal = parsed.ok ? legalMask(parsed.board) : 0;
        const dir = (['up', 'left', 'down', 'right'] as const).find((d) => (legal & (1 << DIRECTIONS.indexOf(d))) !== 0) ?? 'up';
        const h = await o.press(ARROWS[dir], async () => (await board()) !== before);
        notes.push(`move ${i}, ${dir}: ${before} → ${await board()}, score ${await routeParam(o.page, 'score')}`);
        expect.soft(await board(), `move ${i} (${dir}) moved the board`).not.toBe(before);
        // Said: the move's direction and the score (not the page's score line read by Orca's browse mode, which says no direction).
        expect.soft(spoken(h), `move ${i} (${dir}) is said with its direction`).toMatch(new RegExp(`\\b${dir}\\b`, 'i'));
        expect.soft(spoken(h), `move ${i} (${dir}) is said with the score`).toMatch(/\bscore\b/i);
      }
    } finally {
      o.transcript('2048', url, notes);
    }
  });
});
