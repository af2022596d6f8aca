import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { GamePlayerProps } from '../core/game-player.ts';
import { fillText } from '../quiz/quiz-play-model.ts';
import { SurveyQuestionFields } from './SurveyQuestionFields.tsx';
import {
  type Draft,
  draftProblem,
  hintOf,
  type PlaySurveyQuestion,
  readSurveyView,
  stepOf,
} from './survey-play-model.ts';
import { SURVEY_WORDS } from './words.ts';
import './survey.css';
import { prefersReducedMotion, withLabels } from '../core/player-words.ts';

type Phase =
  | { kind: 'ready' }
  | { kind: 'opening' }
  | { kind: 'question'; index: number; isSending: boolean }
  | { kind: 'finishing' }
  | { kind: 'done' };

const EMPTY: Draft = { answerIds: [], text: '' };

/**
 * The survey as players see it: one question at a time as a form (radio buttons, check boxes, a scale
 * or a text box, so touch, mouse and keyboard all work as the browser makes them), checked before it
 * is sent and checked again by the server, which keeps the answers and decides the play.
 */
export function SurveyGame(props: GamePlayerProps) {
  const { language, fallbackLanguage } = props;
  const words = useMemo(() => withLabels(SURVEY_WORDS.en, props.labels), [props.labels]);
  const isReducedMotion = props.isReducedMotion ?? prefersReducedMotion();
  const [questions, setQuestions] = useState<PlaySurveyQuestion[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const propsRef = useRef(props);
  propsRef.current = props;
  // Set at once, not on the next render: a double tap must not send an answer twice or open two plays.
  const isBusyRef = useRef(false);
  const isMountedRef = useRef(true);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const focusNextRef = useRef<'question' | 'retry' | null>(null);
  useEffect(() => {
    if (focusNextRef.current === 'question') headingRef.current?.focus();
    if (focusNextRef.current === 'retry') retryRef.current?.focus();
    focusNextRef.current = null;
  });

  async function run<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
    if (isBusyRef.current) return null;
    isBusyRef.current = true;
    try {
      const value = await task();
      return isMountedRef.current ? { value } : null;
    } catch {
      // The page shows what went wrong where it can; the survey lets the player try again.
      if (isMountedRef.current) setAnnouncement(words.failed);
      return null;
    } finally {
      isBusyRef.current = false;
    }
  }

  function showQuestion(index: number) {
    focusNextRef.current = 'question';
    setDraft(EMPTY);
    setProblem(null);
    setPhase({ kind: 'question', index, isSending: false });
  }

  async function start() {
    if (isBusyRef.current) return;
    setPhase({ kind: 'opening' });
    const opened = await run(() => propsRef.current.openPlay());
    if (!opened) {
      if (isMountedRef.current) setPhase({ kind: 'ready' });
      return;
    }
    if (opened.value === null) {
      // No play happened (no plays left, the campaign ended): the result page explains.
      propsRef.current.onFinished();
      return;
    }
    const view = readSurveyView(opened.value.view, language, fallbackLanguage);
    setQuestions(view);
    if (view.length === 0) await finish();
    else showQuestion(0);
  }

  async function submit(event: FormEvent, index: number) {
    event.preventDefault();
    if (isBusyRef.current) return;
    const question = questions[index];
    const found = draftProblem(question, draft, words);
    setProblem(found);
    if (found) {
      setAnnouncement(found);
      return;
    }
    setAnnouncement('');
    setPhase({ kind: 'question', index, isSending: true });
    const sent = await run(() => propsRef.current.takeStep(index, stepOf(question, draft)));
    if (!sent) {
      if (isMountedRef.current) setPhase({ kind: 'question', index, isSending: false });
      return;
    }
    if (index + 1 < questions.length) showQuestion(index + 1);
    else await finish();
  }

  async function finish() {
    if (isBusyRef.current) return;
    setPhase({ kind: 'finishing' });
    const finished = await run(() => propsRef.current.finishPlay());
    if (!finished) {
      if (isMountedRef.current) focusNextRef.current = 'retry';
      return;
    }
    setPhase({ kind: 'done' });
    setAnnouncement(words.finished);
    propsRef.current.onFinished();
  }

  const live = (
    <p className="gc-visually-hidden" aria-live="polite">
      {announcement}
    </p>
  );

  if (phase.kind === 'ready' || phase.kind === 'opening') {
    return (
      <div className="gsv" data-reduced-motion={isReducedMotion || undefined}>
        <button type="button" className="gc-button" aria-busy={phase.kind === 'opening' || undefined} onClick={start}>
          {words.start}
        </button>
        {live}
      </div>
    );
  }
  if (phase.kind === 'done') {
    return (
      <div className="gsv">
        <p className="gsv-done">{words.finished}</p>
        {live}
      </div>
    );
  }
  if (phase.kind === 'finishing') {
    return (
      <div className="gsv">
        <button ref={retryRef} type="button" className="gc-button" onClick={finish}>
          {words.seeResult}
        </button>
        {live}
      </div>
    );
  }

  const { index } = phase;
  const question = questions[index];
  const isLast = index + 1 >= questions.length;
  const progress = fillText(words.progress, { n: index + 1, total: questions.length });
  const hint = hintOf(question, words);
  const headingId = `gsv-q-${index}`;
  const hintId = `gsv-hint-${index}`;
  const problemId = `gsv-problem-${index}`;
  return (
    <form
      className="gsv"
      data-reduced-motion={isReducedMotion || undefined}
      noValidate
      onSubmit={(event) => submit(event, index)}
    >
      <p className="gsv-progress">{progress}</p>
      <div className="gsv-bar" aria-hidden="true">
        <span style={{ width: `${(index / questions.length) * 100}%` }} />
      </div>
      {question.imageUrl && <img className="gsv-image" src={question.imageUrl} alt="" />}
      <h2 className="gsv-question" id={headingId} ref={headingRef} tabIndex={-1}>
        {question.text || progress}
        {!question.isMandatory && <span className="gsv-optional"> ({words.optional})</span>}
      </h2>
      {hint && (
        <p className="gsv-hint" id={hintId}>
          {hint}
        </p>
      )}
      <SurveyQuestionFields
        key={question.id}
        question={question}
        draft={draft}
        words={words}
        labelledBy={headingId}
        describedBy={[hint ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ') || undefined}
        isInvalid={problem !== null}
        isDisabled={phase.isSending}
        onChange={(next) => {
          setDraft(next);
          if (problem) setProblem(null);
        }}
      />
      {problem && (
        <p className="gsv-problem" id={problemId}>
          {problem}
        </p>
      )}
      <button type="submit" className="gc-button" aria-busy={phase.isSending || undefined}>
        {isLast ? words.send : words.next}
      </button>
      {live}
    </form>
  );
}
