/** A results record as `tutor experiment --out` writes it (game 1 of experiment 2016), for the unit and the integration tests of results files. */
export const record = {
  algo: 'alphabeta',
  heuristic: 'h1',
  depth: 1,
  variant: 'text',
  experimentSeed: 2016,
  goal: 2048,
  index: 1,
  seed: 3920062702,
  win: false,
  score: 2056,
  maxTile: 128,
  moves: 200,
  ms: 6.695515,
  nodes: 912,
};
export const line = JSON.stringify(record);
