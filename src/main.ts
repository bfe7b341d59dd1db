// The page's entry point. The views of the tutor grow from <tutor-app>.
/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import './ui/shell/styles.css';
import './ui/tutor-app.ts';

// Offline (issue 24): the service worker of the build (vite.config.ts) precaches the app, its
// workers and assets. It registers once the page has loaded (`npm run dev` registers none); a new
// version waits until the reader takes it from the update notice, whose code loads only then.
const takeUpdate = registerSW({
  onNeedRefresh: () => {
    void import('./ui/shell/update-notice.ts').then(({ showUpdateNotice }) => showUpdateNotice(() => takeUpdate(true)));
  },
});
