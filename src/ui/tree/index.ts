/**
 * tree/: the parts of the tree page (tree-page.ts), beside the trace viewer:
 *
 *   tree-editor.ts          the tree's text with its error, Apply, exports, a random tree
 *   tree-options.ts         the children's order, tie rule, root window, depth, self-check,
 *                           quiz and animations
 *   self-check-panel.ts     the self-check fields and verdict (graded by app/self-check.ts)
 *   quiz-panel.ts/.css      <quiz-panel>: predict the next step (app/quiz.ts)
 *   leaf-edit.ts            a leaf's new value (a click on the leaf, or F2)
 *   tree-way-back.ts/.css   the tree the user made, put aside when Generate or an example
 *                           replaces it, and the status with its Undo
 *   tree-summary.ts         the search's result under the tree (value, best action)
 *
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
