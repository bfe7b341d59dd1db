import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LIT_DECORATORS } from './scripts/lit-decorators.ts';

/**
 * Offline (issue 24): the built app is a progressive web app. Workbox's generated service worker
 * precaches every file of the build — the page, its chunks, both workers' bundles (search and
 * experiments) and theirs, the stylesheet, the accessibility statement, the icons and the
 * manifest — so that after a first visit the tutor opens and searches with no network.
 * `prompt`: a new version waits until the reader takes it (src/ui/shell/update-notice.ts, registered in
 * src/main.ts); the first one claims the page at once. Relative start_url and scope, like `base`:
 * the build works from any static path (the routes are in the hash). `npm run dev` registers no
 * service worker (the plugin's dev options are off).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  // Workbox's production build whoever runs `vite build`: the plugin would read NODE_ENV, which is
  // `test` under Vitest (the e2e harness builds the app there) and gives Workbox's development build.
  mode: 'production',
  injectRegister: false,
  // The glob below finds the icons (public/, scripts/make-icons.mjs): listed once, not twice.
  includeManifestIcons: false,
  manifest: {
    name: 'Adversarial Search Tutor',
    short_name: 'Search Tutor',
    description: 'Watch minimax, alpha-beta, expectimax and expectiminimax work, step by step.',
    lang: 'en',
    start_url: './',
    scope: './',
    display: 'standalone',
    theme_color: '#1f4e8c',
    background_color: '#f6f7f9',
    icons: [
      { src: 'pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Everything the build writes: code (the workers' too), styles, the page, the statement (.md),
    // images. The manifest the plugin adds itself; sw.js and its workbox-*.js are never listed.
    globPatterns: ['**/*.{js,css,html,md,txt,json,png,svg,ico,woff,woff2}'],
    clientsClaim: true,
    cleanupOutdatedCaches: true,
  },
});

/** The head tags the manifest does not cover: the browser's bar colour, and the icon iOS puts on a home screen. */
const headTags: Plugin = {
  name: 'tutor-pwa-head',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { name: 'theme-color', content: '#1f4e8c' }, injectTo: 'head' },
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: './apple-touch-icon.png' }, injectTo: 'head' },
  ],
};

// A static app with relative paths: the built `dist/` works from any http host and path (not from file://: module workers need http).
export default defineConfig({
  base: './',
  oxc: LIT_DECORATORS,
  plugins: [pwa, headTags],
  worker: { format: 'es' },
  build: { target: 'es2022', outDir: 'dist' },
  preview: { port: 4173, strictPort: false },
});
