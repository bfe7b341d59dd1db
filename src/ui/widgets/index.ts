/**
 * widgets/: the small parts several pages (and the viewer) draw. Each imports only link/
 * and platform/ of the ui, never a page or a page's folder.
 *
 *   game-board.ts/.css       the tic-tac-toe and Connect-4 board: one tab stop, arrow keys
 *   live-said.ts             a game page's one polite live region: what a move did, said
 *   live-text.ts             <live-text>: a live region's text, changed so that all of it is said
 *   g2048-board.ts/.css      <g2048-board>: a 2048 board, each cell named for a screen reader
 *   g2048-merges.ts          how the last 2048 move moved the tiles, for the board to animate
 *   position-picker.ts/.css  the position picker of the ladder and compare's MCTS mode
 *   score-text.ts            a score as every page writes it (a sign on both sides of 0)
 *   notices.ts/.css          a page's notices (unused link parameters, unreadable storage),
 *                            with notice-action.css for a notice's button
 *   notice-action.css        the look of a notice's action (undo, keep)
 *   share-buttons.ts/.css    <share-buttons>: Copy link, Copy embed code
 *   search-status.ts         a running search: what it does, the nodes so far, Cancel
 *   confirm-dialog.ts/.css   the question before a destructive action (framed, or no room for its undo)
 *   roving.ts                a roving tab stop (toolbar, menubar, radio group)
 *   scroll-stop.ts           a box that scrolls is a tab stop only while it scrolls
 *
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
