import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import type { GamePlayerProps } from '../core/game-player.ts';
import { prefersReducedMotion, withLabels } from '../core/player-words.ts';
import { columnsFor, fillText, readPath, readResult, readRoll, readView, snakeCell } from './path-model.ts';
import { PATH_WORDS } from './words.ts';
import './path.css';

/** How long the token rests on each square it hops over. */
const HOP_MS = 220;

type Phase = 'ready' | 'busy' | 'rolled' | 'done';

/**
 * The path as players see it: Start and the squares on a snake-shaped board, prize squares marked with
 * their prize. Roll (tap, click, Enter or Space: a native button) opens the play on the first press and
 * asks the server for the next roll; the token hops square by square to where the server says (straight
 * there with reduced motion). After the last roll the server decides the result. Every roll, the square
 * and the result are announced. The Player never decides anything itself.
 */
export function PathGame(props: GamePlayerProps) {
  const { settings, language, fallbackLanguage } = props;
  const texts = useMemo(() => withLabels(PATH_WORDS.en, props.labels), [props.labels]);
  const isReducedMotion = props.isReducedMotion ?? prefersReducedMotion();
  const model = useMemo(() => readPath(settings, language, fallbackLanguage), [settings, language, fallbackLanguage]);
  const [phase, setPhase] = useState<Phase>('ready');
  const [board, setBoard] = useState({ pathLength: model.pathLength, rollsPerPlay: model.rollsPerPlay });
  const [position, setPosition] = useState(0);
  const [die, setDie] = useState<number | null>(null);
  const [rollsLeft, setRollsLeft] = useState(model.rollsPerPlay);
  const [hop, setHop] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const propsRef = useRef(props);
  propsRef.current = props;
  // Set at once, not on the next render: a double tap must not roll twice or open two plays.
  const isBusyRef = useRef(false);
  const isOpenRef = useRef(false);
  const nextRollRef = useRef(0);
  const isMountedRef = useRef(true);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  // Until a play opens, the board follows the settings (the builder's preview edits them live).
  useEffect(() => {
    if (isOpenRef.current) return;
    setBoard({ pathLength: model.pathLength, rollsPerPlay: model.rollsPerPlay });
    setRollsLeft(model.rollsPerPlay);
  }, [model.pathLength, model.rollsPerPlay]);

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The token walks from `from` to `to`, one square a hop. */
  async function walk(from: number, to: number) {
    if (isReducedMotion) {
      setPosition(to);
      return;
    }
    for (let square = from + 1; square <= to && isMountedRef.current; square++) {
      setPosition(square);
      setHop((count) => count + 1);
      await sleep(HOP_MS);
    }
  }

  async function finish(rolled: string) {
    const finished = await propsRef.current.finishPlay();
    if (!isMountedRef.current) return;
    const result = readResult(finished.result);
    const prize = result?.prizeId ? [...model.prizes.values()].find((p) => p.id === result.prizeId) : undefined;
    const verdict = result?.isOutOfStock
      ? texts.outOfStock
      : prize
        ? fillText(texts.won, { prize: prize.text })
        : texts.lost;
    setAnnouncement(`${rolled} ${verdict}`);
    setPhase('done');
    // The token stands on its square: the page shows the result after the campaign's delay.
    propsRef.current.onFinished();
  }

  async function roll() {
    if (isBusyRef.current || phase === 'done') return;
    isBusyRef.current = true;
    setPhase('busy');
    try {
      if (!isOpenRef.current) {
        const opened = await propsRef.current.openPlay();
        if (!isMountedRef.current) return;
        if (opened === null) {
          // No play happened (no plays left, the campaign ended): the result page explains.
          setPhase('done');
          propsRef.current.onFinished();
          return;
        }
        const view = readView(opened.view);
        if (!view) throw new Error('not a path');
        isOpenRef.current = true;
        setBoard(view);
      }
      const { feedback } = await propsRef.current.takeStep(nextRollRef.current, { roll: true });
      const shown = readRoll(feedback);
      if (!shown || !isMountedRef.current) throw new Error('not a roll');
      nextRollRef.current += 1;
      setDie(shown.roll);
      setRollsLeft(shown.rollsLeft);
      await walk(positionBefore(shown), shown.position);
      if (!isMountedRef.current) return;
      const rolled = fillText(texts.rolled, { roll: shown.roll, square: shown.position });
      if (shown.rollsLeft > 0) {
        setAnnouncement(rolled);
        setPhase('rolled');
        return;
      }
      await finish(rolled);
    } catch {
      // The page shows what went wrong where it can; the next press asks again for the same roll.
      if (!isMountedRef.current) return;
      setAnnouncement(texts.failed);
      setPhase(isOpenRef.current ? 'rolled' : 'ready');
    } finally {
      isBusyRef.current = false;
    }
  }

  const positionBefore = (shown: { roll: number; position: number }) => shown.position - shown.roll;
  const columns = columnsFor(board.pathLength);
  const rows = Math.ceil((board.pathLength + 1) / columns);
  const boardStyle = { '--gpa-columns': columns, '--gpa-rows': rows } as CSSProperties;
  const canRoll = phase === 'ready' || phase === 'rolled';

  return (
    <div className="gpa" data-reduced-motion={isReducedMotion || undefined}>
      <p className="gpa-instructions">{fillText(texts.instructions, { rolls: board.rollsPerPlay })}</p>
      <ol className="gpa-board" aria-label={texts.board} style={boardStyle}>
        {Array.from({ length: board.pathLength + 1 }, (_, cell) => {
          const { row, column } = snakeCell(cell, columns);
          const prize = model.prizes.get(cell);
          const name =
            cell === 0
              ? texts.start
              : prize
                ? fillText(texts.prizeSquare, { n: cell, prize: prize.text })
                : fillText(texts.squareN, { n: cell });
          const hasToken = cell === position;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place on the path
              key={cell}
              className="gpa-cell"
              data-prize={prize ? true : undefined}
              data-start={cell === 0 || undefined}
              data-token={hasToken || undefined}
              style={{ gridRow: row + 1, gridColumn: column + 1 }}
              aria-current={hasToken ? 'location' : undefined}
            >
              <span className="gc-visually-hidden">{name}</span>
              <span className="gpa-number" aria-hidden="true">
                {cell === 0 ? texts.start : cell}
              </span>
              {prize && (
                <span className="gpa-prize" aria-hidden="true">
                  {prize.text || '★'}
                </span>
              )}
              {hasToken && <span key={hop} className="gpa-token" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
      <div className="gpa-status">
        <span className="gpa-die" aria-hidden="true">
          {die ?? '–'}
        </span>
        <span className="gpa-left">{fillText(texts.rollsLeft, { left: rollsLeft })}</span>
      </div>
      <p className="gpa-result" aria-live="polite">
        {announcement}
      </p>
      <button
        type="button"
        className="gc-button"
        aria-disabled={!canRoll}
        aria-busy={phase === 'busy' || undefined}
        onClick={() => canRoll && void roll()}
      >
        {texts.roll}
      </button>
    </div>
  );
}
