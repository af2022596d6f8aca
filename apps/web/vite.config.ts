import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.ts';
import { buildHashPlugin } from './build-hash-plugin.ts';

export default defineConfig({
  plugins: [react(), buildHashPlugin(), precompress()],
  // The manifest (dist/.vite/manifest.json, not served) tells bench/builder-bundle.ts which chunks each route loads.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500, manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
