import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.ts';
import { buildHashPlugin } from './build-hash-plugin.ts';

export default defineConfig({
  plugins: [react(), buildHashPlugin(), precompress()],
  // The manifest (dist/.vite/manifest.json, not served) tells bench/builder-bundle.ts which chunks each route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // What index.html loads in one chunk (with the entry's own), not two dozen: a phone on slow 4G
    // opens six connections at a time, and each small chunk costs a request (issue 18).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'start-up', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'ws://localhost:3000', ws: true } },
  },
});
