import { useEffect, useMemo, useRef, useState } from 'react';
import type { GamePlayerProps } from '../core/game-player.ts';
import { AnswerList, answerName } from './AnswerList.tsx';
import {
  fillText,
  type PlayQuestion,
  readFeedback,
  readPlayView,
  readQuizLooks,
  type StepFeedback,
} from './quiz-play-model.ts';
import { SwipeAnswers } from './SwipeAnswers.tsx';
import { QUIZ_WORDS } from './words.ts';
import './quiz.css';
import { prefersReducedMotion, withLabels } from '../core/player-words.ts';

/** 'scored': quiz and guess-the-picture (a verdict after each answer); 'personality': no verdict, just next. */
export type QuestionGameMode = 'scored' | 'personality';

type Phase =
  | { kind: 'ready' }
  | { kind: 'opening' }
  | { kind: 'question'; index: number; sendingId: string | null }
  | { kind: 'feedback'; index: number; chosenId: string; feedback: StepFeedback }
  | { kind: 'finishing'; index: number }
  | { kind: 'done' };

/**
 * The question games as players see them: one question at a time with its picture, answers as buttons
 * or swipe cards, the server's verdict and popup after each answer, then the play is finished by the
 * server. Keyboard only is enough: focus goes to each new question and to Continue after a verdict, and
 * every verdict is announced.
 */
