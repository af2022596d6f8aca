import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.ts';

/**
 * The player bundle is what every player of a viral campaign downloads: keep it small (see bench/).
 * `vite build --ssr` (the build script's second step) builds the renderer of the published page's first
 * page for the server (src/first-page/render-first-page.tsx, issue 18) into dist/.ssr, a dot folder the
 * server never serves, with React and every dependency inside, so it runs wherever the dist is.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [precompress()])],
  base: '/p/',
  ssr: { noExternal: true },
  // The manifest (dist/.vite/manifest.json, not served) tells bench/player-bundle.ts which chunks each game loads.
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', emptyOutDir: true, target: 'node22', copyPublicDir: false }
    : { outDir: 'dist', emptyOutDir: true, target: 'es2020', manifest: true },
}));
