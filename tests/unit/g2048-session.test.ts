/** A played game records seed, moves and spawns, and replays to the same board and score. */
import { expect, test } from 'vitest';
import { decide } from '../../src/games/g2048/decide.ts';
import { GameSession, replay } from '../../src/games/g2048/session.ts';
import { say } from '../../src/i18n/say.ts';

test('a game played by expectimax replays exactly from its record', () => {
  const game = new GameSession(99);
  while (!game.over && !game.won && game.moves.length < 150) {
    const d = decide(game.board, game.score, { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 2 });
    game.play(d.action!);
  }
  const record = game.record();
  expect(record.spawns).toHaveLength(record.moves.length + 2);
  const again = replay(JSON.parse(JSON.stringify(record)));
  expect(again.ok).toBe(true);
  if (!again.ok) return;
  expect(again.session.grid).toEqual(game.grid);
  expect(again.session.score).toBe(game.score);
});

test('an illegal move is refused and changes nothing; a tampered record is caught', () => {
  const game = new GameSession(1);
  const before = game.grid;
  const illegal = (['up', 'right', 'down', 'left'] as const).find((d) => !game.legal.includes(d));
  if (illegal !== undefined) {
    expect(game.play(illegal)).toBeNull();
    expect(game.grid).toEqual(before);
    expect(game.moves).toHaveLength(0);
  }
  game.play(game.legal[0]!);
  const record = game.record();
  record.spawns[2] = { ...record.spawns[2]!, value: record.spawns[2]!.value === 2 ? 4 : 2 };
  const replayed = replay(record);
  expect(replayed.ok).toBe(false);
  if (!replayed.ok)
    expect([say(replayed.error, 'en'), say(replayed.error, 'es')]).toEqual([
      'the recorded tiles differ from the ones the seed gives',
      'las fichas guardadas no son las que da la semilla',
    ]);
});
