// The page's entry point. The views of the tutor grow from <tutor-app>.
/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import './ui/shell/styles.css';

// The boot, a step a task (issue 39: a cold load ran the words' tables, the shell's code and its first
// render in one task of 60-130 ms): the words first, then the shell's code, then <tutor-app>'s first
// render; the page's code follows in tasks of its own (tutor-app.ts).
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
void (async () => {
  await import('./i18n/say.ts');
  await nextTask();
  const { TutorApp } = await import('./ui/tutor-app.ts');
  await nextTask();
  customElements.define('tutor-app', TutorApp);
})();

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
