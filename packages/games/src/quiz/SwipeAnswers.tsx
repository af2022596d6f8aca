import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { answerName } from './AnswerList.tsx';
import type { PlayAnswer } from './quiz-play-model.ts';
import type { QuizWords } from './words.ts';

/** How far (px) a card must be dragged before letting go chooses or passes it. */
const SWIPE_DISTANCE = 80;

type Props = {
  answers: readonly PlayAnswer[];
  texts: QuizWords;
  isChoosable: boolean;
  isReducedMotion: boolean;
  onChoose(answerId: string): void;
};

/**
 * The swipe interaction: one answer at a time on a card; a swipe right chooses it, a swipe left shows the
 * next one (round and round). Two buttons do the same for touch, mouse and keyboard (and the arrow keys
 * while focus is on them), so no one has to swipe.
 */
export function SwipeAnswers({ answers, texts, isChoosable, isReducedMotion, onChoose }: Props) {
  const [shown, setShown] = useState(0);
  const [dragX, setDragX] = useState(0);
  const dragStart = useRef<{ pointerId: number; x: number } | null>(null);
  const index = shown % answers.length;
  const answer = answers[index];

  const skip = () => {
    setDragX(0);
    setShown((current) => (current + 1) % answers.length);
  };
  const choose = () => {
    setDragX(0);
    if (isChoosable) onChoose(answer.id);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!isChoosable) return;
    dragStart.current = { pointerId: event.pointerId, x: event.clientX };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current?.pointerId === event.pointerId) setDragX(event.clientX - dragStart.current.x);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - dragStart.current.x;
    dragStart.current = null;
    if (distance >= SWIPE_DISTANCE) choose();
    else if (distance <= -SWIPE_DISTANCE) skip();
    else setDragX(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      choose();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      skip();
    }
  };

  // With reduced motion the card does not follow the finger round; it only shifts, without tilting.
  const transform = isReducedMotion ? undefined : `translateX(${dragX}px) rotate(${dragX / 20}deg)`;
  const leaning = dragX >= SWIPE_DISTANCE ? 'choose' : dragX <= -SWIPE_DISTANCE ? 'skip' : undefined;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut for the two buttons inside.
    <div className="gcq-swipe" onKeyDown={onKeyDown}>
      <p className="gcq-hint">{texts.swipeHint}</p>
      <div
        className="gcq-card"
        data-leaning={leaning}
        style={transform ? { transform } : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {/* Where the card is in the round; the card's text itself is announced as it changes. */}
        <p className="gcq-card-count" aria-hidden="true">
          {index + 1} / {answers.length}
        </p>
        {answer.imageUrl && <img className="gcq-answer-image" src={answer.imageUrl} alt="" draggable={false} />}
        <p className="gcq-card-text" aria-live="polite">
          {answerName(answer, index, texts)}
        </p>
      </div>
      <div className="gcq-swipe-buttons">
        <button type="button" className="gc-button gc-button-secondary gcq-skip" onClick={skip}>
          <span aria-hidden="true">← </span>
          {texts.skip}
        </button>
        <button
          type="button"
          className="gc-button gcq-choose"
          aria-disabled={!isChoosable || undefined}
          onClick={choose}
        >
          {texts.choose}
          <span aria-hidden="true"> →</span>
        </button>
      </div>
    </div>
  );
}
