import { type CSSProperties, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { GamePlayerProps } from '../core/game-player.ts';
import { fillText, type PlayBoard, readBoard, readFlip, tileName } from './memory-play-model.ts';
import { MEMORY_WORDS } from './words.ts';
import './memory.css';
import { prefersReducedMotion, withLabels } from '../core/player-words.ts';

type Phase = 'ready' | 'opening' | 'playing' | 'finishing' | 'done';
type Face = { tileId: string; imageUrl: string | null };

/** How long a turn's two different tiles stay face up before they turn back (a next flip turns them at once). */
const MISMATCH_SHOWN_MS = 1000;

/**
 * Memory as players see it: Start deals a board on the server, whose tiles are buttons; each flip asks
 * the server what lies under the tile (the layout never reaches the page), a pair stays face up, two
 * different tiles turn back. Keyboard only is enough: arrow keys move between tiles (one tab stop for
 * the board), Enter or Space turns one, and every flip, pair and miss is announced. Fits 360 × 640.
 */
export function MemoryGame(props: GamePlayerProps) {
  const { settings, language, fallbackLanguage } = props;
  const texts = useMemo(() => withLabels(MEMORY_WORDS.en, props.labels), [props.labels]);
  const isReducedMotion = props.isReducedMotion ?? prefersReducedMotion();
  const [phase, setPhase] = useState<Phase>('ready');
  const [board, setBoard] = useState<PlayBoard | null>(null);
  const [, setVersion] = useState(0);
  const [focusIndex, setFocusIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const propsRef = useRef(props);
  propsRef.current = props;
  // The play as flipped so far, kept in refs so that a quick second flip never reads a stale render.
  const facesRef = useRef(new Map<number, Face>());
  const matchedRef = useRef(new Set<number>());
  const toHideRef = useRef<number[]>([]);
  const hideTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextStepRef = useRef(0);
  const movesRef = useRef(0);
  // Set at once, not on the next render: a double tap must not send two flips or open two plays.
  const isBusyRef = useRef(false);
  const isMountedRef = useRef(true);
  const tileRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const rerender = () => setVersion((version) => version + 1);
  // Focus goes to the board's first tile once the dealt board is rendered.
  const isBoardFocusDueRef = useRef(false);
  useEffect(() => {
    if (!isBoardFocusDueRef.current || !tileRefs.current[0]) return;
    isBoardFocusDueRef.current = false;
    tileRefs.current[0].focus();
  });

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      clearTimeout(hideTimerRef.current);
    };
  }, []);
  useEffect(() => {
    if (phase !== 'playing') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [phase]);

  const nameOf = (tileId: string) => tileName(settings, tileId, language, fallbackLanguage, texts.pictureN);

  async function run<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
    if (isBusyRef.current) return null;
    isBusyRef.current = true;
    try {
      const value = await task();
      return isMountedRef.current ? { value } : null;
    } catch {
      // The page shows what went wrong where it can; the game lets the player try again.
      if (isMountedRef.current) setAnnouncement(texts.failed);
      return null;
    } finally {
      isBusyRef.current = false;
    }
  }

  async function start() {
    if (isBusyRef.current) return;
    setPhase('opening');
    const opened = await run(() => propsRef.current.openPlay());
    if (!opened) {
      if (isMountedRef.current) setPhase('ready');
      return;
    }
    if (opened.value === null) {
      // No play happened (no plays left, the campaign ended): the result page explains.
      propsRef.current.onFinished();
      return;
    }
    const dealt = readBoard(opened.value.view);
    if (!dealt) {
      setPhase('ready');
      setAnnouncement(texts.failed);
      return;
    }
    setBoard(dealt);
    setStartedAt(Date.now());
    setNow(Date.now());
    setPhase('playing');
    setFocusIndex(0);
    isBoardFocusDueRef.current = true;
  }

  /** Turns back the two different tiles of the last turn. */
  function hideMiss() {
    clearTimeout(hideTimerRef.current);
    for (const index of toHideRef.current) facesRef.current.delete(index);
    toHideRef.current = [];
  }

  async function flip(index: number) {
    if (phase !== 'playing' || isBusyRef.current || matchedRef.current.has(index)) return;
    const isWaitingToHide = toHideRef.current.includes(index);
    if (facesRef.current.has(index) && !isWaitingToHide) return;
    hideMiss();
    rerender();
    const sent = await run(() => propsRef.current.takeStep(nextStepRef.current, { tileIndex: index }));
    if (!sent) return;
    const shown = readFlip(sent.value.feedback);
    if (!shown) return;
    nextStepRef.current += 1;
    facesRef.current.set(shown.tileIndex, { tileId: shown.tileId, imageUrl: shown.imageUrl });
    const name = nameOf(shown.tileId);
    const said = fillText(texts.shown, { n: shown.tileIndex + 1, name });
    if (shown.isMatch === null) {
      setAnnouncement(said);
    } else {
      movesRef.current += 1;
      const first = shown.firstIndex ?? shown.tileIndex;
      if (shown.isMatch) {
        matchedRef.current.add(first);
        matchedRef.current.add(shown.tileIndex);
        setAnnouncement(`${said}. ${fillText(texts.matched, { name })}`);
      } else {
        const firstFace = facesRef.current.get(first);
        const firstName = firstFace ? nameOf(firstFace.tileId) : '';
        toHideRef.current = [first, shown.tileIndex];
        hideTimerRef.current = setTimeout(() => {
          hideMiss();
          if (isMountedRef.current) rerender();
        }, MISMATCH_SHOWN_MS);
        setAnnouncement(`${said}. ${fillText(texts.noMatch, { first: firstName, second: name })}`);
      }
    }
    rerender();
    if (shown.isCleared) await finish();
  }

  async function finish() {
    setPhase('finishing');
    const finished = await run(() => propsRef.current.finishPlay());
    if (!finished) return;
    setPhase('done');
    // After the last pair's own announcement, not instead of it.
    setAnnouncement((said) => (said.endsWith(texts.finished) ? said : `${said} ${texts.finished}`.trim()));
    // Every pair is found and the server has timed the play: the page shows its result after its delay.
    propsRef.current.onFinished();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!board) return;
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: board.columns,
      ArrowUp: -board.columns,
    };
    let next: number | null = null;
    if (event.key in steps) next = focusIndex + steps[event.key];
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = board.tileCount - 1;
    if (next === null) return;
    event.preventDefault();
    if (next < 0 || next >= board.tileCount) return;
    setFocusIndex(next);
    tileRefs.current[next]?.focus();
  }

  const live = (
    <p className="gc-visually-hidden" aria-live="polite">
      {announcement}
    </p>
  );

  if (phase === 'ready' || phase === 'opening' || !board) {
    return (
      <div className="gcm">
        <p className="gcm-instructions">{texts.instructions}</p>
        <button type="button" className="gc-button" aria-busy={phase === 'opening' || undefined} onClick={start}>
          {texts.start}
        </button>
        {live}
      </div>
    );
  }

  const seconds = startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
  const pairCount = board.tileCount / 2;
  const boardStyle = { '--gcm-columns': board.columns, '--gcm-rows': board.rows } as CSSProperties;
  return (
    <div className="gcm" data-reduced-motion={isReducedMotion || undefined}>
      <p className="gcm-status">
        <span>
          {texts.time}: {seconds} s
        </span>
        <span>
          {texts.moves}: {movesRef.current}
        </span>
        <span>{fillText(texts.pairs, { found: matchedRef.current.size / 2, total: pairCount })}</span>
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of tile buttons with roving focus, not a form fieldset */}
      <div role="group" aria-label={texts.board} className="gcm-board" style={boardStyle} onKeyDown={onKeyDown}>
        {Array.from({ length: board.tileCount }, (_, index) => {
          const face = facesRef.current.get(index);
          const isMatched = matchedRef.current.has(index);
          const name = face ? nameOf(face.tileId) : null;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its place on the board
              key={index}
              ref={(element) => {
                tileRefs.current[index] = element;
              }}
              type="button"
              className="gcm-tile"
              data-face-up={face ? true : undefined}
              data-matched={isMatched || undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={
                name ? fillText(texts.shown, { n: index + 1, name }) : fillText(texts.tileN, { n: index + 1 })
              }
              aria-disabled={isMatched || phase !== 'playing' || undefined}
              onFocus={() => setFocusIndex(index)}
              onClick={() => flip(index)}
            >
              <span className="gcm-inner" aria-hidden="true">
                <span className="gcm-back">{board.coverImageUrl && <img src={board.coverImageUrl} alt="" />}</span>
                <span className="gcm-face">
                  {face && (face.imageUrl ? <img src={face.imageUrl} alt="" /> : <span>{name}</span>)}
                </span>
              </span>
            </button>
          );
        })}
      </div>
      {phase === 'finishing' && !isBusyRef.current && (
        <button type="button" className="gc-button" onClick={finish}>
          {texts.seeResult}
        </button>
      )}
      {phase === 'done' && <p className="gcm-done">{texts.finished}</p>}
      {live}
    </div>
  );
}
