/**
 * g2048/: the parts of the 2048 page (g2048-page.ts) and of the replay page
 * (replay-page.ts, the 2048 game replayed):
 *
 *   game-view.ts             the game column: board, score, moves, new game
 *   keys.ts                  the moves: arrows, WASD, swipes
 *   move-words.ts            what a move did, in words for the live region: direction, merges, tile, score
 *   search-view.ts           the search's settings, proposal, solver statistics, decision tree
 *   breakdown.ts             the heuristic column: the thesis's examples, per-cell overlays
 *   heuristic-panel.ts/.css  <heuristic-panel>: every term of the heuristics side by side
 *   game-replay.ts           <g2048-replay>: a game replayed move by move
 *   game-records.ts          the kept games as storage records (one key a game)
 *   game-in-progress.ts      which kept game a tab plays, saved after every move
 *   games-controller.ts      the page's controller of its kept games
 *   saved-games-list.ts/.css the "Saved games" list view
 *
 * The 2048 board itself is widgets/g2048-board.ts (the viewer draws it under nodes too).
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
