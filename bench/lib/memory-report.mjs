/**
 * Loaded with `--import` into one server process of `bench:restart` (not a timed one): once the process
 * has idled BENCH_IDLE_SECONDS it prints one line, `memory {…}`, with `process.memoryUsage()` — V8's
 * heap, `external` (memory outside the heap held by JavaScript objects: PGlite's WebAssembly memory, and
 * buffers) and `arrayBuffers` (the buffers' part of it) — so the bench can say where the idle RSS goes.
 * Plain JavaScript: a TypeScript file would load Node's type stripper into the process it measures.
 */
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 10) * 1000;

setTimeout(() => console.log(`memory ${JSON.stringify(process.memoryUsage())}`), IDLE_MS).unref();
