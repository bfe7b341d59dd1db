/**
 * A box that scrolls is a tab stop only while it does scroll (WCAG 2.1.1:
 * the keyboard can scroll it then; otherwise it would be a stop with nothing
 * to do, one more press on the way to the page's controls). Used as a Lit
 * `ref`: `<div class="table-scroll" ${ref(scrollStop)}>`.
 */
const observer =
  typeof ResizeObserver === 'undefined'
    ? null
    : new ResizeObserver((entries) => {
        for (const e of entries) {
          const box = (e.target as HTMLElement).closest<HTMLElement>('[data-scroll-stop]');
          if (box !== null) mark(box);
        }
      });

function mark(el: HTMLElement): void {
  const scrolls = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
  if (scrolls) el.tabIndex = 0;
  else el.removeAttribute('tabindex');
}

export function scrollStop(el: Element | undefined): void {
  if (!(el instanceof HTMLElement)) return;
  el.dataset.scrollStop = '';
  mark(el);
  observer?.observe(el);
  // Its content grows without the box resizing (a table's rows): look again after each frame's layout.
  if (el.firstElementChild !== null) observer?.observe(el.firstElementChild);
}
