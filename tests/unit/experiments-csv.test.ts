/**
 * The experiments page's CSV download (src/experiments/csv.ts): the header,
 * a row per game in the runs' order, numbers as written (ms to 3 decimals),
 * RFC 4180 quoting where a field needs it, and a file that reads back.
 */
import { describe, expect, test } from 'vitest';
import { CSV_COLUMNS, csvField, gamesCsv } from '../../src/experiments/csv.ts';
import { summarise } from '../../src/experiments/summary.ts';
import type { GameResult } from '../../src/experiments/runner.ts';

const game = (over: Partial<GameResult>): GameResult => ({
  index: 0,
  seed: 3920062702,
  win: false,
  score: 2056,
  maxTile: 128,
  moves: 200,
  ms: 6.695515,
  nodes: 912,
  ...over,
});
const HEADER = 'algo,heuristic,depth,variant,index,seed,win,score,maxTile,moves,ms,nodes';

/** A minimal RFC 4180 reader, to read the file back. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n') {
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  return rows;
}

describe('gamesCsv', () => {
  test('no runs, or runs without games: the header alone, with its newline', () => {
    expect(CSV_COLUMNS.join(',')).toBe(HEADER);
    expect(gamesCsv([])).toBe(`${HEADER}\n`);
    expect(gamesCsv([summarise({ algo: 'minimax', heuristic: 'h1', depth: 1, variant: 'text' }, [])])).toBe(`${HEADER}\n`);
  });

  test('a row per game: the runs in the order given, games by index; ms to 3 decimals, the rest as they are', () => {
    const runs = [
      summarise({ algo: 'alphabeta', heuristic: 'h2', depth: 3, variant: 'thesis-code' }, [
        game({ index: 1, ms: 1234.56789, win: true, maxTile: 2048, score: 20544 }),
        game({ index: 0, ms: 0 }),
      ]),
      summarise({ algo: 'expectimax', heuristic: 'h4', depth: 1, variant: 'text' }, [game({ index: 0, ms: 0.0004, nodes: 0 })]),
    ];
    expect(gamesCsv(runs)).toBe(
      [
        HEADER,
        'alphabeta,h2,3,thesis-code,0,3920062702,false,2056,128,200,0.000,912',
        'alphabeta,h2,3,thesis-code,1,3920062702,true,20544,2048,200,1234.568,912',
        'expectimax,h4,1,text,0,3920062702,false,2056,128,200,0.000,0',
        '',
      ].join('\n'),
    );
  });

  test('a field with a comma, a quote or a line break is quoted, its quotes doubled; others are not', () => {
    expect(csvField('minimax')).toBe('minimax');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(true)).toBe('true');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(readCsv(`${['a,b', 'say "hi"', 'two\nlines', 'x'].map(csvField).join(',')}\n`)).toEqual([['a,b', 'say "hi"', 'two\nlines', 'x']]);
  });

  test('reads back: every row has the header’s columns, and the numbers are the games’', () => {
    const games = [game({ index: 0 }), game({ index: 1, win: true, maxTile: 2048, score: 20000, moves: 987, ms: 55.5, nodes: 123456 })];
    const rows = readCsv(gamesCsv([summarise({ algo: 'minimax', heuristic: 'h1', depth: 2, variant: 'text' }, games)]));
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows.slice(1).every((r) => r.length === CSV_COLUMNS.length)).toBe(true);
    const back = rows.slice(1).map((r) => Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, r[i]!])));
    expect(
      back.map((r) => ({
        index: Number(r.index),
        seed: Number(r.seed),
        win: r.win === 'true',
        score: Number(r.score),
        maxTile: Number(r.maxTile),
        moves: Number(r.moves),
        ms: Number(r.ms),
        nodes: Number(r.nodes),
      })),
    ).toEqual(games.map((g) => ({ ...g, ms: Number(g.ms.toFixed(3)) })));
  });
});
