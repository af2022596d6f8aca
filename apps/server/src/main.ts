/**
 * The server's entry (`npm start`): it turns on Node's module compile cache, then starts the server.
 * The cache keeps each module's stripped TypeScript and V8 code on disk (in os.tmpdir(), or where
 * NODE_COMPILE_CACHE says; NODE_DISABLE_COMPILE_CACHE=1 turns it off), keyed by the module's content,
 * so that a restart does not strip and compile some 850 modules again (issue 18, docs/decisions.md).
 * The server is imported dynamically because static imports would load before the cache is on.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./start-server.ts');