export function QuestionGame(props: GamePlayerProps & { mode: QuestionGameMode }) {
  const { settings, language, fallbackLanguage, mode } = props;
  const looks = useMemo(() => readQuizLooks(settings), [settings]);
  const texts = useMemo(() => withLabels(QUIZ_WORDS.en, props.labels), [props.labels]);
  const isReducedMotion = props.isReducedMotion ?? prefersReducedMotion();
  const [questions, setQuestions] = useState<PlayQuestion[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const [announcement, setAnnouncement] = useState('');
  const propsRef = useRef(props);
  propsRef.current = props;
  // Set at once, not on the next render: a double tap must not send two answers or open two plays.
  const isBusyRef = useRef(false);
  const isMountedRef = useRef(true);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  // Focus follows the game: a new question's heading, then Continue once its verdict is shown.
  const focusNextRef = useRef<'question' | 'continue' | null>(null);
  useEffect(() => {
    if (focusNextRef.current === 'question') headingRef.current?.focus();
    if (focusNextRef.current === 'continue') continueRef.current?.focus();
    focusNextRef.current = null;
  });
  const showQuestion = (index: number) => {
    focusNextRef.current = 'question';
    setPhase({ kind: 'question', index, sendingId: null });
  };

  async function run<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
    if (isBusyRef.current) return null;
    isBusyRef.current = true;
    try {
      const value = await task();
      return isMountedRef.current ? { value } : null;
    } catch {
      // The page shows what went wrong where it can; the game just lets the player try again.
      if (isMountedRef.current) setAnnouncement(texts.failed);
      return null;
    } finally {
      isBusyRef.current = false;
    }
  }

  async function start() {
    const { openPlay } = propsRef.current;
    if (isBusyRef.current) return;
    setPhase({ kind: 'opening' });
    const opened = await run(() => openPlay());
    if (!opened) {
      if (isMountedRef.current) setPhase({ kind: 'ready' });
      return;
    }
    if (opened.value === null) {
      // No play happened (no plays left, the campaign ended): the result page explains.
      propsRef.current.onFinished();
      return;
    }
    const view = readPlayView(opened.value.view, language, fallbackLanguage);
    setQuestions(view);
    if (view.length === 0) await finish(0);
    else showQuestion(0);
  }

  async function answer(index: number, answerId: string) {
    const { takeStep } = propsRef.current;
    if (isBusyRef.current) return;
    setAnnouncement('');
    setPhase({ kind: 'question', index, sendingId: answerId });
    const sent = await run(() => takeStep(index, { answerId }));
    if (!sent) {
      if (isMountedRef.current) setPhase({ kind: 'question', index, sendingId: null });
      return;
    }
    if (mode === 'personality') {
      await next(index);
      return;
    }
    const feedback = readFeedback(sent.value.feedback, language, fallbackLanguage);
    if (!looks.isPopupsEnabled) feedback.popup = null;
    focusNextRef.current = 'continue';
    setPhase({ kind: 'feedback', index, chosenId: answerId, feedback });
    setAnnouncement(verdictText(questions[index], feedback));
  }

  function verdictText(question: PlayQuestion | undefined, feedback: StepFeedback): string {
    const parts = [feedback.isCorrect ? texts.correct : texts.incorrect];
    const rightIndex = question?.answers.findIndex((a) => a.id === feedback.correctAnswerId) ?? -1;
    if (feedback.isCorrect === false && question && rightIndex >= 0) {
      parts.push(
        fillText(texts.correctAnswerIs, { answer: answerName(question.answers[rightIndex], rightIndex, texts) }),
      );
    }
    if (feedback.popup) parts.push(feedback.popup.title, feedback.popup.text);
    // One sentence each, ending in its own punctuation or a full stop ("Correct! Well done.").
    return parts
      .filter(Boolean)
      .map((part) => (/[.!?…:]$/.test(part.trim()) ? part.trim() : `${part.trim()}.`))
      .join(' ');
  }

  async function next(index: number) {
    if (index + 1 < questions.length) showQuestion(index + 1);
    else await finish(index);
  }

  async function finish(index: number) {
    const { finishPlay } = propsRef.current;
    if (isBusyRef.current) return;
    setPhase({ kind: 'finishing', index });
    const finished = await run(() => finishPlay());
    if (!finished) {
      // The button to the result stays, to try again.
      if (isMountedRef.current) focusNextRef.current = 'continue';
      return;
    }
    setPhase({ kind: 'done' });
    setAnnouncement(texts.finished);
    // Every answer is in and the server has scored the play: the page shows its result after its delay.
    propsRef.current.onFinished();
  }

  const live = (
    <p className="gc-visually-hidden" aria-live="polite">
      {announcement}
    </p>
  );

  if (phase.kind === 'ready' || phase.kind === 'opening') {
    return (
      <div className="gcq" data-reduced-motion={isReducedMotion || undefined}>
        <button type="button" className="gc-button" aria-busy={phase.kind === 'opening' || undefined} onClick={start}>
          {texts.start}
        </button>
        {live}
      </div>
    );
  }

  if (phase.kind === 'done') {
    return (
      <div className="gcq">
        <p className="gcq-done">{texts.finished}</p>
        {live}
      </div>
    );
  }

  if (phase.kind === 'finishing') {
    // Waiting for the server's score; if it failed, the same button tries again.
    const index = phase.index;
    return (
      <div className="gcq">
        <button
          ref={continueRef}
          type="button"
          className="gc-button"
          aria-busy={isBusyRef.current || undefined}
          onClick={() => finish(index)}
        >
          {texts.seeResult}
        </button>
        {live}
      </div>
    );
  }

  const index = phase.index;
  const question = questions[index];
  const isLast = index + 1 >= questions.length;
  const feedback = phase.kind === 'feedback' ? phase.feedback : null;
  const chosenId = phase.kind === 'feedback' ? phase.chosenId : phase.kind === 'question' ? phase.sendingId : null;
  const isChoosable = phase.kind === 'question' && phase.sendingId === null;

  return (
    <div className="gcq" data-reduced-motion={isReducedMotion || undefined}>
      <p className="gcq-progress">{fillText(texts.progress, { n: index + 1, total: questions.length })}</p>
      <div className="gcq-bar" aria-hidden="true">
        <span style={{ width: `${((index + (feedback ? 1 : 0)) / questions.length) * 100}%` }} />
      </div>
      {question.imageUrl && <img className="gcq-image" src={question.imageUrl} alt="" />}
      <h2 className="gcq-question" ref={headingRef} tabIndex={-1}>
        {question.text || fillText(texts.progress, { n: index + 1, total: questions.length })}
      </h2>
      {looks.interactionType === 'swipe' && phase.kind === 'question' ? (
        <SwipeAnswers
          key={question.id}
          answers={question.answers}
          texts={texts}
          isChoosable={isChoosable}
          isReducedMotion={isReducedMotion}
          onChoose={(answerId) => answer(index, answerId)}
        />
      ) : (
        <AnswerList
          answers={question.answers}
          looks={looks}
          texts={texts}
          isChoosable={isChoosable}
          chosenId={chosenId}
          feedback={feedback}
          onChoose={(answerId) => answer(index, answerId)}
        />
      )}
      {feedback && (
        <div
          className="gcq-feedback"
          data-verdict={feedback.isCorrect ? 'correct' : 'incorrect'}
          style={{ borderColor: feedback.isCorrect ? looks.correctColour : looks.incorrectColour }}
        >
          <p className="gcq-verdict">
            <span aria-hidden="true">{feedback.isCorrect ? '✓ ' : '✗ '}</span>
            {feedback.isCorrect ? texts.correct : texts.incorrect}
          </p>
          {feedback.popup && (
            <>
              {feedback.popup.title && <h3 className="gcq-popup-title">{feedback.popup.title}</h3>}
              {feedback.popup.text && <p className="gcq-popup-text">{feedback.popup.text}</p>}
            </>
          )}
          <button ref={continueRef} type="button" className="gc-button" onClick={() => next(index)}>
            {isLast ? texts.seeResult : texts.continue}
          </button>
        </div>
      )}
      {live}
    </div>
  );
}
