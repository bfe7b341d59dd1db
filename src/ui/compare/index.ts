/**
 * compare/: the parts of the compare page (compare-page.ts): its MCTS mode (`#/compare?game=…`): Monte Carlo tree
 * search beside alpha-beta on one position.
 *
 *   compare-mcts.ts/.css     <compare-mcts>: the position, the settings, the two searches
 *   compare-mcts-results.ts  the verdict, a card a search, the moves' table
 *   compare-mcts-rows.ts     the rows shown, from the two replies (pure)
 *
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
