/**
 * platform/: what the page stands on — its workers, its searches, the browser's storage
 * and its files out. Imports link/ (and the viewer's step model); no page, no element.
 *
 *   bridge.ts           the one door to the workers: every call cancellable, one reply
 *                       shape (SearchBridge, ExperimentBridge, LatestCall)
 *   search-session.ts   the one search session of a page that searches: the bridge, the
 *                       latest call and its Cancel, the step model, the link written back
 *   stored.ts           what the page keeps in localStorage, read as strictly as a link
 *   export.ts           a file download, and an SVG drawn into a PNG
 *   next-task.ts        a function run in a task of its own (work cut in slices: no long task)
 *
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
