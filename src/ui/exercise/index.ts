/**
 * exercise/: the parts of the exercise page (exercise-page.ts):
 *
 *   exercise-card.ts        <exercise-card>: one exercise, solved on its tree
 *   exercise-card-view.ts   its templates: the tree, the node's editor, checks, score
 *   exercise-tree.ts/.css   <exercise-tree>: an exercise's tree as a sheet, or its key
 *   exercise-drawing.ts     what it draws of the sheet's figure (app/sheet-figure.ts): shapes, edges, marks
 *   exercise-figures.ts     what the tree writes at each node (answers, verdicts, key)
 *   exercise-key.ts         one exercise's key, on the page and in print
 *   exercise-keys.ts        each exercise's key, made once and shared by its card and the page
 *   exercise-making.ts      the set made and drawn a piece a task (no long task for 40 hard trees)
 *   set-way-back.ts         the answers of a set replaced (New set, an option, Back), put aside, and
 *                           the Undo back to that set with them
 *   lms/                    the page launched by an LMS (a SCORM 1.2 package) and the package's download
 *                           (its own index.ts says what it holds)
 *
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
