// The page's entry point. The views of the tutor grow from <tutor-app>.
/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import './ui/shell/styles.css';
import './ui/tutor-app.ts';

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
