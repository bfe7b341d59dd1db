/**
 * A page's code that could not be loaded (issue 39): most often a tab still
 * on a version whose files a newer one, taken in another tab, has replaced.
 * The tab reloads once, into the version now served; if it did so a moment
 * ago, it does not again (the app says the page could not be loaded instead
 * of looping). Returns whether the page is reloading.
 */
const KEY = 'ast.reloadedForCode';
const ONCE_IN_MS = 60_000;

export function reloadForCode(): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(KEY) ?? 0) <= ONCE_IN_MS) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // No session storage (a frame refused it): no reload, said instead.
    return false;
  }
  location.reload();
  return true;
}
