/** Saved 2048 games: round trip, and every kind of bad file refused with a message. */
import { describe, expect, test } from 'vitest';
import { fromArray } from '../../src/games/g2048/board.ts';
import { GameSession } from '../../src/games/g2048/session.ts';
import { readSavedGame, savedGame } from '../../src/games/g2048/saved.ts';
import { say } from '../../src/i18n/say.ts';
import { expectWorded } from './helpers.ts';
import type { Settings } from '../../src/games/g2048/settings.ts';

const settings: Settings = { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 3 };

function played(seed: number, n: number, start?: GameSession['start']): GameSession {
  const g = new GameSession(seed, 2048, start);
  while (g.moves.length < n && !g.over) g.play(g.legal[0]!);
  return g;
}

test('a saved game reads back to the same board, score and record', () => {
  const g = played(4, 40);
  const read = readSavedGame(JSON.stringify(savedGame(g, settings)));
  expect(read.ok).toBe(true);
  if (!read.ok) return;
  expect(read.session.grid).toEqual(g.grid);
  expect(read.session.score).toBe(g.score);
  expect(read.game.settings).toEqual(settings);
});

test('a game started from a given board saves and replays too, and undo steps back', () => {
  const b = fromArray([
    [64, 8, 4, 2],
    [16, 4, 0, 0],
    [4, 0, 0, 0],
    [0, 0, 0, 2],
  ]);
  if (!b.ok) throw new Error(say(b.error, 'en'));
  const g = played(9, 10, { board: b.board, score: 380 });
  const read = readSavedGame(JSON.stringify(savedGame(g, settings)));
  expect(read.ok && read.session.grid).toEqual(g.grid);
  const back = g.undone()!;
  expect(back.moves).toEqual(g.moves.slice(0, -1));
  const again = back;
  again.play(g.moves[g.moves.length - 1]!);
  expect(again.grid).toEqual(g.grid);
  expect(new GameSession(1).undone()).toBeNull();
});

describe('bad files are refused, with a message in both languages', () => {
  const good = savedGame(played(4, 20), settings);
  test.each([
    ['not JSON', '{"format":', /not a JSON file/],
    ['another format', JSON.stringify({ format: 'something-else' }), /not a saved 2048 game/],
    ['a newer version', JSON.stringify({ ...good, version: 2 }), /version 2 is not supported/],
    ['bad settings', JSON.stringify({ ...good, settings: { ...settings, depth: 0 } }), /settings are missing or wrong/],
    ['an unknown root window', JSON.stringify({ ...good, settings: { ...settings, algo: 'alphabeta', root: 'sideways' } }), /settings are missing or wrong/],
    ['a move that is not a direction', JSON.stringify({ ...good, record: { ...good.record, moves: ['up', 'sideways'] } }), /move 2 is "sideways"/],
    ['tiles that are not the seed’s', JSON.stringify({ ...good, record: { ...good.record, seed: good.record.seed + 1 } }), /does not replay/],
    ['no record', JSON.stringify({ ...good, record: null }), /record is missing/],
  ])('%s', (_, text, message) => {
    const read = readSavedGame(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(expectWorded(read.error).en).toMatch(message);
  });
});

test('a game saved with alpha-beta and a full-window root keeps it', () => {
  const withRoot: Settings = { algo: 'alphabeta', heuristic: 'h1', variant: 'text', depth: 3, root: 'full-window' };
  const read = readSavedGame(JSON.stringify(savedGame(played(4, 20), withRoot)));
  expect(read.ok && read.game.settings).toEqual(withRoot);
});
