import { defineConfig } from 'vite';

// A static app with relative paths: the built `dist/` works from any http host and path (not from file://: module workers need http).
export default defineConfig({
  base: './',
  worker: { format: 'es' },
  build: { target: 'es2022', outDir: 'dist' },
  preview: { port: 4173, strictPort: false },
});
