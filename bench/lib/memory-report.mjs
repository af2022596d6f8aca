/**
 * Loaded with `--import` into one server process of `bench:restart` (not a timed one): once the process
 * has idled BENCH_IDLE_SECONDS it prints one line, `memory {…}`, with `process.memoryUsage()` — V8's
 * heap, `external` (memory outside the heap held by JavaScript objects: PGlite's WebAssembly memory, and
 * buffers) and `arrayBuffers` (the buffers' part of it) — and the size of V8's young generation (new
 * space: committed once start-up's allocations grew it, however little of it is live), so the bench can
 * say where the idle RSS goes. Plain JavaScript: a TypeScript file would load Node's type stripper into
 * the process it measures.
 */
import { getHeapSpaceStatistics } from 'node:v8';

const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 10) * 1000;

setTimeout(() => {
  const newSpace = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  console.log(`memory ${JSON.stringify({ ...process.memoryUsage(), newSpace: newSpace?.space_size ?? 0 })}`);
}, IDLE_MS).unref();
