/**
 * Links the browser tests share: the issue-35 2048 position (a staircase the
 * expectimax tree of depth 3 explores in 386 steps), as a `board=` value.
 */
export const BOARD_2048 = encodeURIComponent(
  JSON.stringify([
    [2, 4, 8, 16],
    [0, 2, 4, 8],
    [0, 0, 2, 4],
    [0, 0, 0, 2],
  ]),
);
