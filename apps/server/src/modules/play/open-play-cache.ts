import type { OpenPlay } from './play-progress.repo.ts';

/** An open play as this process last saw it committed, with when it was opened by this process's clock. */
export type CachedOpenPlay = Omit<OpenPlay, 'elapsedMs'> & { openedAtMs: number };

export type OpenPlayCache = {
  get(playId: string): CachedOpenPlay | undefined;
  set(play: CachedOpenPlay): void;
  delete(playId: string): void;
};

/**
 * The open multi-step plays this process opened or read lately, so that a quiz's answer is checked
 * without reading its play first: a step is then one write. Never trusted: every write is a
 * compare-and-set on the play's step count (play_progress), so an entry that another process (or a
 * concurrent request) has overtaken only costs a read and a second try. The oldest entries make room
 * for new ones beyond `maxEntries`; an abandoned play's entry goes the same way.
 */
export function createOpenPlayCache(maxEntries: number): OpenPlayCache {
  const plays = new Map<string, CachedOpenPlay>();
  return {
    get: (playId) => plays.get(playId),
    set(play) {
      plays.delete(play.id);
      if (plays.size >= maxEntries) plays.delete(plays.keys().next().value as string);
      plays.set(play.id, play);
    },
    delete: (playId) => void plays.delete(playId),
  };
}
