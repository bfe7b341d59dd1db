import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LIT_DECORATORS } from './scripts/lit-decorators.ts';

/** Pyodide's files `#/code` runs Python with (issue 37): in the build under pyodide/, never precached, cached on first use. */
const PYODIDE_DIR = fileURLToPath(new URL('./node_modules/pyodide/', import.meta.url));
const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];
const PYODIDE_VERSION = (JSON.parse(readFileSync(PYODIDE_DIR + 'package.json', 'utf8')) as { version: string }).version;
const PYODIDE_TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.json': 'application/json',
};

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
    // Pyodide's files (about 13 MB, issue 37) only when someone runs Python: cached then, kept for offline use, never precached.
    globIgnores: ['pyodide/**'],
    runtimeCaching: [
      {
        urlPattern: /\/pyodide\/[\w.-]+$/,
        handler: 'CacheFirst',
        options: { cacheName: `pyodide-${PYODIDE_VERSION}`, cacheableResponse: { statuses: [200] } },
      },
    ],
    clientsClaim: true,
    cleanupOutdatedCaches: true,
  },
});

/**
 * `#/code`'s sandbox (issue 37, src/ui/code/sandbox/): the module `virtual:code-sandbox` holds the
 * sandbox worker's script, bundled apart by esbuild into one classic script (the iframe starts it from
 * a blob URL and allows it no request: it cannot import the app's modules, in the build or in `npm run
 * dev`), and the sizes of Pyodide's files; those files are copied into `pyodide/` at build and served
 * from node_modules by `npm run dev`.
 */
function codeSandbox(): Plugin {
  const ID = 'virtual:code-sandbox';
  const entry = fileURLToPath(new URL('./src/ui/code/sandbox/runner-worker.ts', import.meta.url));
  let dev = false;
  return {
    name: 'tutor-code-sandbox',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    resolveId: (id) => (id === ID ? '\0' + ID : undefined),
    async load(id) {
      if (id !== '\0' + ID) return undefined;
      const out = await esbuild({
        entryPoints: [entry],
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2022',
        minify: !dev,
        write: false,
        metafile: true,
        logLevel: 'warning',
      });
      for (const input of Object.keys(out.metafile.inputs)) this.addWatchFile(resolve(input));
      const sizes = Object.fromEntries(PYODIDE_FILES.map((name) => [name, statSync(PYODIDE_DIR + name).size]));
      return [
        `export const WORKER_SOURCE = ${JSON.stringify(out.outputFiles[0]!.text)};`,
        `export const PYODIDE_SIZES = ${JSON.stringify(sizes)};`,
        `export const PYODIDE_VERSION = ${JSON.stringify(PYODIDE_VERSION)};`,
      ].join('\n');
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = /\/pyodide\/([\w.-]+)$/.exec(new URL(req.url ?? '/', 'http://dev').pathname)?.[1];
        if (name === undefined || !PYODIDE_FILES.includes(name)) return next();
        const body = readFileSync(PYODIDE_DIR + name);
        res.setHeader('Content-Type', PYODIDE_TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream');
        res.setHeader('Content-Length', body.byteLength);
        res.end(body);
      });
    },
    generateBundle() {
      for (const name of PYODIDE_FILES) this.emitFile({ type: 'asset', fileName: `pyodide/${name}`, source: readFileSync(PYODIDE_DIR + name) });
    },
  };
}

/**
 * A SCORM package's script and stylesheet (issue 38, scripts/sco-bundle.mjs): the exercise page
 * alone, one classic script and one stylesheet, emitted as scorm/sco.js and scorm/sco.css (the
 * service worker precaches them: *SCORM package* works offline) and served by `npm run dev`.
 * The page's *SCORM package* zips them with the manifest and the launch page it writes.
 */
function scoBundle(): Plugin {
  const TYPES: Record<string, string> = { 'sco.js': 'text/javascript', 'sco.css': 'text/css' };
  const bundle = async (): Promise<Record<string, Uint8Array>> => {
    const { bundleSco } = await import('./scripts/sco-bundle.mjs');
    return bundleSco();
  };
  return {
    name: 'tutor-sco-bundle',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = /\/scorm\/(sco\.(?:js|css))$/.exec(new URL(req.url ?? '/', 'http://dev').pathname)?.[1];
        if (name === undefined) return next();
        bundle().then(
          (files) => {
            res.setHeader('Content-Type', TYPES[name]!);
            res.end(files[name]);
          },
          (e: unknown) => next(e),
        );
      });
    },
    async generateBundle() {
      for (const [name, source] of Object.entries(await bundle())) this.emitFile({ type: 'asset', fileName: `scorm/${name}`, source });
    },
  };
}

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
  plugins: [pwa, headTags, codeSandbox(), scoBundle()],
  worker: { format: 'es' },
  build: { target: 'es2022', outDir: 'dist' },
  preview: { port: 4173, strictPort: false },
});
