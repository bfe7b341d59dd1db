/**
 * link/: the page's URL, the lowest of the ui's shared folders (pure
 * TypeScript; no page, widget or element in it). What a hash names and how
 * each route's parameters are read strictly and written back:
 *
 *   route.ts                which page a hash names (every route), the
 *                           parameters the app reads on every route, a
 *                           page's hash written back, the address bar
 *   param-reader.ts         `Params`: each parameter checked once, a notice
 *                           for each one not used; the values links carry
 *                           (a tree, a 2048 board, a game's position)
 *   codec.ts                what every codec shares: the parameters each
 *                           route reads, `RouteCodec`, defaults left out
 *   params.ts               the codecs of the tree, compare, 2048,
 *                           tic-tac-toe and Connect-4 routes
 *   exercise-params.ts      `#/exercise`'s codec
 *   ladder-params.ts        `#/ladder`'s codec
 *   code-params.ts          `#/code`'s codec (a student's own search; the code as base64url)
 *   compare-mcts-params.ts  `#/compare?game=…`'s codec (MCTS beside alpha-beta)
 *   mcts-params.ts          MCTS's settings: one set of rules for every route
 *                           that takes them
 *   app-params.ts           `present` and `lang`, read on every route
 *   embed-params.ts         `embed=1` and its options, read on every route
 *   fixtures.ts             the textbook trees a link names (`src=`)
 *
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
