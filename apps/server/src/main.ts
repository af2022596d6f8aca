/**
 * The server's entry (`npm start`): it makes module loading cheaper, then starts the server.
 * - Node's module compile cache keeps each module's stripped TypeScript and V8 code on disk (in
 *   os.tmpdir(), or where NODE_COMPILE_CACHE says; NODE_DISABLE_COMPILE_CACHE=1 turns it off), keyed
 *   by the module's content, so that a restart does not strip and compile some 850 modules again.
 * - Module resolution skips package.json look-ups that cost more than drizzle itself (resolve-shortcuts.ts).
 * The server is imported dynamically because static imports would load before either is in place
 * (issue 18, docs/decisions.md "Restart").
 */
import { enableCompileCache } from 'node:module';
import { installResolveShortcuts } from './lib/resolve-shortcuts.ts';

enableCompileCache();
installResolveShortcuts();
await import('./start-server.ts');
