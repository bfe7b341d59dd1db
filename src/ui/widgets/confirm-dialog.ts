/**
 * Asking before a destructive action (issue 39): a modal `<dialog>` with a
 * question, a button that goes ahead and one that does not (focused first —
 * not by `autofocus`, which Chromium blocks in a cross-origin frame —
 * Enter or Escape keeps what there is), and whether the page is framed.
 *
 * The page asks first in two cases only: when it is shown in a frame (any
 * other page's, another origin's included: the framing page could lure the
 * click; `embed=1` is no exception), and when what is removed cannot be kept
 * aside for an undo (a full storage). Otherwise a destructive action acts at
 * once and offers its undo.
 *
 * Hooks: `dialog[data-confirm]` (its value the action's hook), the buttons
 * `data-action="confirm-yes"` and `"confirm-no"`.
 */
import { html, render } from 'lit';
import './confirm-dialog.css';

/** Whether the page is in a frame: its top window is another (reading it throws across origins: framed too). */
export function framed(win: Pick<Window, 'top' | 'self'> = window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}

/** Whether the frame's top window is another origin's (false when the page is not framed). */
export function framedElsewhere(win: Pick<Window, 'top' | 'self'> = window): boolean {
  if (!framed(win)) return false;
  try {
    // Reading another origin's location throws (a SecurityError).
    return typeof win.top?.location.href !== 'string';
  } catch {
    return true;
  }
}

/** The words of a question: all worded already, in the page's language. */
export interface Question {
  /** The action's hook (`forget`), the dialog's `data-confirm`. */
  hook: string;
  title: string;
  text: string;
  yes: string;
  no: string;
}

/**
 * Asks `q` in a modal dialog; resolves to true when the person goes ahead.
 * The focus goes back where it was when the dialog closes.
 */
export function confirmAction(q: Question): Promise<boolean> {
  const dialog = document.createElement('dialog');
  dialog.className = 'confirm-dialog';
  dialog.dataset.confirm = q.hook;
  dialog.setAttribute('aria-labelledby', 'confirm-dialog-title');
  dialog.setAttribute('aria-describedby', 'confirm-dialog-text');
  const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return new Promise((resolve) => {
    const close = (yes: boolean) => {
      if (dialog.open) dialog.close();
      dialog.remove();
      back?.focus();
      resolve(yes);
    };
    render(
      html`<h2 id="confirm-dialog-title">${q.title}</h2>
        <p id="confirm-dialog-text">${q.text}</p>
        <div class="buttons">
          <button type="button" data-action="confirm-no" @click=${() => close(false)}>${q.no}</button>
          <button type="button" data-action="confirm-yes" @click=${() => close(true)}>${q.yes}</button>
        </div>`,
      dialog,
    );
    // Escape cancels.
    dialog.addEventListener('cancel', (e) => (e.preventDefault(), close(false)));
    document.body.append(dialog);
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-action=confirm-no]')?.focus();
  });
}

/** Asks `q` first when `ask` (or the page is framed), else goes ahead. */
export function askFirst(q: Question, ask = false): Promise<boolean> {
  return ask || framed() ? confirmAction(q) : Promise.resolve(true);
}
