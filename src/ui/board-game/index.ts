/**
 * board-game/: the parts of the tic-tac-toe and Connect-4 page (board-game-page.ts):
 *
 *   board-game-settings.ts  the human's side, the machine's algorithm, depth or level
 *   board-game-proposal.ts  a search's proposal: the move, its value, every move's value
 *   board-game-mcts.ts      Monte Carlo tree search: its settings, its search, its view
 *   solve-panel.ts/.css     <solve-panel>: every Connect-4 column's exact score
 *   solve-words.ts          a column's score in figures and words, exact or bounded
 *   search-in-view.ts       the search a proposal shows, scrolled into view (not a link's on a desk)
 *   game-words.ts           what the page says as the game goes: moves, replies, whose turn, the result
 *   turn-said.ts            the user's move held to be said with the machine's reply, in one message
 *   game-way-back.ts        New game's way back: the game it replaced put aside, Undo new game
 *
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
