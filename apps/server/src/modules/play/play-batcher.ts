/** Writes items, those arriving together in one call: plays (play_attempts), steps and outcomes (play_progress). */
export type Batcher<Item, Answer> = { submit(item: Item): Promise<Answer> };

type Waiting<Item, Answer> = { item: Item; resolve: (answer: Answer) => void; reject: (error: unknown) => void };

/**
 * Gathers the plays that arrive while earlier ones are being written, and writes them together
 * (group commit): a play that finds a free slot runs on the next turn of the event loop with the
 * plays that arrived in this one; under load the next call takes everything that queued meanwhile,
 * up to `maxBatch`. One call and one commit then serve many plays,
 * which is what lets a viral campaign's plays keep up with the database (issue 4's throughput
 * figures), while a quiet campaign's play waits for nothing.
 *
 * `maxInFlight` calls run at the same time: 1 on PGlite (one connection, one thing at a time), a
 * part of the pool on PostgreSQL, so that plays never take every connection from the rest of the
 * API. play_attempts takes all its locks in one global order, so concurrent calls cannot deadlock.
 *
 * When a call fails as a whole (a removed lead's foreign key, an aborted transaction), each of its
 * plays is run again alone, so that one bad play fails alone and the others are written.
 */
export function createBatcher<Item, Answer>(
  run: (items: readonly Item[]) => Promise<Answer[]>,
  options: { maxBatch: number; maxInFlight: number },
): Batcher<Item, Answer> {
  const queue: Waiting<Item, Answer>[] = [];
  let inFlight = 0;
  let isPumpScheduled = false;

  /**
   * Calls start on the next turn of the event loop, not at once: a PGlite call runs in this thread
   * and would finish before any other request reached the queue, so nothing would ever be gathered.
   */
  function schedulePump() {
    if (isPumpScheduled) return;
    isPumpScheduled = true;
    setImmediate(() => {
      isPumpScheduled = false;
      pump();
    });
  }

  function pump() {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight++;
      void runBatch(batch).finally(() => {
        inFlight--;
        schedulePump();
      });
    }
  }

  async function runBatch(batch: Waiting<Item, Answer>[]) {
    try {
      const answers = await run(batch.map((waiting) => waiting.item));
      for (const [index, waiting] of batch.entries()) waiting.resolve(answers[index]);
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      await Promise.all(
        batch.map(async (waiting) => {
          try {
            const [answer] = await run([waiting.item]);
            waiting.resolve(answer);
          } catch (alone) {
            waiting.reject(alone);
          }
        }),
      );
    }
  }

  return {
    submit(item) {
      return new Promise<Answer>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedulePump();
      });
    },
  };
}
