/**
 * Whose a key is (issue 21, "keys that never surprise"): the viewer's keys
 * (←/→, Home/End, space) must never act while what has focus uses them
 * itself — a form control (input, select, textarea), editable text, a widget
 * whose arrows are its own (a tree, a grid, a listbox, a slider, …) — nor
 * take a focused button's or link's space and Enter. Anything else (the
 * page's body, a language button just clicked, a link) leaves them to the
 * viewer.
 */

/** Roles whose widgets move with the arrow keys, Home and End (WAI-ARIA APG). */
const ARROW_ROLES = new Set([
  'toolbar',
  'tree',
  'treeitem',
  'treegrid',
  'grid',
  'gridcell',
  'listbox',
  'option',
  'menu',
  'menubar',
  'menuitem',
  'menuitemradio',
  'menuitemcheckbox',
  'radiogroup',
  'radio',
  'slider',
  'spinbutton',
  'tablist',
  'tab',
  'combobox',
  'textbox',
  'searchbox',
]);

/** Elements that take keys as text or as a choice. */
const FORM_CONTROL = /^(INPUT|TEXTAREA|SELECT)$/;

/** Elements whose space and Enter are their own (they activate them). */
const ACTIVATES = /^(BUTTON|A|SUMMARY)$/;

/** Whether `e` goes to a form control or editable text (its target): it takes even keys no widget moves with, PageUp/PageDown. */
export function typesText(e: KeyboardEvent): boolean {
  const target = e.composedPath()[0];
  return target instanceof Element && (FORM_CONTROL.test(target.tagName) || (target instanceof HTMLElement && target.isContentEditable));
}

/**
 * Whether `e` belongs to what has focus, not to the viewer: its target, or
 * an element around it up to `upTo` (the viewer, whose own elements are
 * looked through; the whole path when absent), is a form control, editable,
 * or a widget with its own arrows; or the key is space or Enter on a button
 * or link. A key already handled (`defaultPrevented`) is theirs too.
 */
export function keyIsTheirs(e: KeyboardEvent, upTo?: EventTarget): boolean {
  if (e.defaultPrevented) return true;
  const path = e.composedPath();
  const target = path[0];
  if (target instanceof Element && (e.key === ' ' || e.key === 'Enter') && ACTIVATES.test(target.tagName)) return true;
  for (const node of path) {
    if (node === upTo) break;
    if (!(node instanceof Element)) continue;
    if (FORM_CONTROL.test(node.tagName)) return true;
    if (node instanceof HTMLElement && node.isContentEditable) return true;
    const role = node.getAttribute('role');
    // The step buttons' toolbar: its arrows are the viewer's (step-controls.ts).
    if (role !== null && ARROW_ROLES.has(role) && !node.hasAttribute('data-step-keys')) return true;
  }
  return false;
}
