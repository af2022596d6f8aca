/**
 * The server's build (`npm run build --workspace apps/server`, run by `npm start` when its sources
 * changed): src/main.ts and everything it loads at start bundled by esbuild into dist/, which
 * `npm start` runs. A restart then reads a few files instead of some 1,200 modules, each resolved,
 * looked up in its package.json and stripped of its types (issue 18, docs/decisions.md "Restart, third
 * pass"). Tests and `npm run dev` keep running the sources.
 *
 * - main.ts stays its own small file (dist/main.js): it turns Node's compile cache on before the server's
 *   chunk (dist/chunks/) is loaded, so that the chunk's compiled code comes from the cache.
 * - `import.meta.url` in our files is rewritten to the source file's URL: the paths they name (the
 *   migrations, the workers' scripts, the apps' builds, the games' folders) stay where they are. So are
 *   `__dirname` and `__filename` in bundled CommonJS packages (swagger-ui's page and its assets).
 * - Packages stay outside the bundle, loaded by Node as before, when they read their own files, load
 *   native or WebAssembly code, start workers from their own scripts, or are loaded on first use
 *   (bundling those would load them at start).
 */
import { readFile, rm } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';

const SERVER = new URL('.', import.meta.url).pathname;
const OUT_DIR = `${SERVER}dist`;
const ROOT = new URL('../..', import.meta.url).pathname;

const EXTERNAL = [
  // Native or WebAssembly code, or files read from their own folder.
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'fs-native-extensions',
  'pg',
  // Workers started from their own scripts (pino's transports).
  'pino',
  'pino-pretty',
  'thread-stream',
  // socket.io and its adapter share classes with the adapter package they load.
  'socket.io',
  '@socket.io/postgres-adapter',
  // Loaded on first use (loadOnce).
  'exceljs',
  'libphonenumber-js',
  'file-type',
  'nodemailer',
  '@aws-sdk/*',
  'pg-boss',
  'archiver',
  'qrcode',
  'jsdom',
  'dompurify',
  'mjml',
  'undici',
];

/** Our sources' `import.meta.url` → the source file's own URL, computed from the bundle's at run time. */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(bundler) {
    bundler.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      if (path.includes('/node_modules/')) return undefined;
      const source = await readFile(path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      // Every output file is in dist/ itself, so the path from any of them is the same.
      const fromOutput = JSON.stringify(relative(OUT_DIR, path));
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${fromOutput}, import.meta.url).href`),
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

// The chunks' names carry a hash: an earlier build's would stay beside the new ones.
await rm(OUT_DIR, { recursive: true, force: true });
/** A bundled CommonJS package's `__dirname` and `__filename` → its own folder and file, as Node gives them. */
const packagePaths: Plugin = {
  name: 'package-dirname',
  setup(bundler) {
    bundler.onLoad({ filter: /\/node_modules\/.*\.c?js$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!/\b__(dirname|filename)\b/.test(source)) return undefined;
      const fromOutput = (target: string) => `pathFromBundle(${JSON.stringify(relative(OUT_DIR, target))})`;
      return {
        contents: source
          .replace(/(?<![.'"`\w$])__dirname\b/g, fromOutput(dirname(path)))
          .replace(/(?<![.'"`\w$])__filename\b/g, fromOutput(path)),
        loader: 'js',
      };
    });
  },
};

const result = await build({
  absWorkingDir: ROOT,
  entryPoints: { main: `${SERVER}src/main.ts` },
  outdir: OUT_DIR,
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external: EXTERNAL,
  // CommonJS packages in the bundle require Node's modules and the packages left outside, and find their
  // own files (packagePaths).
  banner: {
    js: [
      "import { createRequire as createRequireOfBundle } from 'node:module';",
      "import { fileURLToPath as fileURLToPathOfBundle } from 'node:url';",
      'const require = createRequireOfBundle(import.meta.url);',
      'const pathFromBundle = (path) => fileURLToPathOfBundle(new URL(path, import.meta.url));',
    ].join('\n'),
  },
  plugins: [sourceUrls, packagePaths],
  legalComments: 'none',
  // Without comments and indentation the code is ASCII: V8 holds its source in one byte a character
  // instead of two (8.5 MB of heap for the unminified bundle, where a few comments had a § or a dash).
  // Names are kept; `node --enable-source-maps apps/server/dist/main.js` maps stack traces to the sources.
  minifyWhitespace: true,
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});
const inputs = Object.keys(result.metafile.inputs).length;
const files = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js')).length;
console.log(`apps/server: ${inputs} modules bundled into ${files} files in dist/`);
