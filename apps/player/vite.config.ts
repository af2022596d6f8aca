import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.ts';

/** The player bundle is what every player of a viral campaign downloads: keep it small (see bench/). */
export default defineConfig({
  plugins: [react(), precompress()],
  base: '/p/',
  // The manifest (dist/.vite/manifest.json, not served) tells bench/player-bundle.ts which chunks each game loads.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2020', manifest: true },
});
