import { defineConfig } from 'vite';

// A static app: relative paths, so the built `dist/` works from any host or folder.
export default defineConfig({
  base: './',
  worker: { format: 'es' },
  build: { target: 'es2022', outDir: 'dist' },
  preview: { port: 4173, strictPort: false },
});
