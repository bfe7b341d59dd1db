// The page's entry point. The views of the tutor grow from <tutor-app>.
/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import './ui/shell/styles.css';
import { TutorApp } from './ui/tutor-app.ts';

// The boot in two tasks (issue 39: a cold load evaluated the code, and rendered the shell, in one task of
// 60-130 ms): this module's code is evaluated first (the words' tables, Lit, the shell), then, a task later,
// <tutor-app> is defined and renders its first screen; the page's code follows in tasks of its own
// (tutor-app.ts). The shell is imported statically, so that its code and styles are named in the HTML and
// fetched at once.
setTimeout(() => customElements.define('tutor-app', TutorApp), 0);

// Offline (issue 24): the service worker of the build (vite.config.ts) precaches the app, its
// workers and assets. It registers once the page has loaded (`npm run dev` registers none); a new
// version waits until the reader takes it from the update notice, whose code loads only then.
//
// *Reload* (issue 39): the waiting version is told to take over, and the page reloads as soon as it
// is in control. workbox-window reloads only when it sees the change as an update of the version the
// page loaded with; the tab that installed the app loaded with none (the first version claimed it
// later), so it would be left on the old version, its old files gone: the page listens itself.
const takeUpdate = registerSW({
  onNeedRefresh: () => {
    void import('./ui/shell/update-notice.ts').then(({ showUpdateNotice }) =>
      showUpdateNotice(() => {
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
        return takeUpdate(true);
      }),
    );
  },
});
