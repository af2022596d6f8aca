import { useEffect, useMemo, useRef, useState } from 'react';
import type { GamePlayerProps } from '../core/game-player.ts';
import { prefersReducedMotion, withLabels } from '../core/player-words.ts';
import { SlotSymbolFace } from './SlotSymbolFace.tsx';
import { announcementOf, readMachine, readOutcome, reelStrip } from './slot-model.ts';
import { SLOT_WORDS } from './words.ts';
import './retailer-slot.css';

/** The machine's words, for the page to give the Player as its labels (see GamePlayerModule). */
export { slotWords as words } from './words.ts';

type Phase = 'ready' | 'waiting' | 'landing' | 'done';
/** One reel: the symbols of its strip, the one it shows, and how long it takes to get there. */
type Reel = { cells: readonly string[]; shown: number; durationMs: number };

/** The first reel turns this long at speed 1, each next one a little longer, so they stop left to right. */
const FIRST_REEL_MS = 1400;
const NEXT_REEL_MS = 450;
const FILLERS = 14;
const REEL_KEYS = ['left', 'middle', 'right'];

const restingReels = (ids: readonly string[]): Reel[] =>
  [0, 1, 2].map((index) => ({ cells: [ids[index % Math.max(1, ids.length)] ?? ''], shown: 0, durationMs: 0 }));

/**
 * The slot machine as players see it. The big Pull button (tap, click, Space or Enter) asks the page
 * for a play; the reels turn while the server decides and then land, left to right, on exactly the line
 * it chose, at the campaign's speed (with reduced motion they stand on it at once). The line and the
 * prize are announced in a live region. The Player never decides anything itself.
 */
export default function RetailerSlotPlayer(props: GamePlayerProps) {
  const { settings, language, fallbackLanguage } = props;
  const words = withLabels(SLOT_WORDS.en, props.labels);
  const machine = useMemo(
    () => readMachine(settings, language, fallbackLanguage),
    [settings, language, fallbackLanguage],
  );
  const symbolIds = machine.symbols.map((symbol) => symbol.id);
  const isReducedMotion = props.isReducedMotion ?? prefersReducedMotion();
  const [phase, setPhase] = useState<Phase>('ready');
  const [reels, setReels] = useState<Reel[]>(() => restingReels(symbolIds));
  const [announcement, setAnnouncement] = useState('');
  // Refs, not state: the play's promise and the timers read them between renders.
  const live = useRef({ props, machine, isRequested: false });
  live.current.props = props;
  live.current.machine = machine;
  const timers = useRef<number[]>([]);
  const isMountedRef = useRef(true);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      for (const timer of timers.current) clearTimeout(timer);
    };
  }, []);

  // The builder's preview may change the symbols while nobody plays: the resting reels follow.
  const symbolKey = symbolIds.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: symbolKey stands for the ids
  useEffect(() => {
    if (!live.current.isRequested) setReels(restingReels(symbolIds));
  }, [symbolKey]);

  function finish(text: string) {
    setPhase('done');
    setAnnouncement(text);
    // The reels stand on the line: the page keeps it on screen for the campaign's result delay.
    live.current.props.onFinished();
  }

  function land(result: unknown) {
    const { machine: current, props: latest } = live.current;
    const outcome = readOutcome(result);
    if (outcome === null) {
      // No play happened (e.g. no plays left): nothing to show, the result page explains.
      setPhase('done');
      latest.onFinished();
      return;
    }
    const text = announcementOf(current, outcome, words);
    const isReduced = latest.isReducedMotion ?? prefersReducedMotion();
    if (isReduced) {
      setReels(outcome.reels.map((id) => ({ cells: [id], shown: 0, durationMs: 0 })));
      finish(text);
      return;
    }
    const ids = current.symbols.map((symbol) => symbol.id);
    const random = (max: number) => Math.floor(Math.random() * max);
    const strips = outcome.reels.map((target, index) =>
      reelStrip(ids, reels[index]?.cells[reels[index].shown] ?? target, target, FILLERS + index * 4, random),
    );
    const durations = [0, 1, 2].map((index) => Math.round((FIRST_REEL_MS + NEXT_REEL_MS * index) / current.speed));
    // First the long strips at their start, then (a frame later, so the browser sees both) the move to their end.
    setReels(strips.map((cells) => ({ cells, shown: 0, durationMs: 0 })));
    setPhase('landing');
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!isMountedRef.current) return;
        setReels(strips.map((cells, index) => ({ cells, shown: cells.length - 1, durationMs: durations[index] })));
        timers.current.push(
          window.setTimeout(() => isMountedRef.current && finish(text), durations[durations.length - 1] + 60),
        );
      }),
    );
  }

  async function pull() {
    const state = live.current;
    if (state.isRequested) return;
    state.isRequested = true;
    setAnnouncement(words.spinning);
    setPhase('waiting');
    let result: unknown;
    try {
      result = (await state.props.play()).result;
    } catch {
      // The page shows what went wrong; the machine stays playable.
      if (!isMountedRef.current) return;
      state.isRequested = false;
      setAnnouncement('');
      setPhase('ready');
      return;
    }
    if (isMountedRef.current) land(result);
  }

  const canPull = phase === 'ready';
  const symbolOf = (id: string) => machine.symbols.find((symbol) => symbol.id === id);
  return (
    <div className={`gsl${isReducedMotion ? ' gsl-reduced' : ''}`}>
      <section className="gsl-machine" aria-label={words.machine}>
        {/* Drawn only: the live region below says what the reels show. */}
        <div className={`gsl-reels${phase === 'waiting' && !isReducedMotion ? ' gsl-waiting' : ''}`} aria-hidden="true">
          {reels.map((reel, index) => (
            <div className="gsl-reel" key={REEL_KEYS[index]}>
              <div
                className="gsl-strip"
                style={{
                  transform: `translateY(calc(var(--gsl-cell) * ${-reel.shown}))`,
                  transition:
                    reel.durationMs > 0 ? `transform ${reel.durationMs}ms cubic-bezier(0.2, 0.7, 0.25, 1.04)` : 'none',
                }}
              >
                {reel.cells.map((id, cell) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a strip is a row of places, replaced whole on each pull
                  <div className="gsl-cell" key={cell} data-symbol={cell === reel.shown ? id : undefined}>
                    <SlotSymbolFace symbol={symbolOf(id)} />
                  </div>
                ))}
              </div>
            </div>
          ))}
          <div className="gsl-payline" />
        </div>
      </section>
      <p className="gsl-hint">{words.hint}</p>
      <p className="gsl-result" aria-live="polite">
        {announcement}
      </p>
      {/* aria-disabled rather than disabled: the button keeps focus for keyboard and screen-reader users. */}
      <button
        className="gc-button gsl-pull"
        type="button"
        aria-disabled={!canPull}
        onClick={() => canPull && void pull()}
      >
        {words.pull}
      </button>
    </div>
  );
}
